import { createFileRoute } from '@tanstack/react-router';
import { JoinScreen } from '@/features/join/join-screen';

export const Route = createFileRoute('/join')({ component: JoinScreen });
