import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '@/features/account/change-password-screen';

export const Route = createFileRoute('/_worker/changePassword')({ staticData: { access: 'duringPasswordChange' }, component: ChangePasswordScreen });
