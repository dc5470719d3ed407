import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { UserProjectScreen } from '@/features/account/user-project-screen';

export const Route = createFileRoute('/userProject')({
  loader: () => loadCatalogPart('accounts'),
  component: UserProjectScreen,
});
