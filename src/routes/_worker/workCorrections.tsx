import { createFileRoute, useSearch } from '@tanstack/react-router';
import { lazy } from 'react';
import type { CorrectionsSearch } from '@/features/corrections/corrections-screens';

/**
 * The worker's corrections (issue 18): `/workCorrections` lists the requests, `?date=yyyymmdd` opens a
 * day's record, `&request=true` the request form (`&event=EndWork` to begin with, `&key=…` a request
 * on the phone to go on with). One route, its values checked by the screens: every first screen
 * carries the route table, so the three screens cost it one entry. For the same reason they load one
 * step after this route's chunk, which then lists one file for them instead of their twenty.
 */
const CorrectionsScreens = lazy(() => import('@/features/corrections/corrections-screens').then((module) => ({ default: module.CorrectionsScreens })));

export const Route = createFileRoute('/_worker/workCorrections')({
  component: CorrectionsRoute,
});

function CorrectionsRoute() {
  const search: CorrectionsSearch = useSearch({ strict: false });
  return <CorrectionsScreens search={search} />;
}
