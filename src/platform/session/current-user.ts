/**
 * Who is logged in on this phone, for keys of per-user stores (drafts, caches, the scan outbox). Read
 * from the access token's claims without verifying them: the server verifies; this only separates
 * one person's local data from another's on a shared phone.
 */
import { getSession } from './session-store';
import { tokenClaims, tokenOwner } from './token-claims';

export function currentUserId(): string | null {
  const owner = tokenOwner(getSession().user?.accessToken);
  return owner?.role === 'user' ? owner.subject : null;
}

/**
 * The logged-in admin at the session's corporation-site, as `siteCode:adminId` (ending with the
 * subject, as personal stores' keys do); null without an admin session.
 */
export function currentAdminSite(): string | null {
  const token = getSession().admin?.accessToken;
  const owner = tokenOwner(token);
  const site = tokenClaims(token)?.siteCode;
  return owner?.role === 'admin' && typeof site === 'string' && site !== '' ? `${site}:${owner.subject}` : null;
}
