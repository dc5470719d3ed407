import { createFileRoute } from '@tanstack/react-router';
import { AdminScanScreen } from '@/features/scan/admin-scan-screen';

/** The scanner says itself what offline means at the gate: the one offline message on its screen (issue 35). */
export const Route = createFileRoute('/_admin/adminScan')({ component: AdminScanScreen, staticData: { ownOfflineNotice: true } });
