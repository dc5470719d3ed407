/**
 * The pay calls: one employer's payment statement, daily settlement and year of months (GET
 * /pay/statement, /pay/daily, /pay/yearly). Without an employer the server answers for the home
 * project's (or the first with pay); each answer lists the employers to switch between.
 */
import { HTTPError } from 'ky';
import { api, readApiError } from '@/platform/api/client';
import { parseAnswerOrNone } from '@/platform/api/parse';
import { DailySettlementSchema, PayStatementSchema, YearlyPaySchema, type DailySettlement, type PayStatement, type YearlyPay } from '#contract/api-pay.ts';

const employerQuery = (corporationCode: string | undefined) => (corporationCode === undefined ? {} : { corporationCode });
const monthQuery = (month: Temporal.PlainYearMonth, corporationCode: string | undefined) => ({ year: month.year, month: month.month, ...employerQuery(corporationCode) });

/**
 * None is a 204. The service worker may still serve a copy kept offline by an earlier version, which
 * said none with 404 NOT_FOUND: that reads as none too, until the copy is refreshed online.
 */
async function orNone<T>(answer: Promise<T | null>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404 && (await readApiError(error))?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The month's statement from the employer, or null when there is none (the API's 204). */
export function getStatement(month: Temporal.PlainYearMonth, signal: AbortSignal, corporationCode?: string): Promise<PayStatement | null> {
  return orNone(parseAnswerOrNone(PayStatementSchema, api.get('pay/statement', { searchParams: monthQuery(month, corporationCode), signal })));
}

/** The month's days from the employer, or null when the worker did not work for it that month (204). */
export function getDailySettlement(month: Temporal.PlainYearMonth, signal: AbortSignal, corporationCode?: string): Promise<DailySettlement | null> {
  return orNone(parseAnswerOrNone(DailySettlementSchema, api.get('pay/daily', { searchParams: monthQuery(month, corporationCode), signal })));
}

/** The year's months from the employer, or null when it paid nothing that year (204). */
export function getYearlyPay(year: number, signal: AbortSignal, corporationCode?: string): Promise<YearlyPay | null> {
  return orNone(parseAnswerOrNone(YearlyPaySchema, api.get('pay/yearly', { searchParams: { year, ...employerQuery(corporationCode) }, signal })));
}
