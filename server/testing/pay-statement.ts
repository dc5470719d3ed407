/** A pay statement for tests that need one whole (the stored shape, a document): 김민준's October at 한빛건설, one day, issued. */
import type { PayStatement } from '#contract/api-pay.ts';
import { computeMonthlyPay } from '../modules/pay/payroll.ts';

/** One day of 200,000 won; `dayPays` and `workDays` price other months, the rest overrides fields. */
export function payStatement(overrides: Partial<PayStatement> = {}, dayPays: number[] = [200_000], workDays = dayPays.length): PayStatement {
  const year = overrides.year ?? 2026;
  const month = overrides.month ?? 10;
  return {
    year,
    month,
    payDate: '2026-11-10',
    workerName: '김민준',
    workerBirthDate: '1985-03-14',
    corporationCode: 'K001',
    corporationName: '한빛건설(주)',
    projectName: '판교 물류센터 신축공사',
    employers: [{ corporationCode: 'K001', corporationName: '한빛건설(주)' }],
    amSalaryD: 200_000,
    hours: { regular: 480 * workDays, overtime: 0, night: 0, holiday: 0 },
    lines: [{ kind: 'base', days: workDays, minutes: 480 * workDays, percent: 100, rate: 200_000, amount: 200_000 * workDays }],
    unpaid: [],
    ...computeMonthlyPay({ dayPays, workDays, birthDate: { year: 1985, month: 3, day: 14 }, firstHired: { year: 2026, month: 1, day: 1 }, month: { year, month } }),
    issue: { version: 1, issuedAt: '2026-11-01T00:00:00+09:00', changes: [], previous: null },
    ...overrides,
  };
}
