import { createFileRoute } from '@tanstack/react-router';
import { JoinCodeScreen } from '@/features/qr/join-code-screen';

export const Route = createFileRoute('/_worker/joinSite')({ component: JoinCodeScreen });
