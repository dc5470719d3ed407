/**
 * A site's contract templates and taking workers on (issue 33): the admin of the session's
 * corporation-site lists, makes, changes and retires templates, finds a worker by phone number, makes
 * a contract from a template and ends it, and records what the gate checks (the ID card, the safety
 * training card). Another site's template or contract answers 404, as an
 * unknown one does.
 */
import { NoQuerySchema } from '#contract/api-common.ts';
import {
  ContractTemplateChangeSchema,
  ContractTemplateListSchema,
  ContractTemplateParamsSchema,
  ContractTemplateSchema,
  ContractTemplateTermsSchema,
} from '#contract/api-contract-templates.ts';
import type { AdminAuth, AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireAdmin, requireUser } from '../../http/bearer-auth.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, JPEG, jpegAnswer, json, jsonBody, STAFF_ERRORS, STAFF_SECURITY, STAFF_SITE_PARAMS } from '../../http/route-parts.ts';
import {
  ContractIdParamsSchema,
  EmploymentSchema,
  EndEmploymentRequestSchema,
  IdentityRecordSchema,
  InvitationSentSchema,
  JoinCodeLookupSchema,
  PhoneChangeCodeRequestSchema,
  PhoneChangeCodeSentSchema,
  SafetyTrainingRecordSchema,
  SafetyTrainingSchema,
  TakeOnRequestSchema,
  TrainingCardPhotoRecordSchema,
  TrainingCardPhotoSchema,
  WorkerIdentitySchema,
  WorkerLookupQuerySchema,
  WorkerLookupSchema,
  WorkerParamsSchema,
  WorkerPhoneChangedSchema,
  WorkerPhoneChangeSchema,
  WorkerPhotoRecordSchema,
  WorkerPhotoSchema,
  WorkerRegistrationSchema,
} from '#contract/api-employment.ts';
import { JoinCodeSchema } from '#contract/api-qr.ts';
import { changeWorkerPhone, sendPhoneChangeCode } from './phone-change.ts';
import { findWorkerByJoinCode, issueJoinCode } from './join-code.ts';
import { JOIN_CODE_LIFETIME_SECONDS } from '#contract/join-code.ts';
import { recordTrainingCardPhoto, recordWorkerPhoto, trainingCardPhoto, workerPhoto } from './photos.ts';
import { appOrigin } from '../../http/relying-party.ts';
import { registerWorker, resendInvitation } from './registration.ts';
import { endEmployment, findWorker, recordIdentity, recordSafetyTraining, takeOnWorker } from './employment.ts';
import { changeTemplate, createTemplate, listTemplates, retireTemplate, staffAtSite, type SiteActor } from './templates.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import * as v from 'valibot';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX } from '#contract/api-contract.ts';
import { badRequest } from '../../domain-error.ts';
import { errorResponse } from '../../http/errors.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** A call that carries a photo (512 KB is 683 KB of base64): its own body limit instead of the API's 64 KB. */
const PHOTO_BODY_LIMIT = 768 * 1024;
const PHOTO_PATHS = new RegExp(`^${API_PREFIX}/admin/workers/[^/]+/(photo|safetyTraining|safetyTraining/photo)$`);

/** Whether a path sets its own body limit (app.ts leaves it out of the 64 KB one): the face photo, the training record and its card's photo. */
export function contractsOwnBodyLimit(path: string): boolean {
  return PHOTO_PATHS.test(path);
}

const tags = ['contracts'];
const RULES =
  '400 `fields` by term: name, jobTitle → required, tooLong (40), controlChars; workStart, workEnd, breakStart, breakEnd → timeFormat; ' +
  'workEnd → noWorkTime, overEightHours (a contracted day is at most 8 h); breakEnd → breakOutside (the break must lie inside the hours), ' +
  'breakTooShort (30 min from 4 h, 1 h from 8 h); workDays → required, range, overFortyHours; weeklyHoliday → range, holidayIsWorkDay; ' +
  "payDay → range (1–28); dailyWage → range, belowMinimumWage (below this year's minimum hourly wage × the contracted hours).";

/** The admin of the session's site, as the services name who acts. */
function siteAdmin(auth: AdminAuth): SiteActor {
  return { siteCode: auth.site.siteCode, by: auth.admin.id };
}

export function contractRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const admin = requireAdmin(deps);
  const photoLimit: MiddlewareHandler = bodyLimit({ maxSize: PHOTO_BODY_LIMIT, onError: (c) => errorResponse(c, badRequest({ body: 'tooLarge' })) });
  const worker = requireUser(deps, { passwordChanged: true });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/contractTemplates',
      operationId: 'listContractTemplates',
      tags,
      summary: "The contract templates of the admin's corporation-site, by name",
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: NoQuerySchema },
      responses: { 200: json(ContractTemplateListSchema, "The site's templates in use, and this year's minimum hourly wage."), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await listTemplates(deps, siteAdmin(c.get('adminAuth'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/contractTemplates',
      operationId: 'createContractTemplate',
      tags,
      summary: 'Make a contract template for the site',
      description: RULES,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(ContractTemplateTermsSchema) },
      responses: { 201: json(ContractTemplateSchema, 'The template, version 1.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await createTemplate(deps, siteAdmin(c.get('adminAuth')), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/contractTemplates/{id}',
      operationId: 'changeContractTemplate',
      tags,
      summary: "Change a template's terms: a new version; the contracts made from it keep theirs",
      description: RULES,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: ContractTemplateParamsSchema, body: jsonBody(ContractTemplateChangeSchema) },
      responses: {
        200: json(ContractTemplateSchema, 'The template, its version one more.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such template at the admin's site (or retired)."),
        409: json(ApiErrorSchema, 'TEMPLATE_CHANGED: changed since `version`; read it again.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await changeTemplate(deps, siteAdmin(c.get('adminAuth')), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/contractTemplates/{id}',
      operationId: 'retireContractTemplate',
      tags,
      summary: 'Retire a template: no longer offered; the contracts made from it stay',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: ContractTemplateParamsSchema },
      responses: {
        204: { description: 'Retired.' },
        404: json(ApiErrorSchema, "NOT_FOUND: no such template at the admin's site (or retired)."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      await retireTemplate(deps, siteAdmin(c.get('adminAuth')), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/workers',
      operationId: 'findWorker',
      tags,
      summary: 'Find a worker by phone number, with their newest contract at the site',
      description: 'The name is masked (김*준): the admin checks it against the person and the ID card. 400 `fields.phone`: required, phoneChars, phoneFormat.',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: WorkerLookupQuerySchema },
      responses: {
        200: json(WorkerLookupSchema, 'The worker.'),
        404: json(ApiErrorSchema, 'ACCOUNT_NOT_FOUND: no account has that number.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await findWorker(deps, c.get('adminAuth'), c.req.valid('query').phone), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/workers/byJoinCode',
      operationId: 'findWorkerByJoinCode',
      tags,
      summary: "Find a worker by the \"join this site\" code scanned from their phone",
      description:
        'The text of the QR code the worker shows (POST /qr/joinCodes; decision 084), in the body so it is never in an address or a log. ' +
        'Answers as a search by phone number does (the name masked). 422 JOIN_CODE_INVALID: not a join code of this server (an attendance code, altered, another server); ' +
        '410 JOIN_CODE_EXPIRED: the worker opens a new one; 404 ACCOUNT_NOT_FOUND: the account was closed since.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(JoinCodeLookupSchema) },
      responses: {
        200: json(WorkerLookupSchema, 'The worker.'),
        404: json(ApiErrorSchema, 'ACCOUNT_NOT_FOUND: the account was closed.'),
        410: json(ApiErrorSchema, 'JOIN_CODE_EXPIRED.'),
        422: json(ApiErrorSchema, 'JOIN_CODE_INVALID.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await findWorkerByJoinCode(deps, c.get('adminAuth'), c.req.valid('json').code), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/qr/joinCodes',
      operationId: 'issueJoinCode',
      tags,
      summary: 'A "join this site" code for the worker to show the site office',
      description:
        `Names the worker for ${String(JOIN_CODE_LIFETIME_SECONDS / 60)} minutes (lifetimeSeconds), so the office finds them by scanning it (POST /admin/workers/byJoinCode) instead of typing the number. ` +
        'Nothing is stored; any worker with an account may have one, with or without a site (decision 084).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      responses: {
        201: json(JoinCodeSchema, 'The code to show.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => c.json(await issueJoinCode(deps, c.get('user').id), 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/workers',
      operationId: 'registerWorker',
      tags,
      summary: 'Register a person without an account, from the ID card checked in person',
      description:
        'Birth date, gender and nationality come from the registration number; the ID check is recorded with it. The person is texted, in the language given, how to set a password ' +
        '(/firstLogin: POST /account/firstPassword/codes). A text that could not be sent registers nobody (503 SMS_NOT_SENT). ' +
        '400 fields: phone → required, phoneChars, phoneFormat; name → required, nameChars, tooLong; rrn → required, rrnFormat, rrnDate; idChecked → idCheckRequired. ' +
        '409 PHONE_TAKEN: an account has the number (find it); ACCOUNT_EXISTS with fields.rrn rrnRegistered: the person has an account under another number.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(WorkerRegistrationSchema) },
      responses: {
        201: json(WorkerLookupSchema, 'The person registered, as a lookup answers them (no contract yet).'),
        409: json(ApiErrorSchema, 'PHONE_TAKEN or ACCOUNT_EXISTS.'),
        ...errors(400, 401, 403, 500, 503),
      },
    }),
    async (c) => c.json(await registerWorker(deps, c.get('adminAuth'), c.req.valid('json'), appOrigin(c, deps.config)), 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/workers/{userId}/invitation',
      operationId: 'resendWorkerInvitation',
      tags,
      summary: 'Text a registered person again how to set their password',
      description:
        'For a person who has not set a password, registered by this admin or with a contract at the site (404 otherwise). 409 PASSWORD_ALREADY_SET: they log in (or use Forgot password). SMS sends are counted as every send.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: WorkerParamsSchema },
      responses: {
        200: json(InvitationSentSchema, 'Where the text went.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such person for the admin's site."),
        409: json(ApiErrorSchema, 'PASSWORD_ALREADY_SET.'),
        ...errors(401, 403, 500, 503),
      },
    }),
    async (c) => c.json(await resendInvitation(deps, c.get('adminAuth'), c.req.valid('param').userId, appOrigin(c, deps.config)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/workers/{userId}/phone/codes',
      operationId: 'sendWorkerPhoneCode',
      tags,
      summary: "Changing a worker's number at the site, step 1: text a code to the new number",
      description:
        'Decision 082: the person reads the code from the new phone to the admin (PUT /admin/workers/{userId}/phone). Only for a worker with a contract at the site or registered by this admin (404 otherwise). ' +
        '400 fields.phone: required, phoneChars, phoneFormat, samePhone (the number the worker has). 409 PHONE_TAKEN: another account has the number. SMS sends are counted as every send.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: WorkerParamsSchema, body: jsonBody(PhoneChangeCodeRequestSchema) },
      responses: {
        200: json(PhoneChangeCodeSentSchema, 'The code was texted to the new number.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such worker for the admin's site."),
        409: json(ApiErrorSchema, 'PHONE_TAKEN.'),
        ...errors(400, 401, 403, 429, 500, 503),
      },
    }),
    async (c) => c.json(await sendPhoneChangeCode(deps, c.get('adminAuth'), c.req.valid('param').userId, c.req.valid('json').phone), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/workers/{userId}/phone',
      operationId: 'changeWorkerPhone',
      tags,
      summary: "Changing a worker's number at the site, step 2: the code from the new phone makes it the login",
      description:
        "Every session of the worker ends; the change is kept (who, when, from which number); the old and the new number are texted, and the answer says whether each text was taken. " +
        'The code works once, for the worker, the number and the admin it was sent for, 5 minutes and 5 tries: 422 RECOVERY_CODE_WRONG, then 410 RECOVERY_CODE_EXPIRED (ask for a new one). ' +
        '400 fields: code → required, codeFormat; idChecked → idCheckRequired. 409 PHONE_TAKEN: another account took the number meanwhile.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: WorkerParamsSchema, body: jsonBody(WorkerPhoneChangeSchema) },
      responses: {
        200: json(WorkerPhoneChangedSchema, 'The worker with the new number, and whether each number was told.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such worker for the admin's site."),
        409: json(ApiErrorSchema, 'PHONE_TAKEN.'),
        410: json(ApiErrorSchema, 'RECOVERY_CODE_EXPIRED: ask for a new code.'),
        422: json(ApiErrorSchema, 'RECOVERY_CODE_WRONG.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await changeWorkerPhone(deps, c.get('adminAuth'), c.req.valid('param').userId, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/employments',
      operationId: 'takeOnWorker',
      tags,
      summary: "Take a worker on: a contract from one of the site's templates, for the worker to sign",
      description:
        'The terms are copied from the template; a one-day template ends on its first day. 400 fields: validFrom → date, past, tooFar (60 days); ' +
        "templateId → belowMinimumWage (below the minimum wage of the first day's year). 404 NOT_FOUND: no such template at the site; " +
        'ACCOUNT_NOT_FOUND: no such worker. 409 ALREADY_EMPLOYED: a contract of the worker at the site is in force on or after that day.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(TakeOnRequestSchema) },
      responses: {
        201: json(WorkerLookupSchema, 'The worker with the new contract.'),
        404: json(ApiErrorSchema, 'NOT_FOUND or ACCOUNT_NOT_FOUND.'),
        409: json(ApiErrorSchema, 'ALREADY_EMPLOYED.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await takeOnWorker(deps, siteAdmin(c.get('adminAuth')), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/employments/{contractId}/end',
      operationId: 'endEmployment',
      tags,
      summary: "End a worker's employment at the site on a last day",
      description:
        "The worker's codes are refused at the site from the day after (EMPLOYMENT_ENDED); pay and documents stay. " +
        '400 fields.lastDay: date, beforeStart, beforeWorked (the worker was recorded at the site after it).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: ContractIdParamsSchema, body: jsonBody(EndEmploymentRequestSchema) },
      responses: {
        200: json(EmploymentSchema, 'The contract with its last day.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such contract at the admin's site."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await endEmployment(deps, siteAdmin(c.get('adminAuth')), c.req.valid('param').contractId, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/workers/{userId}/identity',
      operationId: 'recordWorkerIdentity',
      tags,
      summary: "Record that the worker's ID card was checked, and a foreigner's stay status, its end and country",
      description:
        'The pay rules take the insurance by stay status (docs/pay-rules.md). Only a worker with a contract at the site (404 otherwise). ' +
        '400 fields: stayStatus → required, stayFormat, notForeigner (a Korean national has none); stayExpiresOn → required, date, expired; country → required, countryFormat.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: WorkerParamsSchema, body: jsonBody(IdentityRecordSchema) },
      responses: {
        200: json(WorkerIdentitySchema, 'What is now recorded.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such worker at the admin's site."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await recordIdentity(deps, c.get('adminAuth'), c.req.valid('param').userId, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/workers/{userId}/safetyTraining',
      operationId: 'recordSafetyTraining',
      tags,
      summary: "Record the worker's basic safety training certificate (건설업 기초안전보건교육 이수증) from the card",
      description:
        "Until it is recorded (and the contract signed), the worker's codes under a contract taken on are refused at the gate: 403 NOT_READY_FOR_WORK. " +
        'Recording again replaces it. An optional photo of the card is kept with it (both or neither) and replaces the one kept; without one, the photo kept stays; readiness does not ask for it. ' +
        'Only a worker with a contract at the site (404 otherwise). The body may be up to 768 KB. ' +
        '400 fields: certificateNo → required, tooLong (30), certificateFormat; completedOn → required, date, future, tooOld (before 2000); ' +
        'photo → invalid (not a JPEG that decodes whole), tooLarge (too many pixels), tooLong (over 512 KB).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [photoLimit, admin] as const,
      request: { params: WorkerParamsSchema, body: jsonBody(SafetyTrainingRecordSchema) },
      responses: {
        200: json(SafetyTrainingSchema, 'What is now recorded.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such worker at the admin's site."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await recordSafetyTraining(deps, c.get('adminAuth'), c.req.valid('param').userId, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/workers/{userId}/photo',
      operationId: 'recordWorkerPhoto',
      tags,
      summary: "Take the worker's face photo for the gate, with the worker's consent",
      description:
        'An accepted scan shows it large (decision 080). Taking it again replaces it. Only a worker with a contract at the site (404 otherwise). The body may be up to 768 KB. ' +
        '400 fields: photo → invalid (not a JPEG that decodes whole), tooLarge (too many pixels), tooLong (over 512 KB); consent → consentRequired.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [photoLimit, admin] as const,
      request: { params: WorkerParamsSchema, body: jsonBody(WorkerPhotoRecordSchema) },
      responses: {
        200: json(WorkerPhotoSchema, 'When it was taken.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such worker at the admin's site."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await recordWorkerPhoto(deps, c.get('adminAuth'), c.req.valid('param').userId, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/workers/{userId}/photo',
      operationId: 'getWorkerPhoto',
      tags,
      summary: "The worker's face photo, for an admin of a site where the worker has a contract",
      description: 'Never stored by a shared cache (Cache-Control: private, no-store). 404 when there is none, or the worker has no contract at the site.',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { params: WorkerParamsSchema },
      responses: { 200: JPEG, 404: json(ApiErrorSchema, 'NOT_FOUND.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => jpegAnswer(await workerPhoto(deps.db, c.req.valid('param').userId, c.get('adminAuth').site.siteCode)),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/workers/{userId}/safetyTraining/photo',
      operationId: 'recordTrainingCardPhoto',
      tags,
      summary: "Keep a photo of the worker's safety training card, once the training is recorded",
      description:
        'Optional (decision 076): readiness for work does not ask for it. Taking it again replaces it. Only a worker with a contract at the site whose training is recorded ' +
        '(404 otherwise: record it with the photo, PUT /admin/workers/{userId}/safetyTraining). The body may be up to 768 KB. ' +
        '400 fields: photo → invalid (not a JPEG that decodes whole), tooLarge (too many pixels), tooLong (over 512 KB).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [photoLimit, admin] as const,
      request: { params: WorkerParamsSchema, body: jsonBody(TrainingCardPhotoRecordSchema) },
      responses: {
        200: json(TrainingCardPhotoSchema, 'When it was kept.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such worker at the admin's site, or no training recorded yet."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await recordTrainingCardPhoto(deps, c.get('adminAuth'), c.req.valid('param').userId, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/workers/{userId}/safetyTraining/photo',
      operationId: 'getTrainingCardPhoto',
      tags,
      summary: "The photo of the worker's safety training card, for an admin of a site where the worker has a contract",
      description: 'Never stored by a shared cache (Cache-Control: private, no-store). 404 when there is none, or the worker has no contract at the site.',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { params: WorkerParamsSchema },
      responses: { 200: JPEG, 404: json(ApiErrorSchema, 'NOT_FOUND.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => jpegAnswer(await trainingCardPhoto(deps.db, c.req.valid('param').userId, c.get('adminAuth').site.siteCode)),
  );

  // The staff API (issue 33): the employer's systems make the same changes through the same services, naming the site.
  const staff = requireStaff(deps);
  const site = STAFF_SITE_PARAMS;
  const staffTags = ['staff'];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/sites/{siteCode}/contractTemplates',
      operationId: 'staffListContractTemplates',
      tags: staffTags,
      summary: "A site's contract templates (staff only, not the app)",
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: site },
      responses: { 200: json(ContractTemplateListSchema, "The site's templates in use."), 404: json(ApiErrorSchema, 'NOT_FOUND: no such site.'), ...STAFF_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => c.json(await listTemplates(deps, await staffAtSite(deps.db, c.req.valid('param').siteCode)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/staff/sites/{siteCode}/contractTemplates',
      operationId: 'staffCreateContractTemplate',
      tags: staffTags,
      summary: 'Make a contract template for a site (staff only)',
      description: RULES,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: site, body: jsonBody(ContractTemplateTermsSchema) },
      responses: { 201: json(ContractTemplateSchema, 'The template, version 1.'), 404: json(ApiErrorSchema, 'NOT_FOUND: no such site.'), ...STAFF_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => c.json(await createTemplate(deps, await staffAtSite(deps.db, c.req.valid('param').siteCode), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/staff/sites/{siteCode}/contractTemplates/{id}',
      operationId: 'staffChangeContractTemplate',
      tags: staffTags,
      summary: "Change a site's template (staff only): a new version; contracts made from it keep theirs",
      description: RULES,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: v.object({ ...site.entries, ...ContractTemplateParamsSchema.entries }), body: jsonBody(ContractTemplateChangeSchema) },
      responses: {
        200: json(ContractTemplateSchema, 'The template, its version one more.'),
        404: json(ApiErrorSchema, 'NOT_FOUND: no such site, or no such template there.'),
        409: json(ApiErrorSchema, 'TEMPLATE_CHANGED: changed since `version`.'),
        ...STAFF_ERRORS,
        ...errors(400, 429, 500),
      },
    }),
    async (c) => {
      const { siteCode, id } = c.req.valid('param');
      return c.json(await changeTemplate(deps, await staffAtSite(deps.db, siteCode), id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/staff/sites/{siteCode}/employments',
      operationId: 'staffTakeOnWorker',
      tags: staffTags,
      summary: "Take a worker on at a site from one of its templates (staff only)",
      description: 'As POST /admin/employments: the same rules and answers.',
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: site, body: jsonBody(TakeOnRequestSchema) },
      responses: {
        201: json(WorkerLookupSchema, 'The worker with the new contract.'),
        404: json(ApiErrorSchema, 'NOT_FOUND (no such site or template) or ACCOUNT_NOT_FOUND.'),
        409: json(ApiErrorSchema, 'ALREADY_EMPLOYED.'),
        ...STAFF_ERRORS,
        ...errors(400, 429, 500),
      },
    }),
    async (c) => c.json(await takeOnWorker(deps, await staffAtSite(deps.db, c.req.valid('param').siteCode), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/staff/sites/{siteCode}/employments/{contractId}/end',
      operationId: 'staffEndEmployment',
      tags: staffTags,
      summary: "End a worker's employment at a site on a last day (staff only)",
      description: 'As POST /admin/employments/{contractId}/end: the same rules and answers.',
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: v.object({ ...site.entries, ...ContractIdParamsSchema.entries }), body: jsonBody(EndEmploymentRequestSchema) },
      responses: {
        200: json(EmploymentSchema, 'The contract with its last day.'),
        404: json(ApiErrorSchema, 'NOT_FOUND: no such site, or no such contract there.'),
        ...STAFF_ERRORS,
        ...errors(400, 429, 500),
      },
    }),
    async (c) => {
      const { siteCode, contractId } = c.req.valid('param');
      return c.json(await endEmployment(deps, await staffAtSite(deps.db, siteCode), contractId, c.req.valid('json')), 200);
    },
  );

  return app;
}
