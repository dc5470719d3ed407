/**
 * Taking a worker on at the gate and ending the employment (issue 33): the site's admin finds the
 * person by phone number, makes a contract from one of the site's templates, and ends it on a last
 * day. The person found is shown with a masked name: the admin has the person and the ID card in front
 * of them, and a phone number alone must not tell anyone a name.
 */
import * as v from 'valibot';
import { instantField, ruled, wonField } from './api-common.ts';
import { CONTRACT_KINDS } from './contract-terms.ts';
import { checkPhone } from './input-rules.ts';

const isoDay = (description: string) =>
  v.pipe(v.string(), v.maxLength(10), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'), v.description(`yyyy-mm-dd (Asia/Seoul): ${description}`), v.examples(['2026-11-23']));

/** GET /admin/workers?phone */
export const WorkerLookupQuerySchema = v.object({ phone: ruled(checkPhone, 20) });

/** A worker's employment at the admin's site: the newest contract there. */
export const EmploymentSchema = v.object({
  contractId: v.string(),
  jobTitle: v.string(),
  dailyWage: wonField('For the contracted hours of a day'),
  kind: v.picklist(CONTRACT_KINDS),
  validFrom: isoDay('the first day'),
  validTo: v.pipe(v.nullable(v.string()), v.description('yyyy-mm-dd: the last day; null while it continues.')),
  signed: v.pipe(v.boolean(), v.description('Whether the worker has signed it.')),
  templateName: v.pipe(v.nullable(v.string()), v.description('The template it was made from, if any.')),
  issuedAt: instantField(),
});
export type Employment = v.InferOutput<typeof EmploymentSchema>;

/** What the admin recorded from the ID card (issue 33, decision 075); the stay fields for a foreigner only. */
export const WorkerIdentitySchema = v.object({
  foreigner: v.pipe(v.nullable(v.boolean()), v.description("From the account's registration number; null: not known.")),
  idCheckedAt: v.pipe(v.nullable(v.string()), v.description('When an admin checked the ID card in person; null: not yet.')),
  stayStatus: v.pipe(v.nullable(v.string()), v.description('체류자격, e.g. E-9.')),
  stayExpiresOn: v.pipe(v.nullable(v.string()), v.description('yyyy-mm-dd: the end of the stay.')),
  country: v.pipe(v.nullable(v.string()), v.description('ISO 3166-1 alpha-2, e.g. VN.')),
  employmentInsuranceOptIn: v.pipe(v.boolean(), v.description('Applied for employment insurance where the stay status does not cover it (임의가입).')),
});
export type WorkerIdentity = v.InferOutput<typeof WorkerIdentitySchema>;

/** PUT /admin/workers/{userId}/identity: the ID card checked now, and for a foreigner what it says. */
export const IdentityRecordSchema = v.object({
  stayStatus: v.pipe(v.nullable(v.pipe(v.string(), v.maxLength(12))), v.description('Required for a foreigner (E-9, H-2, F-4 …); null for a Korean national.')),
  stayExpiresOn: v.pipe(v.nullable(v.pipe(v.string(), v.maxLength(10))), v.description('yyyy-mm-dd, required with a stay status; not in the past.')),
  country: v.pipe(v.nullable(v.pipe(v.string(), v.maxLength(8))), v.description('ISO 3166-1 alpha-2, required with a stay status.')),
  employmentInsuranceOptIn: v.boolean(),
});
export type IdentityRecord = v.InferOutput<typeof IdentityRecordSchema>;

export const WorkerParamsSchema = v.object({ userId: v.pipe(v.string(), v.uuid()) });

export const WorkerLookupSchema = v.object({
  userId: v.string(),
  maskedName: v.pipe(v.string(), v.description('The name with all but its first and last letters hidden (김*준).')),
  phone: v.pipe(v.string(), v.description('010-1234-5678')),
  employment: v.pipe(v.nullable(EmploymentSchema), v.description('The newest contract at the admin\'s site; null: never employed there.')),
  identity: WorkerIdentitySchema,
});
export type WorkerLookup = v.InferOutput<typeof WorkerLookupSchema>;

/** POST /admin/employments */
export const TakeOnRequestSchema = v.object({
  userId: v.pipe(v.string(), v.uuid()),
  templateId: v.pipe(v.string(), v.uuid()),
  validFrom: isoDay('the first day, today or within the next 60 days'),
});
export type TakeOnRequest = v.InferOutput<typeof TakeOnRequestSchema>;

/** How far ahead a contract may begin. */
export const TAKE_ON_MAX_DAYS_AHEAD = 60;

/** POST /admin/employments/{contractId}/end */
export const EndEmploymentRequestSchema = v.object({ lastDay: isoDay('the last day worked; codes are refused from the day after') });
export type EndEmploymentRequest = v.InferOutput<typeof EndEmploymentRequestSchema>;

export const ContractIdParamsSchema = v.object({ contractId: v.pipe(v.string(), v.uuid()) });

/** The name as a lookup shows it: the first and last letters, the rest hidden (김민준 → 김*준, 이준 → 이*); spaces stay. */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0] ?? ''}*`;
  return letters.map((letter, index) => (index === 0 || index === letters.length - 1 || letter === ' ' ? letter : '*')).join('');
}
