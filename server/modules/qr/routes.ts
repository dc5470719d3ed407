/**
 * QR attendance (issue 6): a worker issues a short-lived signed code for one event (POST /qr/codes),
 * the site admin scans it (POST /qr/scans, the site of the admin session), and both see check lists
 * (GET /qr/events, GET /admin/qr/events). GET /qr/next-event suggests the worker's likely next event.
 * The events recorded are ordinary attendance_events, so work records and pay see them at once.
 * The logic lives in modules/qr/service.ts.
 */
import { QR_SEQUENCE_RULES } from '#contract/api-contract.ts';
import { requireAdmin, requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { issueQrCode, listQrEvents, qrCodeStatus, recentEvents, scanQrCode } from './service.ts';
import { registerDeviceKey, scannerKeys } from './device-keys.ts';
import { suggestNextEvent } from './sequence.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody } from '../../http/route-parts.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { ruleCheck } from '#contract/api-common.ts';
import * as v from 'valibot';
import { decodeKeysetCursor } from '../../keyset-cursor.ts';
import {
  DeviceKeyAnswerSchema,
  DeviceKeyRequestSchema,
  QrCodeIdParamsSchema,
  QrCodeRequestSchema,
  QrCodeSchema,
  QrCodeStatusSchema,
  QrEventListSchema,
  QrEventsQuerySchema,
  QrNextEventSchema,
  QrScanAnswerSchema,
  QrScanRequestSchema,
  ScannerKeysSchema,
  type DeviceKeyAnswer,
  type QrEventList,
  type QrNextEvent,
  type QrScanAnswer,
  type ScannerKeys,
  SiteRecordRequestSchema,
  SiteWorkerListSchema,
  SiteWorkerQuerySchema,
} from '#contract/api-qr.ts';
import { findSiteWorkers, recordBySite } from './site-records.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** The rule codes of 409 QR_SEQUENCE (`fields.sequence`), for the documentation. */
const QR_SEQUENCE_DESCRIPTION = `QR_SEQUENCE: out of order; \`fields.sequence\` is one of ${QR_SEQUENCE_RULES.join(', ')}. Or QR_ALREADY_USED.`;

/** Unsafe calls with a bearer token: the token and the XSRF pair, all three. */

/** The contract's list query, and a cursor must be one this server made (its format is the server's own). */
const EventsQuerySchema = v.object({
  ...QrEventsQuerySchema.entries,
  cursor: v.optional(v.pipe(QrEventsQuerySchema.entries.cursor.wrapped, ruleCheck((cursor: string) => decodeKeysetCursor(cursor) !== null, 'invalid'))),
});

/** The Seoul day of a validated `day` query (QrEventsQuerySchema), if any. */
function dayOf(text: string | undefined): Temporal.PlainDate | undefined {
  return text === undefined ? undefined : (parseYyyymmdd(text) ?? undefined);
}

/** A test's shorter code life (TEST_CODE_LIFETIMES=on only, server/config.ts): whole seconds from 1; anything else is ignored. */
const TEST_CODE_LIFETIME_HEADER = 'X-Test-Code-Lifetime';

function testCodeLifetime(deps: AppDeps, header: string | undefined): number | undefined {
  if (!deps.config.testCodeLifetimes || header === undefined || !/^[1-9]\d{0,2}$/.test(header)) return undefined;
  return Number(header);
}

/**
 * A test's earlier issue time (TEST_CODE_LIFETIMES=on only): the code is issued this many whole
 * seconds ago, up to an hour, so a test can record an event earlier in the day (scanned with
 * `scannedAt`, as a scanner that was offline sends it) instead of waiting for the wall clock.
 */
const TEST_CODE_ISSUED_AGO_HEADER = 'X-Test-Code-Issued-Ago';

function testCodeIssuedAgo(deps: AppDeps, header: string | undefined): number | undefined {
  if (!deps.config.testCodeLifetimes || header === undefined || !/^[1-9]\d{0,3}$/.test(header) || Number(header) > 3600) return undefined;
  return Number(header);
}

export function qrRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });
  const admin = requireAdmin(deps);

  app.openapi(
    createRoute({
      method: 'post',
      path: '/qr/codes',
      operationId: 'issueQrCode',
      tags: ['qr'],
      summary: 'Issue a QR code for one attendance event',
      description:
        'A code is valid `lifetimeSeconds` (QR_CODE_TTL_SECONDS, 60) by the server clock and can be scanned once. ' +
        'The payload is `W1` + base64url(body ‖ Ed25519 signature); see docs/api.md. 403 EMPLOYMENT_ENDED: the worker\'s employment at the site ended before today; ' +
          "403 NOT_READY_FOR_WORK: the contract in force is not signed or the safety training not recorded (fields.missing: signature, training, signatureAndTraining).",
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(QrCodeRequestSchema) },
      responses: {
        201: json(QrCodeSchema, 'The code to show.'),
        ...errors(400, 401, 403, 404, 500),
      },
    }),
    async (c) => {
      const { eventType, siteCode } = c.req.valid('json');
      const test = { lifetimeSeconds: testCodeLifetime(deps, c.req.header(TEST_CODE_LIFETIME_HEADER)), issuedAgoSeconds: testCodeIssuedAgo(deps, c.req.header(TEST_CODE_ISSUED_AGO_HEADER)) };
      return c.json(await issueQrCode(deps, c.get('user'), eventType, siteCode, test), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/qr/codes/{id}',
      operationId: 'getQrCodeStatus',
      tags: ['qr'],
      summary: "Whether the worker's own code has been scanned",
      description: 'The QR screen asks every few seconds while it shows a code, to tell the worker the moment the gate recorded it.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { params: QrCodeIdParamsSchema },
      responses: {
        200: json(QrCodeStatusSchema, 'waiting, recorded (with the event) or expired.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => c.json(await qrCodeStatus(deps.db, c.get('user').id, c.req.valid('param').id, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/qr/scans',
      operationId: 'recordQrScan',
      tags: ['qr'],
      summary: "Record the event of a worker's QR code (admin, at the session's site)",
      description:
        'Checks, in order: the signature and format (422 QR_INVALID), the site (403 QR_WRONG_SITE), one-time use ' +
        '(409 QR_ALREADY_USED), expiry by the server clock with QR_CLOCK_SKEW_SECONDS of slack (410 QR_EXPIRED), ' +
        "and the day's sequence (409 QR_SEQUENCE with `fields.sequence`). Takes W1 codes (issued here) and D1 codes (made offline on " +
        'the worker phone with its device key). With `idempotencyKey`, a repeat answers the event already recorded; with `scannedAt` ' +
        '(a scan queued offline), expiry is judged and the event recorded at that time.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(QrScanRequestSchema) },
      responses: {
        201: json(QrScanAnswerSchema, 'The event recorded.'),
        403: json(ApiErrorSchema, "QR_WRONG_SITE: the code is for another site; EMPLOYMENT_ENDED: the worker's employment at the site ended before the day of the scan; NOT_READY_FOR_WORK (fields.missing): the contract in force is not signed or the safety training not recorded; or FORBIDDEN / XSRF_MISMATCH."),
        409: json(ApiErrorSchema, QR_SEQUENCE_DESCRIPTION),
        410: json(ApiErrorSchema, 'QR_EXPIRED: ask the worker to generate a new code.'),
        422: json(ApiErrorSchema, 'QR_INVALID: not a code of this server, or altered.'),
        ...errors(400, 401, 500),
      },
    }),
    async (c) => {
      const { payload, idempotencyKey, scannedAt } = c.req.valid('json');
      const options = { ...optional('idempotencyKey', idempotencyKey), ...optional('scannedAt', scannedAt === undefined ? undefined : new Date(scannedAt)) };
      const answer: QrScanAnswer = { event: await scanQrCode(deps, c.get('adminAuth'), payload, options) };
      return c.json(answer, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/qr/scanner-keys',
      operationId: 'getScannerKeys',
      tags: ['qr'],
      summary: "What the admin's scanner needs to check codes offline, for the session's site",
      description:
        "The server's public keys, the site's workers (short id, name, initials) with their active device keys, the clock skew allowed, " +
        "and the server's time (docs/decisions/007-offline-admin-scans.md).",
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      responses: {
        200: json(ScannerKeysSchema, 'Keys and roster of the site.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const answer: ScannerKeys = await scannerKeys(deps, c.get('adminAuth'));
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/qr/device-keys',
      operationId: 'registerDeviceKey',
      tags: ['qr'],
      summary: "Register this phone's key for QR codes made offline (worker)",
      description:
        'The key signs D1 codes for 30 days; a worker keeps at most 3 (the oldest is removed). ' +
        'See docs/decisions/008-offline-qr-codes.md.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(DeviceKeyRequestSchema) },
      responses: {
        201: json(DeviceKeyAnswerSchema, 'The key id and what offline codes need.'),
        ...errors(400, 401, 403, 404, 500),
      },
    }),
    async (c) => {
      const { publicKey } = c.req.valid('json');
      const answer: DeviceKeyAnswer = await registerDeviceKey(deps, c.get('user'), publicKey);
      return c.json(answer, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/qr/events',
      operationId: 'listOwnQrEvents',
      tags: ['qr'],
      summary: "The worker's own recorded events, newest first",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: EventsQuerySchema },
      responses: {
        200: json(QrEventListSchema, 'One page of events (keyset paging: pass `nextCursor` back as `cursor`) and the total.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { day, q, cursor, limit } = c.req.valid('query');
      const list: QrEventList = await listQrEvents(deps.db, { userId: c.get('user').id, ...optional('day', dayOf(day)), ...optional('q', q) }, { cursor, limit });
      return c.json(list, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/qr/events',
      operationId: 'listSiteQrEvents',
      tags: ['qr'],
      summary: "The events recorded at the admin session's site, newest first",
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: EventsQuerySchema },
      responses: {
        200: json(QrEventListSchema, 'One page of events and the total; `q` matches the worker name or phone digits.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { day, q, cursor, limit } = c.req.valid('query');
      const siteCode = c.get('adminAuth').site.siteCode;
      const list: QrEventList = await listQrEvents(deps.db, { siteCode, ...optional('day', dayOf(day)), ...optional('q', q) }, { cursor, limit });
      return c.json(list, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/qr/next-event',
      operationId: 'getNextQrEvent',
      tags: ['qr'],
      summary: "The worker's likely next event today (Asia/Seoul)",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      responses: {
        200: json(QrNextEventSchema, 'BeginWork, then EndWork (EndLunch/EndDinner while a break is open); null after EndWork.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const now = deps.now();
      const answer: QrNextEvent = { suggested: suggestNextEvent(await recentEvents(deps.db, c.get('user').id, now), now) };
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/siteRecords/workers',
      operationId: 'findSiteWorkers',
      tags: ['qr'],
      summary: "The site's workers today by name or phone number, for a record without a phone",
      description: 'Workers with a contract at the session site in force today, or whose home site it is; at most 20, by name. The phone is masked. 400 `fields.q`: required, tooLong.',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: SiteWorkerQuerySchema },
      responses: { 200: json(SiteWorkerListSchema, 'The workers found.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json({ items: await findSiteWorkers(deps.db, c.get('adminAuth').site.siteCode, c.req.valid('query').q, deps.now()) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/siteRecords',
      operationId: 'recordBySite',
      tags: ['qr'],
      summary: "Record a worker's event now without their phone (a phone dead, none, forgotten, the app failing)",
      description:
        'Today and at the session site only; counts as a scan does (decision 081): 403 EMPLOYMENT_ENDED or NOT_READY_FOR_WORK as the gate answers, 409 QR_SEQUENCE by the same rules, and a repeat of `idempotencyKey` answers the event already recorded ' +
        '(409 QR_SCAN_KEY_REUSED when it was used at another site). A record queued on the phone sends `recordedAt` and counts at the earlier of it and its arrival, as an offline scan (400 fields.recordedAt: date, range). ' +
        'The event is marked as recorded by the site, and who, when and why are kept. 404 NOT_FOUND: no such worker of the site today.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(SiteRecordRequestSchema) },
      responses: {
        201: json(QrScanAnswerSchema, 'The event recorded.'),
        403: json(ApiErrorSchema, 'EMPLOYMENT_ENDED, NOT_READY_FOR_WORK (fields.missing), FORBIDDEN or XSRF_MISMATCH.'),
        404: json(ApiErrorSchema, 'NOT_FOUND.'),
        409: json(ApiErrorSchema, QR_SEQUENCE_DESCRIPTION),
        ...errors(400, 401, 500),
      },
    }),
    async (c) => c.json({ event: await recordBySite(deps, c.get('adminAuth'), c.req.valid('json')) }, 201),
  );

  return app;
}

/** `{ [key]: value }`, or nothing when value is undefined (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}
