/**
 * Attendance corrections (issue 18, decision 066): a worker asks the site to add or change one event
 * of a work day (POST /work/corrections), may withdraw it while it waits, and sees every request
 * (GET /work/corrections) and each day's record with its sources and audit trail (GET /work/day).
 * The admin of the day's corporation-site decides (GET /admin/corrections, POST
 * /admin/corrections/{id}/decision). Decision 057: api-common.ts says how the schemas are written.
 */
import * as v from 'valibot';
import { QR_EVENT_TYPES } from './api-contract.ts';
import { dayKey, instantField, MAX_CODE, nextCursorField, pageQuery, ruleCheck } from './api-common.ts';
import { plainText } from './api-qna.ts';
import { CORRECTION_REASON_MAX, checkCorrectionReason, checkDecisionNote, isClockTime } from './input-rules.ts';
import { parseYyyymmdd } from './seoul-calendar.ts';

const CORRECTION_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

/** Where a recorded event came from: a live scan, a scan sent later by a scanner that was offline, an approved correction, a site's record for a worker without a phone (decision 081). */
const EVENT_SOURCES = ['scan', 'offlineScan', 'correction', 'siteRecord'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** The photo's limit once resized on the phone (a JPEG). */
export const CORRECTION_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of CORRECTION_PHOTO_MAX_BYTES. */
const PHOTO_BASE64_MAX = Math.ceil(CORRECTION_PHOTO_MAX_BYTES / 3) * 4;

const CORRECTION_PAGE_DEFAULT = 20;
const CORRECTION_PAGE_MAX = 50;

const eventType = v.pipe(v.picklist(QR_EVENT_TYPES), v.description('The attendance event: BeginWork, EndWork, BeginLunch, EndLunch, BeginDinner or EndDinner.'));
const id = v.pipe(v.string(), v.examples(['6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c']));
/* @__NO_SIDE_EFFECTS__ */
const nullableText = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));

/** yyyymmdd of a real day (`date` otherwise). */
const dayParam = v.pipe(v.string(), v.maxLength(8), ruleCheck((text: string) => parseYyyymmdd(text) !== null, 'date'), v.description('yyyymmdd, a day in Asia/Seoul.'), v.examples(['20261120']));

/** POST /work/corrections. */
export const CorrectionRequestSchema = v.object({
  date: dayParam,
  eventType: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CODE), v.picklist(QR_EVENT_TYPES), v.description('The event to add or change on that day.')),
  time: v.pipe(
    v.string(),
    v.maxLength(5),
    ruleCheck(isClockTime, 'timeFormat'),
    v.description('HH:MM, Asia/Seoul.'),
    v.examples(['18:30']),
  ),
  nextDay: v.pipe(v.optional(v.boolean(), false), v.description('The time is on the day after `date` (a night shift ending after midnight).')),
  siteCode: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(MAX_CODE),
      v.description("The site the day was worked at, one of the day's siteChoices (GET /work/day): required when it offers more than one, refused when the day's site is known."),
    ),
  ),
  reason: v.pipe(plainText(checkCorrectionReason, CORRECTION_REASON_MAX, 'trim'), v.description('Why (required, at most 500 characters; plain text).')),
  photo: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(PHOTO_BASE64_MAX),
      v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid'),
      v.description('A JPEG, base64, at most 2 MB (the app resizes it first).'),
    ),
  ),
  idempotencyKey: v.pipe(v.string(), v.uuid(), v.description('Made when the request was written (offline too): a repeat answers the request already made.')),
});
export type CorrectionRequest = v.InferOutput<typeof CorrectionRequestSchema>;

/** A correction request as its worker and the site's admin see it. */
export const CorrectionSchema = v.object({
  id,
  date: dayKey,
  eventType,
  time: instantField('ISO 8601 with offset: the time asked for.'),
  original: nullableText('ISO 8601 with offset: the recorded time it changes; null when the event is missing.'),
  reason: v.string(),
  hasPhoto: v.boolean(),
  state: v.picklist(CORRECTION_STATES),
  createdAt: instantField(),
  decidedAt: nullableText('ISO 8601 with offset; null while pending or withdrawn.'),
  decidedBy: nullableText("The deciding admin's name."),
  decisionNote: nullableText("The admin's note (always given on a rejection)."),
  siteCode: v.string(),
  siteName: v.string(),
});
export type Correction = v.InferOutput<typeof CorrectionSchema>;

/** GET /work/corrections: the caller's requests, newest first. */
export const CorrectionPageSchema = v.object({
  items: v.pipe(v.array(CorrectionSchema), v.description('Newest first.')),
  nextCursor: nextCursorField,
});
export type CorrectionPage = v.InferOutput<typeof CorrectionPageSchema>;

export const CorrectionListQuerySchema = v.object({ ...pageQuery(CORRECTION_PAGE_DEFAULT, CORRECTION_PAGE_MAX) });

export const CorrectionIdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** One recorded event of a day: where it came from, who approved it, and whether a correction replaced it (kept, struck through). */
export const RecordedEventSchema = v.object({
  id,
  eventType,
  occurredAt: instantField(),
  source: v.picklist(EVENT_SOURCES),
  approvedBy: nullableText('The admin who approved the correction that recorded it; null for a scan.'),
  replacedAt: nullableText('ISO 8601 with offset: when an approved correction replaced it; null while it counts.'),
});
export type RecordedEvent = v.InferOutput<typeof RecordedEventSchema>;

const AUDIT_ACTIONS = ['requested', 'withdrawn', 'approved', 'rejected'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of a day's audit trail, oldest first. */
export const AuditEntrySchema = v.object({
  at: instantField(),
  action: v.picklist(AUDIT_ACTIONS),
  eventType,
  time: instantField('The time asked for.'),
  before: nullableText('The time recorded before (approved changes only).'),
  by: v.picklist(['worker', 'admin']),
  adminName: nullableText("The admin's name for `by: admin`."),
  note: nullableText("The reason (requested) or the admin's note (approved, rejected)."),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** GET /work/day?date: one day of the caller's record. */
/** A site a day may belong to, for a worker with contracts at more than one. */
export const SiteChoiceSchema = v.object({ siteCode: v.string(), siteName: v.string(), corporationName: v.string() });
export type SiteChoice = v.InferOutput<typeof SiteChoiceSchema>;

export const WorkDayDetailSchema = v.object({
  date: dayKey,
  events: v.pipe(v.array(RecordedEventSchema), v.description('Recorded events around the day (a night shift ends on the next), oldest first, replaced ones included.')),
  corrections: v.pipe(v.array(CorrectionSchema), v.description('The requests about this day, newest first.')),
  audit: v.array(AuditEntrySchema),
  canRequest: v.pipe(v.boolean(), v.description('A contract covers the day and it has begun.')),
  siteChoices: v.pipe(
    v.optional(v.array(SiteChoiceSchema), []),
    v.description(
      'The sites a request for this day must choose between (siteCode): the contracts in force that work its weekday, or every one in force when none does. Empty when the day\'s site is known (its scans or a pending request) or only one contract could have it.',
    ),
  ),
});
export type WorkDayDetail = v.InferOutput<typeof WorkDayDetailSchema>;

export const WorkDayQuerySchema = v.object({ date: dayParam });

/** A request in the admin's list: the worker and the day's recorded events beside it. */
export const AdminCorrectionSchema = v.object({
  ...CorrectionSchema.entries,
  workerName: v.string(),
  workerPhone: v.pipe(v.string(), v.description('The middle block masked.'), v.examples(['010-****-6789'])),
  dayEvents: v.pipe(v.array(RecordedEventSchema), v.description("The day's recorded events, oldest first.")),
});
export type AdminCorrection = v.InferOutput<typeof AdminCorrectionSchema>;

export const AdminCorrectionPageSchema = v.object({
  items: v.pipe(v.array(AdminCorrectionSchema), v.description('Newest first.')),
  nextCursor: nextCursorField,
  total: v.pipe(v.number(), v.integer(), v.description('How many match, on every page, counted up to 1,000 (totalCapped: more match).')),
  totalCapped: v.pipe(v.optional(v.boolean(), false), v.description('true: more than `total` requests match; the count stops there (issue 32). Missing in an answer kept from before: false.')),
});
export type AdminCorrectionPage = v.InferOutput<typeof AdminCorrectionPageSchema>;

export const AdminCorrectionQuerySchema = v.object({
  state: v.pipe(v.optional(v.picklist(['pending', 'decided']), 'pending'), v.description('pending (default) or decided (approved and rejected).')),
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_CODE), v.description("Part of the worker's name, or of the phone number's digits."))),
  ...pageQuery(CORRECTION_PAGE_DEFAULT, CORRECTION_PAGE_MAX),
});
export type AdminCorrectionQuery = v.InferOutput<typeof AdminCorrectionQuerySchema>;

/** POST /admin/corrections/{id}/decision. */
export const CorrectionDecisionSchema = v.pipe(
  v.object({
    decision: v.picklist(['approve', 'reject']),
    note: v.pipe(v.optional(v.pipe(v.string(), v.maxLength(CORRECTION_REASON_MAX * 4), v.trim()), ''), v.description('Optional on approval, required on rejection; at most 500 characters.')),
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = checkDecisionNote(dataset.value.note, dataset.value.decision === 'reject');
      if (code) addIssue({ message: code });
    }),
    ['note'],
  ),
);
export type CorrectionDecision = v.InferOutput<typeof CorrectionDecisionSchema>;
