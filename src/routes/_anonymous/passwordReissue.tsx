import { createFileRoute } from '@tanstack/react-router';
import { PasswordReissueScreen } from '@/features/account/password-reissue-screen';

export const Route = createFileRoute('/_anonymous/passwordReissue')({ staticData: { access: 'alsoForUser' }, component: PasswordReissueScreen });
