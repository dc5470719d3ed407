import { createFileRoute } from '@tanstack/react-router';
import { IdentityReturnScreen } from '@/features/identity/identity-return-screen';
import { tripReturnSearch, type TripReturnSearch } from '@/domain/identity/trip-search';

/** The NICE provider returns here with a one-time reference (`?ref=`), or `?error=` when its answer was not valid. */
export const Route = createFileRoute('/_anonymous/niceSuccess')({
  staticData: { access: 'alsoForUser' },
  validateSearch: (search: Record<string, unknown>): TripReturnSearch => tripReturnSearch(search),
  component: NiceSuccessRoute,
});

function NiceSuccessRoute() {
  const search = Route.useSearch();
  return <IdentityReturnScreen reference={search.ref} error={search.error} />;
}
