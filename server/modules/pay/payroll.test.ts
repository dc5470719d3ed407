import { describe, expect, it } from 'vitest';
import { computeMonthlyPay, dayIncomeTax, nonTaxablePremiums, paymentIncomeTax, type MonthlyPayInput } from './payroll.ts';
import { PAYROLL_PERIODS, percent, ratesFor } from './payroll-rates.ts';

/** A worker aged 41 in October 2026 unless a test says otherwise. */
const BORN_1985 = { year: 1985, month: 3, day: 14 };
const OCTOBER_2026 = { year: 2026, month: 10 };
const JUNE_2026 = { year: 2026, month: 6 };

/** Hired by the employer on 2026-01-01 unless a test says otherwise. */
const HIRED = { year: 2026, month: 1, day: 1 };

function pay(dailyWage: number, workDays: number, extra: Partial<MonthlyPayInput> = {}) {
  return computeMonthlyPay({ dayPays: Array<number>(workDays).fill(dailyWage), workDays, birthDate: BORN_1985, firstHired: HIRED, month: OCTOBER_2026, ...extra });
}

describe('computeMonthlyPay', () => {
  it("reproduces docs/pay-rules.md's worked example to the won", () => {
    expect(pay(200_000, 20)).toEqual({
      ctWork: 20,
      amCost: 4_000_000,
      amNonTaxable: 0,
      amSoduk: 27_000,
      amJumin: 2_700,
      amKookmin: 190_000,
      amMedicare: 143_800,
      amSilver: 18_890,
      amGoyong: 36_000,
      amEtc: 0,
      amGonjae: 418_390,
      amPay: 3_581_610,
    });
  });

  it('withholds nothing on a day of 150,000 won or less, and 2.7 % of the excess truncated below 10 won above it', () => {
    const rates = ratesFor(2026, 10);
    expect(dayIncomeTax(150_000, rates)).toBe(0);
    expect(dayIncomeTax(100_000, rates)).toBe(0);
    // (188,000 − 150,000) × 2.7 % = 1,026 → 1,020.
    expect(dayIncomeTax(188_000, rates)).toBe(1_020);
    expect(pay(188_000, 20)).toMatchObject({ amSoduk: 20_400, amJumin: 2_040 });
  });

  it("judges the small-amount rule (소액부징수) on the payment's total, not on a day (docs/pay-rules.md: 180,000 × 25 days)", () => {
    const rates = ratesFor(2026, 10);
    expect(dayIncomeTax(180_000, rates)).toBe(810);
    expect(pay(180_000, 25)).toMatchObject({ amSoduk: 20_250, amJumin: 2_020 });
    // One day of 187,000: 37,000 × 2.7 % = 999 → 990, under 1,000 won for the whole payment: nothing withheld.
    expect(paymentIncomeTax([187_000], rates)).toBe(0);
    expect(pay(187_000, 1)).toMatchObject({ amSoduk: 0, amJumin: 0 });
    // Two such days make 1,980: withheld.
    expect(pay(187_000, 2)).toMatchObject({ amSoduk: 1_980, amJumin: 190 });
  });

  it('takes pension and health insurance from 8 work days, not at 7', () => {
    expect(pay(200_000, 7)).toEqual({
      ctWork: 7,
      amCost: 1_400_000,
      amNonTaxable: 0,
      amSoduk: 9_450,
      amJumin: 940,
      amKookmin: 0,
      amMedicare: 0,
      amSilver: 0,
      amGoyong: 12_600,
      amEtc: 0,
      amGonjae: 22_990,
      amPay: 1_377_010,
    });
    expect(pay(200_000, 8)).toMatchObject({ amCost: 1_600_000, amKookmin: 76_000, amMedicare: 57_520, amSilver: 7_550, amGoyong: 14_400 });
  });

  it('takes the pension but not health insurance from wages of 2,200,000 in under 8 days', () => {
    expect(pay(320_000, 7)).toMatchObject({ amCost: 2_240_000, amKookmin: 106_400, amMedicare: 0, amSilver: 0 });
    expect(pay(314_286, 7)).toMatchObject({ amCost: 2_200_002, amKookmin: 104_500 });
    expect(pay(314_285, 7)).toMatchObject({ amCost: 2_199_995, amKookmin: 0 });
  });

  it('takes insurance from foreigners by stay status: an E-9 worker as a Korean, an F-4 worker no employment insurance unless applied for', () => {
    const foreigner = (stayStatus: string | null, employmentInsuranceOptIn = false, country: string | null = 'VN') => ({ foreigner: true, stayStatus, country, employmentInsuranceOptIn });
    // The worked example's month for an E-9 worker from Viet Nam: every deduction as for a Korean.
    expect(pay(200_000, 20, { insurance: foreigner('E-9') })).toEqual(pay(200_000, 20));
    expect(pay(200_000, 20, { insurance: foreigner('H-2') }).amGoyong).toBe(36_000);
    expect(pay(200_000, 20, { insurance: foreigner('F-4') })).toMatchObject({ amGoyong: 0, amKookmin: 190_000, amMedicare: 143_800, amGonjae: 418_390 - 36_000 });
    expect(pay(200_000, 20, { insurance: foreigner('F-4', true) }).amGoyong).toBe(36_000);
    expect(pay(200_000, 20, { insurance: foreigner('E-7') }).amGoyong).toBe(0);
    // Not recorded yet: treated as covered (the payroll office is told it is missing).
    expect(pay(200_000, 20, { insurance: foreigner(null) }).amGoyong).toBe(36_000);
    // A Korean national's stay status is never asked.
    expect(pay(200_000, 20, { insurance: { foreigner: false, stayStatus: null, country: null, employmentInsuranceOptIn: false } }).amGoyong).toBe(36_000);
  });

  it("takes no national pension from a national of a country on the period's no-reciprocity list", () => {
    const base = ratesFor(2026, 10);
    const rates = { ...base, nationalPension: { ...base.nationalPension, excludedCountries: ['XX'] } };
    const worker = (country: string) => ({ insurance: { foreigner: true, stayStatus: 'E-9', country, employmentInsuranceOptIn: false }, rates });
    expect(pay(200_000, 20, worker('XX')).amKookmin).toBe(0);
    expect(pay(200_000, 20, worker('VN')).amKookmin).toBe(190_000);
    // The list is configuration, empty by default: every foreigner covered as Koreans are.
    expect(base.nationalPension.excludedCountries).toEqual([]);
  });

  it('takes no employment insurance from a worker the employer first hired at 65 or older (고용보험법 §10)', () => {
    // Born 1960-05-01: 65 on the 2026-01-01 hire.
    expect(pay(200_000, 20, { birthDate: { year: 1960, month: 5, day: 1 } })).toMatchObject({ amGoyong: 0, amKookmin: 0, amMedicare: 143_800 });
    // Hired at 64 (2025-04-30, the day before the 65th birthday): still insured after turning 65.
    expect(pay(200_000, 20, { birthDate: { year: 1960, month: 5, day: 1 }, firstHired: { year: 2025, month: 4, day: 30 } })).toMatchObject({ amGoyong: 36_000 });
  });

  it("computes long-term care by NHIS's formula (health premium × 0.9448 ÷ 7.19), not the rounded 13.14 %", () => {
    // 239,000 × 10 = 2,390,000: health 85,920; × 0.9448 ÷ 7.19 = 11,290.47 → 11,290 (13.14 % would give 11,289.89 → 11,280).
    expect(pay(239_000, 10)).toMatchObject({ amCost: 2_390_000, amMedicare: 85_920, amSilver: 11_290 });
  });

  it('truncates the pension base below 1,000 won and clamps it to the limits of the period', () => {
    // 1,813,950 → base 1,813,000 × 4.75 % = 86,117.5 → 86,110 (not 86,160 from the untruncated wages).
    expect(pay(201_550, 9).amKookmin).toBe(86_110);
    // Lower limit: 360,000 → 400,000 until June 2026, 410,000 from July.
    expect(pay(45_000, 8, { month: JUNE_2026 }).amKookmin).toBe(19_000);
    expect(pay(45_000, 8, { month: OCTOBER_2026 }).amKookmin).toBe(19_470);
    // Upper limit: 10,000,000 → 6,370,000 until June 2026, 6,590,000 from July.
    expect(pay(500_000, 20, { month: JUNE_2026 }).amKookmin).toBe(302_570);
    expect(pay(500_000, 20, { month: { year: 2026, month: 7 } }).amKookmin).toBe(313_020);
    // Health insurance has no such base: it follows the wages.
    expect(pay(500_000, 20).amMedicare).toBe(359_500);
  });

  it('takes the pension only at ages 18 to 59 on the 1st of the month', () => {
    const withBirth = (year: number, month: number, day: number) => pay(200_000, 20, { birthDate: { year, month, day } }).amKookmin;
    expect(withBirth(1966, 10, 1)).toBe(0); // 60 on 1 October 2026
    expect(withBirth(1966, 10, 2)).toBe(190_000); // still 59 on the 1st
    expect(withBirth(1950, 1, 1)).toBe(0);
    expect(withBirth(2008, 10, 1)).toBe(190_000); // 18 on the 1st
    expect(withBirth(2008, 10, 2)).toBe(0); // 17 on the 1st
    // Health insurance does not depend on age; employment insurance on the age when hired (below), not now.
    expect(pay(200_000, 20, { birthDate: { year: 1950, month: 1, day: 1 }, firstHired: { year: 2000, month: 1, day: 1 } })).toMatchObject({ amMedicare: 143_800, amGoyong: 36_000 });
  });

  it('truncates every tax and premium below 10 won', () => {
    // 201,550 × 9 = 1,813,950.
    expect(pay(201_550, 9)).toEqual({
      ctWork: 9,
      amCost: 1_813_950,
      amNonTaxable: 0,
      amSoduk: 12_510, // 51,550 × 2.7 % = 1,391.85 → 1,390 a day
      amJumin: 1_250, // 1,251 → 1,250
      amKookmin: 86_110,
      amMedicare: 65_210, // 65,211.50
      amSilver: 8_560, // 65,210 × 0.9448 ÷ 7.19 = 8,568.90
      amGoyong: 16_320, // 16,325.55
      amEtc: 0,
      amGonjae: 189_960,
      amPay: 1_623_990,
    });
  });

  it('answers zeros for a month without work days and refuses impossible input', () => {
    expect(pay(200_000, 0)).toMatchObject({ amCost: 0, amGonjae: 0, amPay: 0, amKookmin: 0 });
    expect(() => pay(200_000.5, 1)).toThrow(RangeError);
    expect(() => pay(-1, 1)).toThrow(RangeError);
    expect(() => pay(200_000, 32)).toThrow(RangeError);
  });
});

describe('payroll rates by period', () => {
  it('picks the period in force on the 1st of the month', () => {
    expect(ratesFor(2026, 6).nationalPension).toMatchObject({ baseMin: 400_000, baseMax: 6_370_000 });
    expect(ratesFor(2026, 7).nationalPension).toMatchObject({ baseMin: 410_000, baseMax: 6_590_000 });
    expect(ratesFor(2030, 1)).toBe(PAYROLL_PERIODS[PAYROLL_PERIODS.length - 1]);
    expect(ratesFor(2025, 12)).toBe(PAYROLL_PERIODS[0]);
  });

  it('lists periods oldest first', () => {
    const starts = PAYROLL_PERIODS.map((period) => period.from);
    expect([...starts].sort()).toEqual(starts);
  });

  it('holds rates exactly in 0.001 % units', () => {
    expect(percent(4.75)).toBe(4_750);
    expect(percent(3.595)).toBe(3_595);
    expect(percent(13.14)).toBe(13_140);
    expect(() => percent(3.5955)).toThrow(RangeError);
    expect(() => percent(101)).toThrow(RangeError);
  });
});

describe('non-taxable premiums (an employer configured for them; docs/pay-rules.md)', () => {
  // A 10-hour day at 200,000 won for 8: the daily wage and 2 hours of overtime at 37,500 (150 %).
  const LONG_DAY = 275_000;
  const PREMIUM = 75_000;
  const days = (count: number) => ({ dayPays: Array<number>(count).fill(LONG_DAY), dayPremiums: Array<number>(count).fill(PREMIUM), workDays: count });

  it('taxes each day without its premiums when the month without them is within 2,100,000 won; the insurance keeps the whole pay', () => {
    const taxed = pay(LONG_DAY, 5);
    const exempt = pay(LONG_DAY, 5, days(5));
    // Taxed: (275,000 − 150,000) × 2.7 % = 3,375 → 3,370 a day. Exempt: (200,000 − 150,000) × 2.7 % = 1,350.
    expect(taxed).toMatchObject({ amCost: 1_375_000, amNonTaxable: 0, amSoduk: 16_850, amJumin: 1_680 });
    expect(exempt).toMatchObject({ amCost: 1_375_000, amNonTaxable: 375_000, amSoduk: 6_750, amJumin: 670 });
    for (const key of ['amKookmin', 'amMedicare', 'amSilver', 'amGoyong'] as const) expect(exempt[key], key).toBe(taxed[key]);
    expect(exempt.amPay).toBe(exempt.amCost - exempt.amGonjae);
  });

  it('exempts them up to a fixed pay of exactly 2,100,000 won, and not at all above it', () => {
    const rates = ratesFor(2026, 10);
    // 10 days of 210,000 fixed pay and 50,000 of premiums: fixed 2,100,000, within the limit.
    expect(nonTaxablePremiums(Array<number>(10).fill(260_000), Array<number>(10).fill(50_000), rates)).toEqual(Array<number>(10).fill(50_000));
    // 11 long days: fixed 2,200,000 is over it: every premium is taxed.
    expect(pay(LONG_DAY, 11, days(11))).toEqual(pay(LONG_DAY, 11));
    // Without the employer's setting, nothing is exempt whatever the month.
    expect(nonTaxablePremiums([LONG_DAY], undefined, rates)).toEqual([0]);
  });

  it('refuses premiums that do not match the days or exceed a day', () => {
    expect(() => pay(LONG_DAY, 2, { dayPremiums: [PREMIUM] })).toThrow(RangeError);
    expect(() => pay(LONG_DAY, 1, { dayPremiums: [LONG_DAY + 1] })).toThrow(RangeError);
  });
});
