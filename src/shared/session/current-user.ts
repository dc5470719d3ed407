/**
 * Who is logged in on this phone, for keys of per-user stores (drafts, caches). Read from the access
 * token's `sub` claim without verifying it: the server verifies; this only separates one worker's
 * local data from another's on a shared phone.
 */
import { tokenOwner } from '../pwa/offline-data';
import { getSession } from './session-store';

export function currentUserId(): string | null {
  const owner = tokenOwner(getSession().user?.accessToken);
  return owner?.role === 'user' ? owner.subject : null;
}
