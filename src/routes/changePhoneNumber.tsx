import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { ChangePhoneScreen } from '@/features/account/change-phone-screen';

export const Route = createFileRoute('/changePhoneNumber')({
  loader: () => loadCatalogPart('accounts'),
  component: ChangePhoneScreen,
});
