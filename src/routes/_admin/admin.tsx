import { createFileRoute } from '@tanstack/react-router';
import { AdminMenu } from '@/features/menu/admin-menu';

export const Route = createFileRoute('/_admin/admin')({ component: AdminMenu });
