import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyViewScreen } from '@/features/policies/privacy-policy-view-screen';

/** Which version travels in the search string (`?id=privacy-2`), so a reload keeps it. */
export const Route = createFileRoute('/_worker/privacyPolicyView')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && /^[a-z]+-\d{1,4}$/.test(search.id) ? { id: search.id } : {},
  component: PrivacyPolicyViewRoute,
});

function PrivacyPolicyViewRoute() {
  const { id } = Route.useSearch();
  return <PrivacyPolicyViewScreen id={id} />;
}
