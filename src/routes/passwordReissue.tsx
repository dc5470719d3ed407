import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { PasswordReissueScreen } from '@/features/account/password-reissue-screen';

export const Route = createFileRoute('/passwordReissue')({
  loader: () => loadCatalogPart('accounts'),
  component: PasswordReissueScreen,
});
