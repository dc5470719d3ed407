import { createFileRoute } from '@tanstack/react-router';
import { AccountManagementMenu } from '@/features/account/account-management-menu';

export const Route = createFileRoute('/accountManagementMenu')({ component: AccountManagementMenu });
