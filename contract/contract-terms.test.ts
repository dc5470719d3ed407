import { describe, expect, it } from 'vitest';
import { LAWFUL_TEMPLATE_TERMS } from './testing/template-terms.ts';
import { belowMinimumWage, checkTemplateTerms, contractedMinutes, minimumDailyWage, minimumHourlyWage, type TemplateTerms } from './contract-terms.ts';

const DAY: TemplateTerms = { ...LAWFUL_TEMPLATE_TERMS, workDays: [...LAWFUL_TEMPLATE_TERMS.workDays] };

describe('the minimum wage by year', () => {
  it('answers each year of the table, the last for later years and the first for earlier ones', () => {
    expect([2023, 2024, 2025, 2026, 2027].map(minimumHourlyWage)).toEqual([9_860, 9_860, 10_030, 10_320, 10_320]);
  });

  it('compares exactly: 82,560 for 8 hours in 2026 is enough, 82,559 is not; a 2025 day rounds its 7 h 30 min up to the won', () => {
    expect(belowMinimumWage(82_560, 480, 2026)).toBe(false);
    expect(belowMinimumWage(82_559, 480, 2026)).toBe(true);
    expect(minimumDailyWage(450, 2025)).toBe(75_225);
    expect(minimumDailyWage(451, 2025)).toBe(75_393); // 75,392.17 rounded up
  });
});

describe("a template's terms", () => {
  it('counts a night shift across midnight with its break after midnight, and a break that starts as it ends as none', () => {
    expect(contractedMinutes({ workStart: '22:00', workEnd: '07:00', breakStart: '02:00', breakEnd: '03:00' })).toBe(480);
    expect(contractedMinutes({ workStart: '08:00', workEnd: '11:30', breakStart: '12:00', breakEnd: '12:00' })).toBe(210);
    expect(checkTemplateTerms({ ...DAY, workStart: '22:00', workEnd: '07:00', breakStart: '02:00', breakEnd: '03:00' }, 2026)).toEqual({});
  });

  it('asks for the statutory break: 30 minutes from 4 hours, an hour from 8', () => {
    expect(checkTemplateTerms({ ...DAY, dailyWage: 50_000, workEnd: '12:00', breakStart: '12:00', breakEnd: '12:00' }, 2026)).toEqual({ breakEnd: 'breakTooShort' });
    expect(checkTemplateTerms({ ...DAY, dailyWage: 50_000, workEnd: '12:30', breakStart: '10:00', breakEnd: '10:30' }, 2026)).toEqual({});
    expect(checkTemplateTerms({ ...DAY, workEnd: '16:30', breakStart: '12:00', breakEnd: '12:30' }, 2026)).toEqual({ breakEnd: 'breakTooShort' });
  });

  it('checks the wage against the year it is given: 80,240 for 8 h was enough in 2025, not in 2026', () => {
    expect(checkTemplateTerms({ ...DAY, dailyWage: 80_240 }, 2025)).toEqual({});
    expect(checkTemplateTerms({ ...DAY, dailyWage: 80_240 }, 2026)).toEqual({ dailyWage: 'belowMinimumWage' });
  });

  it('refuses a day without working time, texts with control characters, and days out of the week', () => {
    expect(checkTemplateTerms({ ...DAY, workEnd: '09:00', breakStart: '08:00', breakEnd: '09:00' }, 2026)).toEqual({ workEnd: 'noWorkTime' });
    expect(checkTemplateTerms({ ...DAY, jobTitle: '철근\u200b공', workDays: [1, 7] }, 2026)).toMatchObject({ jobTitle: 'controlChars', workDays: 'range' });
    expect(checkTemplateTerms({ ...DAY, name: '가'.repeat(41) }, 2026)).toEqual({ name: 'tooLong' });
  });
});
