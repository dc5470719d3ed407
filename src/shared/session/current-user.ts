/**
 * Who is logged in on this phone, for keys of per-user stores (drafts, caches). Read from the access
 * token's `sub` claim without verifying it: the server verifies; this only separates one worker's
 * local data from another's on a shared phone.
 */
import { getSession } from './session-store';

export function currentUserId(): string | null {
  const token = getSession().user?.accessToken;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = typeof json === 'object' && json !== null ? (json as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
