/**
 * What a worker needs on a site without signal, loaded when the offline store is empty (first use
 * on this phone, or wiped by the browser; see src/domain/personal-data/offline-stores.ts): the home project,
 * this week, this month's work, statement and daily settlement. The calls go through the API client
 * like the screens' own, so the service worker stores their answers under the same URLs the screens
 * will ask for. The feature modules are loaded only when this runs.
 */
import { isNetworkError } from '@/platform/api/client';
import { todayInSeoul } from '#contract/seoul-time.ts';

export async function loadOfflineEssentials(): Promise<void> {
  const [home, work, pay] = await Promise.all([import('@/features/home/api'), import('@/features/work/api'), import('@/features/pay/api')]);
  const signal = new AbortController().signal;
  const today = todayInSeoul();
  const month = today.toPlainYearMonth();
  const results = await Promise.allSettled([
    home.getHomeProjectSetting(signal),
    home.getWeeklyWork(today, signal),
    work.getMonthlyWork(month, signal),
    pay.getStatement(month, signal),
    pay.getDailySettlement(month, signal),
  ]);
  // An answer of any kind is stored as it is (a worker without a project gets that answer offline
  // too); only calls that got no answer at all mean the store is not filled yet.
  const unanswered = results.filter((result) => result.status === 'rejected' && isNetworkError(result.reason));
  if (unanswered.length > 0) throw new Error(`${String(unanswered.length)} offline essentials could not be loaded`);
}
