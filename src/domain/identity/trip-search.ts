/** The search of a provider return page: `?ref=` (a one-time reference) or `?error=`. */
export interface TripReturnSearch {
  ref?: string;
  error?: string;
}

export function tripReturnSearch(search: Record<string, unknown>): TripReturnSearch {
  const out: TripReturnSearch = {};
  if (typeof search.ref === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(search.ref)) out.ref = search.ref;
  if (typeof search.error === 'string' && search.error !== '') out.error = search.error.slice(0, 40);
  return out;
}
