/**
 * Who is logged in on this phone, for keys of per-user stores (drafts, caches, the scan outbox). Read
 * from the access token's claims without verifying them: the server verifies; this only separates
 * one person's local data from another's on a shared phone.
 */
import { getSession } from './session-store';

function claimsOf(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function currentUserId(): string | null {
  return text(claimsOf(getSession().user?.accessToken)?.sub);
}

/** The logged-in admin at the session's corporation-site, as `adminId:siteCode`; null without an admin session. */
export function currentAdminSite(): string | null {
  const claims = claimsOf(getSession().admin?.accessToken);
  const admin = text(claims?.sub);
  const site = text(claims?.siteCode);
  return admin && site ? `${admin}:${site}` : null;
}
