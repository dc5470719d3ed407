import { createFileRoute } from '@tanstack/react-router';
import { SiteQrCheckedList } from '@/features/qr/qr-checked-list-screens';

export const Route = createFileRoute('/_admin/adminQrCheckedList')({ component: SiteQrCheckedList });
