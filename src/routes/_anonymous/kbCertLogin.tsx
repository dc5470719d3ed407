import { createFileRoute } from '@tanstack/react-router';
import { KbLoginScreen } from '@/features/auth/kb-login-screen';
import { IdentityReturnScreen } from '@/features/identity/identity-return-screen';
import { tripReturnSearch, type TripReturnSearch } from '@/domain/identity/trip-search';

/** The bank-certificate login; the provider also returns here (`?ref=` or `?error=`). */
export const Route = createFileRoute('/_anonymous/kbCertLogin')({
  staticData: { access: 'alsoForUser' },
  validateSearch: (search: Record<string, unknown>): TripReturnSearch => tripReturnSearch(search),
  component: KbCertLoginRoute,
});

function KbCertLoginRoute() {
  const search = Route.useSearch();
  if (search.ref || search.error) return <IdentityReturnScreen reference={search.ref} error={search.error} />;
  return <KbLoginScreen />;
}
