import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { ChangePasswordScreen } from '@/features/account/change-password-screen';

export const Route = createFileRoute('/changePassword')({
  loader: () => loadCatalogPart('accounts'),
  component: ChangePasswordScreen,
});
