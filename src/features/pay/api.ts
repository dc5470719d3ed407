/** The pay calls: the month's payment statement and the daily settlement (GET /pay/statement, /pay/daily). */
import { HTTPError } from 'ky';
import { api, readApiError } from '@/platform/api/client';
import { int, record, text } from '@/platform/api/parse';
import type { DailySettlement, PayStatement, YearlyPay } from '#contract/api-contract.ts';

const AMOUNTS = ['amSalaryD', 'ctWork', 'amCost', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amSilver', 'amGoyong', 'amEtc', 'amGonjae', 'amPay'] as const;
const TEXTS = ['payDate', 'workerName', 'workerBirthDate', 'corporationName', 'projectName'] as const;

export function parseStatement(value: unknown): PayStatement {
  const v = record(value);
  const amounts = Object.fromEntries(AMOUNTS.map((key) => [key, int(v[key])])) as Record<(typeof AMOUNTS)[number], number>;
  const texts = Object.fromEntries(TEXTS.map((key) => [key, text(v[key])])) as Record<(typeof TEXTS)[number], string>;
  return { year: int(v.year), month: int(v.month), ...texts, ...amounts };
}

export function parseDaily(value: unknown): DailySettlement {
  const v = record(value);
  if (!Array.isArray(v.days)) throw new TypeError('unexpected daily settlement');
  return {
    year: int(v.year),
    month: int(v.month),
    amSalaryD: int(v.amSalaryD),
    days: v.days.map((day: unknown) => {
      const d = record(day);
      return { date: text(d.date), workingTime: int(d.workingTime), wage: int(d.wage) };
    }),
  };
}

const monthQuery = (month: Temporal.PlainYearMonth) => ({ year: month.year, month: month.month });

/** The month's statement, or null when the month has no paid work (the API's 404). */
export async function getStatement(month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<PayStatement | null> {
  try {
    return parseStatement(await api.get('pay/statement', { searchParams: monthQuery(month), signal }).json());
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404 && (await readApiError(error))?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function getDailySettlement(month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<DailySettlement> {
  return parseDaily(await api.get('pay/daily', { searchParams: monthQuery(month), signal }).json());
}

export function parseYearly(value: unknown): YearlyPay {
  const v = record(value);
  if (!Array.isArray(v.months)) throw new TypeError('unexpected yearly pay');
  return {
    year: int(v.year),
    months: v.months.map((item: unknown) => {
      const m = record(item);
      return { month: int(m.month), ctWork: int(m.ctWork), amCost: int(m.amCost), amGonjae: int(m.amGonjae), amPay: int(m.amPay) };
    }),
  };
}

export async function getYearlyPay(year: number, signal: AbortSignal): Promise<YearlyPay> {
  return parseYearly(await api.get('pay/yearly', { searchParams: { year }, signal }).json());
}
