import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyViewScreen } from '@/features/policies/privacy-policy-view-screen';

/**
 * Which version travels in the search string (`?id=privacy-2`), so a reload keeps it. Anything else
 * is no version at all: the key is set to undefined, not left out, since the router merges the raw
 * search into what a route's component reads (an `?id=..%2Fadmin` once reached the call).
 */
export const Route = createFileRoute('/_worker/privacyPolicyView')({
  validateSearch: (search: Record<string, unknown>): { id?: string | undefined } => ({
    id: typeof search.id === 'string' && /^[a-z]+-\d{1,4}$/.test(search.id) ? search.id : undefined,
  }),
  component: PrivacyPolicyViewRoute,
});

function PrivacyPolicyViewRoute() {
  const { id } = Route.useSearch();
  return <PrivacyPolicyViewScreen id={id} />;
}
