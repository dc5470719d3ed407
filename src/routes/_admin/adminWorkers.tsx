import { createFileRoute } from '@tanstack/react-router';
import { AdminWorkersScreen } from '@/features/admin-workers/workers-screen';

export const Route = createFileRoute('/_admin/adminWorkers')({ component: AdminWorkersScreen });
