/**
 * Logout (spec §2, §4): revoke the refresh token on the server when it can be reached, then clear
 * both sessions whatever the network says, so a worker can always log out on a site without signal.
 */
import { api, NO_AUTH } from '../api/client';
import { clearSession, getSession } from './session-store';

export async function logout(): Promise<void> {
  const { user, admin } = getSession();
  const revocations: Promise<unknown>[] = [];
  if (user) revocations.push(api.post('auth/logout', { json: { refreshToken: user.refreshToken }, ...NO_AUTH }));
  if (admin) revocations.push(api.post('admin/auth/logout', { json: { refreshToken: admin.refreshToken }, ...NO_AUTH }));
  clearSession();
  // Best effort: an unreachable server must not keep anyone logged in on this phone.
  await Promise.allSettled(revocations);
}
