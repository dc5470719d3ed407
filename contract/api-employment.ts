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

export const WorkerLookupSchema = v.object({
  userId: v.string(),
  maskedName: v.pipe(v.string(), v.description('The name with all but its first and last letters hidden (김*준).')),
  phone: v.pipe(v.string(), v.description('010-1234-5678')),
  employment: v.pipe(v.nullable(EmploymentSchema), v.description('The newest contract at the admin\'s site; null: never employed there.')),
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
