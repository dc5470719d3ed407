import { describe, expect, it } from 'vitest';
import { isOfflineReadable, personalCacheName } from './offline-data';

describe('isOfflineReadable', () => {
  it('keeps the worker’s reading calls', () => {
    for (const path of ['users/homeProjectSetting', 'work/weekly', 'work/monthly', 'work/day', 'work/corrections', 'pay/statement', 'pay/daily', 'pay/yearly', 'qna', 'qna/42', 'qr/events', 'account', 'users/projects', 'policies', 'policies/privacy-2']) {
      expect(isOfflineReadable(`/v1/mobile/wfm/${path}`), path).toBe(true);
    }
  });

  it('never keeps sessions, admin calls, other paths or look-alike prefixes', () => {
    for (const path of ['auth/login', 'auth/reissue', 'admin/qr/events', 'qr/codes', 'qr/next-event', 'qnaAdmin', 'work', 'work/dayX', 'work/corrections/6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c/photo', 'openapi.json', 'identity/flows', 'accountX', 'auth/kb/login']) {
      expect(isOfflineReadable(`/v1/mobile/wfm/${path}`), path).toBe(false);
    }
    expect(isOfflineReadable('/work/weekly')).toBe(false);
  });

  it('keeps the admin’s site and who is on it (the gate counts on from it offline), not the admin’s other reads', () => {
    for (const path of ['admin/currentSite', 'admin/roster']) expect(isOfflineReadable(`/v1/mobile/wfm/${path}`), path).toBe(true);
    for (const path of ['admin/rosterX', 'admin/workers', 'admin/corrections', 'admin/contractTemplates']) expect(isOfflineReadable(`/v1/mobile/wfm/${path}`), path).toBe(false);
  });
});

describe('personalCacheName', () => {
  it('names the cache by role and subject, never by the token, and escapes the subject', () => {
    expect(personalCacheName({ role: 'user', subject: 'u-1' })).toBe('wfm-data:user:u-1');
    expect(personalCacheName({ role: 'user', subject: 'a:b/c' })).toBe('wfm-data:user:a%3Ab%2Fc');
  });
});
