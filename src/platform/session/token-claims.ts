/**
 * What an access token says about who holds it, read from its claims without verifying them: the
 * server verifies; this only tells one person's data on this phone from another's (the per-user
 * stores, caches and the scan outbox). Pure (no DOM, no worker globals): the service worker
 * (src-sw/user-data.ts) names a request's cache with it too.
 */
export interface TokenOwner {
  role: 'user' | 'admin';
  subject: string;
}

/** The claims of a JWT, unverified (the server verifies); null for anything that is not a JWT. */
export function tokenClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `sub` and `role` claims of a JWT, unverified; null for anything that is not one of ours. */
export function tokenOwner(token: string | null | undefined): TokenOwner | null {
  const claims = tokenClaims(token);
  const sub = claims?.sub;
  const role = claims?.role;
  if (typeof sub !== 'string' || sub === '' || (role !== 'user' && role !== 'admin')) return null;
  return { role, subject: sub };
}

/** The bearer token a request carries (its Authorization header), or null. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}
