import { createFileRoute } from '@tanstack/react-router';
import { WorkScreen } from '@/features/work/work-screen';

export const Route = createFileRoute('/_worker/work')({ component: WorkScreen });
