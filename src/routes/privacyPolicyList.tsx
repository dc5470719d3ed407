import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { PrivacyPolicyListScreen } from '@/features/policies/privacy-policy-list-screen';

export const Route = createFileRoute('/privacyPolicyList')({
  loader: () => loadCatalogPart('accounts'),
  component: PrivacyPolicyListScreen,
});
