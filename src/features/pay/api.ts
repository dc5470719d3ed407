/** The pay calls: the month's payment statement, the daily settlement and the year's months (GET /pay/statement, /pay/daily, /pay/yearly). */
import { HTTPError } from 'ky';
import { api, readApiError } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { DailySettlementSchema, PayStatementSchema, YearlyPaySchema, type DailySettlement, type PayStatement, type YearlyPay } from '#contract/api-pay.ts';

const monthQuery = (month: Temporal.PlainYearMonth) => ({ year: month.year, month: month.month });

/** The month's statement, or null when the month has no paid work (the API's 404). */
export async function getStatement(month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<PayStatement | null> {
  try {
    return await parseAnswer(PayStatementSchema, api.get('pay/statement', { searchParams: monthQuery(month), signal }));
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404 && (await readApiError(error))?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function getDailySettlement(month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<DailySettlement> {
  return parseAnswer(DailySettlementSchema, api.get('pay/daily', { searchParams: monthQuery(month), signal }));
}

export async function getYearlyPay(year: number, signal: AbortSignal): Promise<YearlyPay> {
  return parseAnswer(YearlyPaySchema, api.get('pay/yearly', { searchParams: { year }, signal }));
}
