/**
 * Test support for the QR routes: an app at a fixed morning (no attendance yet today) with the demo
 * workers' and admins' sessions, renewed before a test once the clock has moved 10 minutes.
 */
import { beforeEach } from 'vitest';
import { SEED_WORKERS } from '../seed/seed.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export interface QrSessions {
  kim: string;
  lee: string;
  /** 정관리 at K001 / P1001 (김민준's site). */
  jungP1001: string;
  /** 정관리 at K002 / P2001 (이서연's site). */
  jungP2001: string;
  /** 오현장 at K001 / P1002. */
  ohP1002: string;
}

/** One app per describe block, at `now`. */
export function useQrApp(now: Date): { t: TestApp; s: QrSessions } {
  const t = useTestApp({ now });
  const s = {} as QrSessions;
  let loggedInAt = -Infinity;
  beforeEach(async () => {
    if (t.clock.now().getTime() - loggedInAt < 10 * 60_000) return;
    loggedInAt = t.clock.now().getTime();
    s.kim = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
    s.lee = (await t.api.login(SEED_WORKERS.lee.phone)).accessToken;
    s.jungP1001 = (await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001')).accessToken;
    s.jungP2001 = (await t.api.adminLogin('010-9876-5432', 'A1001', 'K002', 'P2001')).accessToken;
    s.ohP1002 = (await t.api.adminLogin('010-8765-4321', 'A2001', 'K001', 'P1002')).accessToken;
  });
  return { t, s };
}
