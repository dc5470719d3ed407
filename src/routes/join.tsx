import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { JoinScreen } from '@/features/join/join-screen';

export const Route = createFileRoute('/join')({
  loader: () => loadCatalogPart('accounts'),
  component: JoinScreen,
});
