/**
 * The start-up session check (docs/spec-notes.md §4): only a user → user check; only an admin → admin check;
 * both → logout. A check the server refuses clears the session and reloads; a check that cannot
 * reach the server (a site without signal) keeps the session, so the app still opens offline.
 */
import { HTTPError } from 'ky';
import { isNetworkError } from '@/platform/api/client';
import { clearSession, getSession, setUserSession } from '@/platform/session/session-store';
import { checkAdminSession, checkUserSession } from './api';

export async function runStartupCheck(reloadPage: () => void = () => window.location.reload()): Promise<void> {
  const { user, admin } = getSession();
  if (user && admin) {
    // Work still waiting to be sent keeps its data; the sessions go whatever happens. Logout is
    // loaded for this rare case only (precached like every chunk), not with every first screen.
    try {
      const { logout } = await import('@/domain/personal-data/logout');
      if ((await logout()).loggedOut) return;
    } catch (error) {
      console.error('logout at start failed', error);
    }
    clearSession();
    return;
  }
  try {
    if (user) {
      const answer = await checkUserSession(user);
      if (answer.ynConvertPassword && answer.ynConvertPassword !== user.ynConvertPassword) {
        setUserSession({ ...user, ynConvertPassword: answer.ynConvertPassword });
      }
    } else if (admin) {
      await checkAdminSession(admin);
    }
  } catch (error) {
    if (isNetworkError(error)) return;
    if (error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500) {
      clearSession();
      reloadPage();
      return;
    }
    console.error('session check failed', error);
  }
}
