/** For tests of the app and the server: a lawful template's terms, the usual site day (철근공, Monday to Friday 08:00–17:00 with an hour's lunch, ₩200,000, paid on the 10th): a `TemplateTerms` of contract-terms.ts. */

export const LAWFUL_TEMPLATE_TERMS = {
  name: '철근공 주간',
  jobTitle: '철근공',
  dailyWage: 200_000,
  workStart: '08:00',
  workEnd: '17:00',
  breakStart: '12:00',
  breakEnd: '13:00',
  workDays: [1, 2, 3, 4, 5],
  weeklyHoliday: 0,
  premiumsApply: true,
  weeklyPaidHoliday: true,
  payDay: 10,
  kind: 'continuing',
} as const;
