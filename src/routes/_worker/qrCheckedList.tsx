import { createFileRoute } from '@tanstack/react-router';
import { MyQrCheckedList } from '@/features/qr/qr-checked-list-screens';

export const Route = createFileRoute('/_worker/qrCheckedList')({ component: MyQrCheckedList });
