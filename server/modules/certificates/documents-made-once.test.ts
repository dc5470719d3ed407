/**
 * Documents made once (issue 32): an issued statement's PDF served twice is made once and is the
 * same bytes; another language, or another document, is made anew; an open month's statement, which
 * changes with every scan, is made each time it is asked for.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { closeEndedMonths } from '../pay/statement-versions.ts';
import { documentsMade } from './document-cache.ts';

const t = useTestApp();
let kim: string;

beforeAll(async () => {
  kim = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
  await closeEndedMonths(t.db, t.clock.now());
});

async function pdf(path: string, language = 'ko'): Promise<Buffer> {
  const res = await t.api.get(path, { token: kim, headers: { 'accept-language': language } });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('documents made once', () => {
  it("an issued month's statement and receipt are made once each, per language", { timeout: 60_000 }, async () => {
    const october = (await (await t.api.get('/pay/statement?year=2026&month=10', { token: kim })).json()) as { issue: { version: number } | null };
    expect(october.issue?.version).toBe(1);
    const before = documentsMade();
    const first = await pdf('/certificates/statements/pdf?year=2026&month=10');
    const again = await pdf('/certificates/statements/pdf?year=2026&month=10');
    expect(documentsMade() - before).toBe(1);
    expect(again.equals(first)).toBe(true);

    await pdf('/certificates/statements/pdf?year=2026&month=10', 'vi');
    await pdf('/certificates/receipts/pdf?year=2026&month=10');
    await pdf('/certificates/receipts/pdf?year=2026&month=10');
    expect(documentsMade() - before).toBe(3);
  });

  it("this month's provisional statement is made each time", { timeout: 60_000 }, async () => {
    const before = documentsMade();
    await pdf('/certificates/statements/pdf?year=2026&month=11');
    await pdf('/certificates/statements/pdf?year=2026&month=11');
    expect(documentsMade() - before).toBe(2);
  });
});
