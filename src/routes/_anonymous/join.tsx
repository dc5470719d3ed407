import { createFileRoute } from '@tanstack/react-router';
import { JoinScreen } from '@/features/join/join-screen';

export const Route = createFileRoute('/_anonymous/join')({ component: JoinScreen });
