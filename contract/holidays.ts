/**
 * Korean public holidays (공휴일) and business days, from the official calendar (월력요항) that
 * `@hyunbinseo/holidays-kr` publishes year by year, substitute holidays and election days included
 * (docs/pay-rules.md "Hours, premiums and pay days"). Synchronous: every year the package knows is loaded
 * at once (~12 KB), so the server and the pay rules need no await.
 *
 * A year the package does not know yet (it publishes each year's list when the government does)
 * counts only weekends; `knowsHolidaysOf` lets a caller say so. Update the package each year.
 */
import { y2018, y2019, y2020, y2021, y2022, y2023, y2024, y2025, y2026, y2027 } from '@hyunbinseo/holidays-kr/all';

const YEARS: ReadonlyMap<number, Readonly<Record<string, readonly string[]>>> = new Map<number, Readonly<Record<string, readonly string[]>>>([
  [2018, y2018],
  [2019, y2019],
  [2020, y2020],
  [2021, y2021],
  [2022, y2022],
  [2023, y2023],
  [2024, y2024],
  [2025, y2025],
  [2026, y2026],
  [2027, y2027],
]);

/** Whether the official list of that year is known. */
export function knowsHolidaysOf(year: number): boolean {
  return YEARS.has(year);
}

/** The public holiday's names on that day (`['한글날']`), or null on any other day. */
export function publicHolidayNames(date: Temporal.PlainDate): readonly string[] | null {
  return YEARS.get(date.year)?.[date.toString()] ?? null;
}

/** A day that is neither a Saturday, a Sunday nor a public holiday. */
export function isBusinessDay(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek < 6 && publicHolidayNames(date) === null;
}

/** The day itself when it is a business day, else the last business day before it. */
export function businessDayOnOrBefore(date: Temporal.PlainDate): Temporal.PlainDate {
  let day = date;
  while (!isBusinessDay(day)) day = day.subtract({ days: 1 });
  return day;
}
