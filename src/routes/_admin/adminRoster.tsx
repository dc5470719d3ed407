import { createFileRoute } from '@tanstack/react-router';
import { AdminRosterScreen } from '@/features/admin-roster/roster-screen';

export const Route = createFileRoute('/_admin/adminRoster')({ component: AdminRosterScreen });
