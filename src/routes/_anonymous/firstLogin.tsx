import { createFileRoute } from '@tanstack/react-router';
import { FirstLoginScreen } from '@/features/account/first-login-screen';

export const Route = createFileRoute('/_anonymous/firstLogin')({ staticData: { access: 'alsoForUser' }, component: FirstLoginScreen });
