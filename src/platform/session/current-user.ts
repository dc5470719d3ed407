/**
 * Who is logged in on this phone, for keys of per-user stores (drafts, caches, the scan outbox). Read
 * from the access token's claims without verifying them: the server verifies; this only separates
 * one person's local data from another's on a shared phone.
 */
import { getSession } from './session-store';
import { tokenClaims, tokenOwner, type TokenOwner } from './token-claims';

/** Whoever is logged in (the admin over the worker, as the API client sends it); null when nobody is. */
export function currentOwner(): TokenOwner | null {
  const { user, admin } = getSession();
  return tokenOwner((admin ?? user)?.accessToken);
}

export function currentUserId(): string | null {
  const owner = tokenOwner(getSession().user?.accessToken);
  return owner?.role === 'user' ? owner.subject : null;
}

/**
 * The logged-in admin at the session's corporation-site, as `siteCode:adminId` (ending with the
 * subject, as personal stores' keys do); null without an admin session.
 */
export function currentAdminSite(): string | null {
  const site = currentAdminSiteCode();
  const owner = tokenOwner(getSession().admin?.accessToken);
  return site !== null && owner !== null ? `${site}:${owner.subject}` : null;
}

/** The corporation-site code of the admin session (P1001); null without an admin session. */
export function currentAdminSiteCode(): string | null {
  const token = getSession().admin?.accessToken;
  const site = tokenClaims(token)?.siteCode;
  return tokenOwner(token)?.role === 'admin' && typeof site === 'string' && site !== '' ? site : null;
}
