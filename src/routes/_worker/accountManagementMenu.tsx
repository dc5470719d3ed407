import { createFileRoute } from '@tanstack/react-router';
import { AccountManagementMenu } from '@/features/account/account-management-menu';

export const Route = createFileRoute('/_worker/accountManagementMenu')({ component: AccountManagementMenu });
