import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { AccountCancellationScreen } from '@/features/account/account-cancellation-screen';

export const Route = createFileRoute('/accountCancellation')({
  loader: () => loadCatalogPart('accounts'),
  component: AccountCancellationScreen,
});
