import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/account/forgot-password-screen';

export const Route = createFileRoute('/_anonymous/forgotPassword')({ staticData: { access: 'alsoForUser' }, component: ForgotPasswordScreen });
