import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { ForgotPasswordScreen } from '@/features/account/forgot-password-screen';

export const Route = createFileRoute('/forgotPassword')({
  loader: () => loadCatalogPart('accounts'),
  component: ForgotPasswordScreen,
});
