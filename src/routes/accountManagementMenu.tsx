import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { AccountManagementMenu } from '@/features/account/account-management-menu';

export const Route = createFileRoute('/accountManagementMenu')({
  loader: () => loadCatalogPart('accounts'),
  component: AccountManagementMenu,
});
