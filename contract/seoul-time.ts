/// <reference types="temporal-polyfill/types/global" />
/**
 * Calendar days and instants in Asia/Seoul, the time zone of every work day the product knows: the one
 * date module of client, service worker and server (decision 053), on Temporal.
 *
 * - Day boundaries are Seoul midnight whatever the machine's or phone's own time zone.
 * - Weeks run Sunday to Saturday (docs/spec-notes.md §9); weekly navigation steps by 7 days.
 * - Temporal is the global one. The runtime provides it before any function here is called: natively
 *   (Chromium 156 has it), or `temporal-polyfill/global`, loaded by the client's ensureTemporal() only
 *   where the browser lacks it and imported first by the server's entry (Node 24 has no Temporal).
 *   Nothing here touches `Temporal` at import time, so importing this file never needs the polyfill.
 * - This file imports nothing (contract/ never imports src/, server/ or src-sw/) and uses only erasable
 *   TypeScript, so Node runs it with type stripping.
 *
 * Types: the global `Temporal` namespace types come from `temporal-polyfill/types/global` (TypeScript < 6
 * has no `esnext.temporal` lib).
 */

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

/** An instant as either side holds it: the server's `Date`s (database columns, its clock) or a Temporal.Instant. */
type InstantLike = Date | Temporal.Instant;

/** A calendar month (month 1–12): a Temporal.PlainYearMonth, a PlainDate or a plain `{ year, month }`. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** A calendar date's fields (month 1–12): a Temporal.PlainDate or a plain `{ year, month, day }`. */
export interface DateFields extends YearMonth {
  readonly day: number;
}

/** A Sunday-to-Saturday week. */
export interface Week {
  /** The Sunday. */
  start: Temporal.PlainDate;
  /** The Saturday. */
  end: Temporal.PlainDate;
  /** The 7 days, Sunday first. */
  days: Temporal.PlainDate[];
}

function toInstant(instant: InstantLike): Temporal.Instant {
  return instant instanceof Date ? Temporal.Instant.fromEpochMilliseconds(instant.getTime()) : instant;
}

function inSeoul(instant: InstantLike): Temporal.ZonedDateTime {
  return toInstant(instant).toZonedDateTimeISO(SEOUL_TIME_ZONE);
}

/** Two digits: 7 → '07'. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The Seoul days already worked out with Temporal: the date, its texts, and the instants it starts and
 * ends at. A polyfilled time-zone conversion costs microseconds, and the server converts the same few
 * days' instants thousands of times (each day of a month checks every shift; a year of pay reads twelve
 * months), which made the yearly pay answer about 30 % slower. An instant inside a remembered day takes
 * that day without converting. The most recent days are kept, a bounded number; PlainDates are immutable.
 */
interface SeoulDay {
  date: Temporal.PlainDate;
  /** yyyymmdd. */
  key: string;
  /** yyyy-mm-dd. */
  iso: string;
  startMs: number;
  endMs: number;
  /** The UTC offset through the whole day, '+09:00'; null on a day whose offset changes (never Seoul's since 1988). */
  offset: string | null;
}

const REMEMBERED_DAYS = 64;
const rememberedDays: SeoulDay[] = [];
/** The day of each instant asked for lately, by epoch millisecond: the same shift start is asked about again and again. */
const REMEMBERED_INSTANTS = 4096;
const dayOfInstant = new Map<number, SeoulDay>();

function epochMillisecondsOf(instant: InstantLike): number {
  return instant instanceof Date ? instant.getTime() : instant.epochMilliseconds;
}

function seoulDay(instant: InstantLike): SeoulDay {
  // A Seoul midnight falls on a whole millisecond, so the millisecond decides the day.
  const ms = epochMillisecondsOf(instant);
  const known = dayOfInstant.get(ms);
  if (known) return known;
  const day = rememberedDays.find((candidate) => ms >= candidate.startMs && ms < candidate.endMs) ?? newSeoulDay(instant);
  if (dayOfInstant.size >= REMEMBERED_INSTANTS) dayOfInstant.clear();
  dayOfInstant.set(ms, day);
  return day;
}

function newSeoulDay(instant: InstantLike): SeoulDay {
  const date = inSeoul(instant).toPlainDate();
  const start = date.toZonedDateTime(SEOUL_TIME_ZONE);
  const end = date.add({ days: 1 }).toZonedDateTime(SEOUL_TIME_ZONE);
  const day: SeoulDay = {
    date,
    key: toYyyymmdd(date),
    iso: date.toString(),
    startMs: start.epochMilliseconds,
    endMs: end.epochMilliseconds,
    offset: start.offset === end.offset ? start.offset : null,
  };
  rememberedDays.unshift(day);
  if (rememberedDays.length > REMEMBERED_DAYS) rememberedDays.pop();
  return day;
}

/** The date an instant falls on in Seoul. */
export function seoulDateOf(instant: InstantLike): Temporal.PlainDate {
  return seoulDay(instant).date;
}

/** Today's date in Seoul (docs/spec-notes.md §2 Home), for `now` (default: the current instant). */
export function todayInSeoul(now: InstantLike = Temporal.Now.instant()): Temporal.PlainDate {
  return seoulDateOf(now);
}

/** 00:00 in Seoul on that date, as an instant. */
export function startOfSeoulDay(date: Temporal.PlainDate): Temporal.Instant {
  return date.toZonedDateTime(SEOUL_TIME_ZONE).toInstant();
}

/** The same as a `Date`, for the server's database queries. */
export function startOfSeoulDayAsDate(date: Temporal.PlainDate): Date {
  return new Date(startOfSeoulDay(date).epochMilliseconds);
}

/** Days since the last Sunday: 0 for Sunday … 6 for Saturday (Temporal's dayOfWeek is 1 = Monday … 7 = Sunday). */
export function daysSinceSunday(date: Temporal.PlainDate): number {
  return date.dayOfWeek % 7;
}

/** The Sunday-to-Saturday week holding `date`. */
export function weekOf(date: Temporal.PlainDate): Week {
  const start = date.subtract({ days: daysSinceSunday(date) });
  const days = Array.from({ length: 7 }, (_, i) => start.add({ days: i }));
  return { start, end: start.add({ days: 6 }), days };
}

/** Moves `date` by `n` weeks (n × 7 days; negative goes back). */
export function addWeeks(date: Temporal.PlainDate, n: number): Temporal.PlainDate {
  return date.add({ days: 7 * n });
}

/**
 * The row of the Sunday-first calendar of the date's own month that holds the date: the week holding the
 * 1st is week 1. A month starting on Saturday has its 2nd in week 2.
 */
export function weekOfMonth(date: Temporal.PlainDate): number {
  const first = date.with({ day: 1 });
  return Math.floor((date.day - 1 + daysSinceSunday(first)) / 7) + 1;
}

/** The API's day text, yyyymmdd: '20261122'. */
export function toYyyymmdd(date: Temporal.PlainDate): string {
  return `${String(date.year).padStart(4, '0')}${pad2(date.month)}${pad2(date.day)}`;
}

/** yyyymmdd of the Seoul day an instant falls on (the `date` of a WorkDayRecord). */
export function seoulDayKey(instant: InstantLike): string {
  return seoulDay(instant).key;
}

/**
 * The instant as Seoul wall-clock text with its offset, to the second (digits 0) or millisecond (3),
 * truncated. On a remembered day with one offset throughout, the time of day is the time since its
 * midnight (written by Date's UTC formatter, counted from the epoch); otherwise Temporal writes it.
 */
function seoulIso(instant: InstantLike, digits: 0 | 3): string {
  const day = seoulDay(instant);
  if (day.offset === null || !(instant instanceof Date)) {
    return inSeoul(instant).toString({ timeZoneName: 'never', fractionalSecondDigits: digits });
  }
  const clock = new Date(instant.getTime() - day.startMs).toISOString().slice(11, digits === 0 ? 19 : 23);
  return `${day.iso}T${clock}${day.offset}`;
}

/** ISO 8601 with the Seoul offset, seconds precision (truncated): 2026-11-20T07:58:00+09:00. */
export function formatSeoulIso(instant: InstantLike): string {
  return seoulIso(instant, 0);
}

/** The same with milliseconds, for answers a phone sets its clock offset by: 2026-11-20T07:58:00.123+09:00. */
export function formatSeoulIsoMillis(instant: InstantLike): string {
  return seoulIso(instant, 3);
}

/** Reads an API timestamp (ISO 8601 with an offset or Z); null for anything else, a text without an offset included. */
export function parseInstant(text: string): Temporal.Instant | null {
  try {
    return Temporal.Instant.from(text.trim());
  } catch {
    return null;
  }
}

/**
 * 'HH:MM' in Seoul for an API timestamp. The API's "no time" text ('-'), an empty text, a timestamp
 * without an offset, or anything unparsable gives null, which the screens show blank.
 */
export function timeOfDayInSeoul(isoTimestamp: string): string | null {
  const instant = parseInstant(isoTimestamp);
  if (!instant) return null;
  const time = inSeoul(instant);
  return `${pad2(time.hour)}:${pad2(time.minute)}`;
}

