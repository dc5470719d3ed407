import { createFileRoute } from '@tanstack/react-router';
import { SiteRecordScreen } from '@/features/admin-site-records/site-record-screen';

export const Route = createFileRoute('/_admin/adminSiteRecord')({ component: SiteRecordScreen });
