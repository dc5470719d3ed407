import { describe, expect, it } from 'vitest';
import type { PayStatement } from '#contract/api-pay.ts';
import { SEED_FOREIGN_WORKER } from '../../seed/seed-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20 in Seoul: October is closed and its statement issued. */
const NOW = new Date('2026-11-20T09:00:00+09:00');

describe('a foreign worker with an E-9 stay status (issue 30)', () => {
  const t = useTestApp({ now: NOW });

  it('is recorded with the stay status from the card, and his October statement takes every insurance as a Korean', async () => {
    const row = await t.db.selectFrom('users').select(['nationality', 'stay_status', 'stay_expires_on', 'country']).where('id', '=', SEED_FOREIGN_WORKER.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ nationality: 'foreigner', stay_status: 'E-9', stay_expires_on: '2028-03-31', country: 'VN' });
    const { accessToken } = await t.api.login(SEED_FOREIGN_WORKER.phone);
    const res = await t.api.get('/pay/statement?year=2026&month=10', { token: accessToken });
    expect(res.status).toBe(200);
    const statement = (await res.json()) as PayStatement;
    // October 2026 has 22 weekdays; 한글날 (Fri 10-09) and 10-05 (the 추석 substitute) are public holidays he worked.
    expect(statement.ctWork).toBeGreaterThanOrEqual(20);
    const truncated = (amount: number) => Math.floor(amount / 10) * 10;
    expect(statement.amGoyong).toBe(truncated((statement.amCost * 9) / 1000));
    expect(statement.amMedicare).toBe(truncated((statement.amCost * 3595) / 100_000));
    expect(statement.amKookmin).toBeGreaterThan(0);
  });
});
