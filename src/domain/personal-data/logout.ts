/**
 * Logout (docs/spec-notes.md §2, §4, Offline). Refused while work is still waiting to be sent (an outbox
 * reports it through registerPendingSource), so nothing queued on this phone is lost. Otherwise:
 * revoke the refresh token on the server when it can be reached, clear both sessions whatever the
 * network says (a worker can always log out on a site without signal), and delete everything
 * personal kept on the phone (offline caches, drafts), so the next person sees none of it.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import { forgetFreshness } from '@/platform/pwa/data-freshness';
import { tokenOwner } from '@/platform/session/token-claims';
import { clearSession, clearUserSession, getSession } from '@/platform/session/session-store';

type LogoutResult = { loggedOut: true } | { loggedOut: false; pending: number };

export async function logout(): Promise<LogoutResult> {
  // Loaded on demand (precached like every chunk): the first screen does not need it.
  const [{ deletePersonalData }, { pendingCount }] = await Promise.all([import('./personal-data'), import('./personal-stores')]);
  const pending = await pendingCount();
  if (pending > 0) return { loggedOut: false, pending };
  const { user, admin } = getSession();
  const revocations: Promise<unknown>[] = [];
  if (user) revocations.push(api.post('auth/logout', { json: { refreshToken: user.refreshToken }, ...NO_AUTH }));
  if (admin) revocations.push(api.post('admin/auth/logout', { json: { refreshToken: admin.refreshToken }, ...NO_AUTH }));
  clearSession();
  forgetFreshness();
  // Best effort, in the background: an unreachable server must not keep anyone logged in here.
  void Promise.allSettled(revocations);
  try {
    await deletePersonalData();
  } catch (error) {
    console.error('logout: deleting the data kept on this phone failed', error);
  }
  return { loggedOut: true };
}

/**
 * After an account change that ended the worker's sessions on the server (password or phone changed,
 * account cancelled): an ordinary logout. When logout is refused because work waits to be sent (an
 * admin's scans on the same phone, ADR 007), the worker's session and data go all the same, and the
 * admin's session and outbox stay, so nothing queued is lost and the ended account is gone here too.
 */
export async function logoutEndedAccount(): Promise<void> {
  if ((await logout()).loggedOut) return;
  const owner = tokenOwner(getSession().user?.accessToken);
  clearUserSession();
  if (!owner) return;
  const { deleteWorkerData } = await import('./personal-data');
  try {
    await deleteWorkerData(owner);
  } catch (error) {
    console.error('logout: deleting the worker data kept on this phone failed', error);
  }
}
