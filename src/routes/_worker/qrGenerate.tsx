import { createFileRoute } from '@tanstack/react-router';
import { QrGenerateScreen } from '@/features/qr/qr-generate-screen';

export const Route = createFileRoute('/_worker/qrGenerate')({ component: QrGenerateScreen });
