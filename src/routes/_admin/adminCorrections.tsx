import { createFileRoute } from '@tanstack/react-router';
import { AdminCorrectionsScreen } from '@/features/admin-corrections/corrections-screen';

export const Route = createFileRoute('/_admin/adminCorrections')({ component: AdminCorrectionsScreen });
