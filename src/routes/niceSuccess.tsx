import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogPart } from '@/shared/i18n/i18n';
import { IdentityReturnScreen } from '@/features/identity/identity-return-screen';
import { tripReturnSearch, type TripReturnSearch } from '@/shared/identity/trip-search';

/** The NICE provider returns here with a one-time reference (`?ref=`), or `?error=` when its answer was not valid. */
export const Route = createFileRoute('/niceSuccess')({
  loader: () => loadCatalogPart('accounts'),
  validateSearch: (search: Record<string, unknown>): TripReturnSearch => tripReturnSearch(search),
  component: NiceSuccessRoute,
});

function NiceSuccessRoute() {
  const search = Route.useSearch();
  return <IdentityReturnScreen reference={search.ref} error={search.error} />;
}
