/** Work records' zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { dateFromParts } from '#contract/seoul-time.ts';
import { dayKeyText, monthParam, yearParam } from '../../http/schemas.ts';

export const WorkDayRecordSchema = z
  .object({
    date: z.string().openapi({ example: '20261120', description: 'yyyymmdd, a day in Asia/Seoul.' }),
    workStartTime: z.string().openapi({ example: '2026-11-20T07:58:00+09:00', description: "ISO 8601 with offset, or '-' for none." }),
    workEndTime: z.string().openapi({ example: '2026-11-20T17:02:00+09:00', description: "ISO 8601 with offset, or '-' for none." }),
    workingTime: z.number().openapi({ example: 8.07, description: 'Decimal hours, breaks excluded.' }),
  })
  .openapi('WorkDayRecord');

export const WeeklyQuerySchema = z
  .object({
    year: yearParam,
    month: monthParam,
    day: z.coerce.number().int().min(1).max(31).openapi({ example: 20 }),
  })
  .superRefine((value, ctx) => {
    if (dateFromParts(value.year, value.month, value.day) === null) ctx.addIssue({ code: 'custom', path: ['day'], message: 'date', params: { rule: 'date' } });
  });

export const MonthlyWorkSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    month: z.number().int().openapi({ example: 11 }),
    days: z.array(WorkDayRecordSchema).openapi({ description: 'Every day of the month, the 1st first.' }),
    monthlyHours: z.number().openapi({ example: 168.5, description: 'Decimal hours worked in the month: the sum of the days.' }),
    weeks: z
      .array(
        z
          .object({
            week: z.number().int().openapi({ example: 1, description: 'Week number in the month; week 1 holds the 1st.' }),
            start: dayKeyText('20261101').openapi({ description: "yyyymmdd: the week's first day inside the month." }),
            end: dayKeyText('20261107').openapi({ description: "yyyymmdd: the week's last day inside the month." }),
            hours: z.number().openapi({ example: 41.5, description: "Decimal hours of the week's days inside the month." }),
          })
          .openapi('MonthlyWorkWeek'),
      )
      .openapi({ description: 'The weeks (Sunday to Saturday) of the month calendar, in order.' }),
  })
  .openapi('MonthlyWork');
