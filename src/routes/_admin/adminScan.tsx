import { createFileRoute } from '@tanstack/react-router';
import { AdminScanScreen } from '@/features/scan/admin-scan-screen';

export const Route = createFileRoute('/_admin/adminScan')({ component: AdminScanScreen });
