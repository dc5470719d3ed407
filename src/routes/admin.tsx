import { createFileRoute } from '@tanstack/react-router';
import { AdminMenu } from '@/features/menu/admin-menu';

export const Route = createFileRoute('/admin')({ component: AdminMenu });
