/**
 * The employer's share from the month's dated rates (issue 34, docs/payroll-office.md): the worked
 * month of docs/pay-rules.md on the employer's side, each insurance's coverage as the worker's, the
 * employer's size, a site's own mutual aid amount, and another period's rates.
 */
import { describe, expect, it } from 'vitest';
import { computeMonthlyPay } from '../pay/payroll.ts';
import { percent, ratesFor } from '../pay/payroll-rates.ts';
import { employerShare, type EmployerShareInput } from './employer-share.ts';

/** 200,000 won × 20 days in June 2026, born 1985, hired in January: the worked example of docs/pay-rules.md. */
const MONTH: EmployerShareInput = {
  wages: 4_000_000,
  workDays: 20,
  birthDate: { year: 1985, month: 3, day: 14 },
  firstHired: { year: 2026, month: 1, day: 5 },
  month: { year: 2026, month: 6 },
  sizeClass: 'under150',
  mutualAidDailies: Array.from({ length: 20 }, () => null),
};

describe("the employer's share (issue 34)", () => {
  it('of the worked month: the worker’s halves, long-term care from the employer’s health premium, job stability by size, industrial accidents, the mutual aid per day', () => {
    expect(employerShare(MONTH)).toEqual({
      pension: 190_000,
      health: 143_800,
      // 143,800 × 0.9448 ÷ 7.19 = 18,896.2…, truncated below 10 won.
      longTermCare: 18_890,
      unemployment: 36_000,
      jobStability: 10_000,
      industrialAccident: 142_400,
      mutualAid: 130_000,
      total: 671_090,
    });
  });

  it('equals the worker’s pension, health, long-term care and unemployment premiums in 2026 (the same rates on the same base)', () => {
    const worker = computeMonthlyPay({ ...MONTH, dayPays: Array.from({ length: 20 }, () => 200_000) });
    const share = employerShare(MONTH);
    expect([share.pension, share.health, share.longTermCare, share.unemployment]).toEqual([worker.amKookmin, worker.amMedicare, worker.amSilver, worker.amGoyong]);
  });

  it('for a worker first hired at 65 or older: no pension nor unemployment part, the job stability part still', () => {
    const share = employerShare({ ...MONTH, birthDate: { year: 1958, month: 2, day: 27 } });
    expect(share).toMatchObject({ pension: 0, health: 143_800, longTermCare: 18_890, unemployment: 0, jobStability: 10_000, industrialAccident: 142_400 });
  });

  it('for a foreigner: employment insurance by the stay status, industrial accidents always', () => {
    const f4 = employerShare({ ...MONTH, insurance: { foreigner: true, stayStatus: 'F-4', country: 'CN', employmentInsuranceOptIn: false } });
    expect(f4).toMatchObject({ unemployment: 0, jobStability: 0, industrialAccident: 142_400, pension: 190_000 });
    const e9 = employerShare({ ...MONTH, insurance: { foreigner: true, stayStatus: 'E-9', country: 'VN', employmentInsuranceOptIn: false } });
    expect(e9).toMatchObject({ unemployment: 36_000, jobStability: 10_000 });
  });

  it('a short month pays no pension nor health, and the rest on what was paid', () => {
    const share = employerShare({ ...MONTH, wages: 1_000_000, workDays: 5, mutualAidDailies: [null, null, null, null, null] });
    expect(share).toEqual({ pension: 0, health: 0, longTermCare: 0, unemployment: 9_000, jobStability: 2_500, industrialAccident: 35_600, mutualAid: 32_500, total: 79_600 });
  });

  it('takes the job stability rate of the employer’s size', () => {
    expect(employerShare({ ...MONTH, sizeClass: 'priority' }).jobStability).toBe(18_000);
    expect(employerShare({ ...MONTH, sizeClass: 'under1000' }).jobStability).toBe(26_000);
    expect(employerShare({ ...MONTH, sizeClass: 'from1000' }).jobStability).toBe(34_000);
  });

  it("takes a site's own mutual aid amount for its days, the month's for the others", () => {
    const dailies = [...Array.from({ length: 5 }, () => 8_700), ...Array.from({ length: 15 }, () => null)];
    expect(employerShare({ ...MONTH, mutualAidDailies: dailies }).mutualAid).toBe(5 * 8_700 + 15 * 6_500);
  });

  it("follows the period's rates: a new period's rates are a new entry, not a change in code", () => {
    const rates = ratesFor(2026, 6);
    const next = { ...rates, from: '2027-01-01', employer: { ...rates.employer, industrialAccidentRate: percent(3.7), mutualAidDaily: 8_700 } };
    const share = employerShare({ ...MONTH, month: { year: 2027, month: 1 }, rates: next });
    expect(share).toMatchObject({ industrialAccident: 148_000, mutualAid: 174_000 });
  });
});
