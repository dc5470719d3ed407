/**
 * Work records of the caller (GET /work/weekly, /work/monthly): the schemas of the queries and
 * answers (decision 057: api-common.ts says how they are written). The weekly answer is read by the
 * home screen, the first screen after login: its schema stays small.
 */
import * as v from 'valibot';
import { dayKey, intField, intParam, monthParam, yearParam } from './api-common.ts';
import { dateFromParts } from './seoul-calendar.ts';

const time = v.pipe(v.string(), v.description("ISO 8601 with offset, or '-' for none."));
/* @__NO_SIDE_EFFECTS__ */
const hours = (description: string) => v.pipe(v.number(), v.description(description));

/** Longest span accepted between a BeginWork and its EndWork: a shift is in progress at most this long. */
export const MAX_SHIFT_MS = 24 * 60 * 60 * 1000;

/**
 * A shift in progress: no EndWork yet, begun at most 24 hours ago. The app counts its time from
 * `since` less the breaks, up to `breakSince` during a break, else up to now.
 */
export const OpenShiftSchema = v.object({
  since: v.pipe(v.string(), v.description('ISO 8601 with offset: its BeginWork.')),
  breakMinutes: intField('Its breaks recorded so far.'),
  breakSince: v.pipe(v.nullable(v.string()), v.description('ISO 8601 with offset: a break under way, or null.')),
});
export type OpenShift = v.InferOutput<typeof OpenShiftSchema>;

/**
 * docs/spec-notes.md §3: one day of work (Asia/Seoul); a shift belongs to the day it began. `open` is added to the
 * spec's fields (answers kept offline from before it lack it: read as null).
 */
export const WorkDayRecordSchema = v.object({
  date: dayKey,
  workStartTime: time,
  workEndTime: time,
  workingTime: hours('Decimal hours of the ended shifts, breaks excluded.'),
  open: v.pipe(v.optional(v.nullable(OpenShiftSchema)), v.description('The last shift if in progress, else null.')),
});
export type WorkDayRecord = v.InferOutput<typeof WorkDayRecordSchema>;

/** GET /work/weekly: the seven days of the week, Sunday first. */
export const WeeklyWorkSchema = v.pipe(v.array(WorkDayRecordSchema), v.length(7), v.description('Seven day records, Sunday first.'));

/** GET /work/weekly?year&month&day: a real date of the calendar (an impossible one is `date` on `day`). */
export const WeeklyQuerySchema = v.pipe(
  v.object({ year: yearParam, month: monthParam, day: intParam(1, 31, 'A day of the month, 1..31.', 20) }),
  // Checked once each part is valid on its own (month 13 is `range` on month, not a bad day).
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && !dataset.issues && dateFromParts(dataset.value.year, dataset.value.month, dataset.value.day) === null) addIssue({ message: 'date' });
    }),
    ['day'],
  ),
);

export const MonthlyWorkWeekSchema = v.object({
  week: intField('Week number in the month; week 1 holds the 1st.'),
  start: v.pipe(v.string(), v.description("yyyymmdd: the week's first day inside the month.")),
  end: v.pipe(v.string(), v.description("yyyymmdd: the week's last day inside the month.")),
  hours: hours("Decimal hours of the week's days inside the month."),
});

/** GET /work/monthly?year&month: every day of the month (Asia/Seoul), its weeks and its total. */
export const MonthlyWorkSchema = v.object({
  year: intField(),
  month: intField(),
  days: v.pipe(v.array(WorkDayRecordSchema), v.description('Every day of the month, the 1st first.')),
  monthlyHours: hours('Decimal hours worked in the month: the sum of the days.'),
  weeks: v.pipe(v.array(MonthlyWorkWeekSchema), v.description('The weeks (Sunday to Saturday) of the month calendar, in order.')),
  pendingCorrections: v.pipe(v.optional(v.array(dayKey), []), v.description('The days with a correction request waiting for the site (issue 18).')),
});
export type MonthlyWork = v.InferOutput<typeof MonthlyWorkSchema>;
