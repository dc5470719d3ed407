import { createFileRoute } from '@tanstack/react-router';
import { UserProjectScreen } from '@/features/account/user-project-screen';

export const Route = createFileRoute('/_worker/userProject')({ component: UserProjectScreen });
