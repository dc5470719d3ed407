/** Pay's zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { dayKeyText, won } from '../../http/schemas.ts';

export const PayStatementSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    month: z.number().int().openapi({ example: 10 }),
    payDate: z.string().openapi({ example: '2026-11-10', description: 'yyyy-mm-dd: the 10th of the following month.' }),
    workerName: z.string().openapi({ example: '김민준' }),
    workerBirthDate: z.string().openapi({ example: '1985-03-14', description: 'yyyy-mm-dd.' }),
    corporationName: z.string().openapi({ description: 'The employer: the corporation of the contract in force.' }),
    projectName: z.string().openapi({ description: 'The project of the contract in force.' }),
    amSalaryD: won('Daily wage (일급) of the contract in force', 200_000),
    ctWork: z.number().int().openapi({ example: 20, description: 'Work days: days with a completed BeginWork..EndWork (a missing EndWork is not counted).' }),
    amCost: won('Total wages (지급총액) = amSalaryD × ctWork', 4_000_000),
    amSoduk: won('Income tax', 27_000),
    amJumin: won('Local (resident) income tax', 2_700),
    amKookmin: won('National pension', 190_000),
    amMedicare: won('Health insurance', 143_800),
    amSilver: won('Long-term care insurance', 18_890),
    amGoyong: won('Employment insurance', 36_000),
    amEtc: won('Other deductions', 0),
    amGonjae: won('Total deductions: the sum of the seven above', 418_390),
    amPay: won('Total payment (실지급액) = amCost − amGonjae', 3_581_610),
  })
  .openapi('PayStatement');

export const YearlyPaySchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    months: z.array(
      z
        .object({
          month: z.number().int().openapi({ example: 10 }),
          ctWork: z.number().int().openapi({ example: 20, description: 'Paid work days.' }),
          amCost: won('Total wages', 4_000_000),
          amGonjae: won('Total deductions', 418_390),
          amPay: won('Paid', 3_581_610),
        })
        .openapi('YearlyPayMonth'),
    ),
  })
  .openapi('YearlyPay');

export const DailySettlementSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    month: z.number().int().openapi({ example: 10 }),
    amSalaryD: won('Daily wage of the contract in force (0 without one)', 200_000),
    days: z
      .array(
        z
          .object({
            date: dayKeyText('20261001'),
            workingTime: z.number().openapi({ example: 8.5, description: 'Decimal hours, breaks excluded.' }),
            wage: won('amSalaryD on a paid work day, else 0', 200_000),
          })
          .openapi('DailySettlementDay'),
      )
      .openapi({ description: 'Every day of the month, the 1st first.' }),
  })
  .openapi('DailySettlement');
