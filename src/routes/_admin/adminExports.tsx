import { createFileRoute } from '@tanstack/react-router';
import { AdminExportsScreen } from '@/features/admin-exports/exports-screen';

export const Route = createFileRoute('/_admin/adminExports')({ component: AdminExportsScreen });
