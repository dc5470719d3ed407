/**
 * Taking a worker on at the gate and ending the employment (issue 33): the site's admin finds the
 * person by phone number, makes a contract from one of the site's templates, and ends it on a last
 * day. The person found is shown with a masked name: the admin has the person and the ID card in front
 * of them, and a phone number alone must not tell anyone a name.
 */
import * as v from 'valibot';
import { instantField, ruleCheck, ruled, wonField } from './api-common.ts';
import { languageField, nameField } from './api-identity.ts';
import { CONTRACT_KINDS } from './contract-terms.ts';
import { checkRrn } from './identity-rules.ts';
import { checkOneTimeCode, checkPhone } from './input-rules.ts';
import { todayInSeoul } from './seoul-time.ts';
import { isIsoDate } from './seoul-calendar.ts';

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
  checksBeforeWork: v.pipe(
    v.boolean(),
    v.description('Whether the gate refuses the worker\'s codes until it is signed and the safety training recorded (every contract taken on; false for one made before the rule).'),
  ),
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

/** A JPEG as the app sends it: base64 of at most `maxBytes` once made small on the phone; the server decodes it and writes it again. */
function jpegField(maxBytes: number, description: string) {
  return v.pipe(v.string(), v.maxLength(Math.ceil(maxBytes / 3) * 4), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid'), v.description(description));
}

/** The photo of the training card once made small on the phone (decision 076: optional). */
export const TRAINING_CARD_PHOTO_MAX_BYTES = 512 * 1024;
/** The longest side the app makes the photo of the card: large enough to read its print. */
export const TRAINING_CARD_PHOTO_MAX_SIDE = 1280;

/** The basic safety training certificate (건설업 기초안전보건교육 이수증) as an admin recorded it from the card (issue 33, decision 076). */
export const SafetyTrainingSchema = v.object({
  certificateNo: v.pipe(v.string(), v.description('The number printed on the card.')),
  completedOn: isoDay('the day of the training, as the card says'),
  recordedAt: instantField(),
  photoRecordedAt: v.pipe(
    v.nullable(v.string()),
    v.description('When the photo of the card was kept (GET /admin/workers/{userId}/safetyTraining/photo); null: none. Optional: readiness for work does not ask for it.'),
  ),
});
export type SafetyTraining = v.InferOutput<typeof SafetyTrainingSchema>;

/** PUT /admin/workers/{userId}/safetyTraining */
export const SafetyTrainingRecordSchema = v.object({
  certificateNo: v.pipe(v.string(), v.maxLength(60), v.description('1–30 letters, digits, spaces and hyphens, as printed on the card.'), v.examples(['2026-서울-0412345'])),
  completedOn: v.pipe(v.string(), v.maxLength(10), v.description('yyyy-mm-dd: the day of the training; not in the future.')),
  photo: v.optional(
    jpegField(TRAINING_CARD_PHOTO_MAX_BYTES, 'Optional: a photo of the card, a JPEG, base64, at most 512 KB (the app makes it small first). It replaces the one kept; without it, the one kept stays.'),
  ),
});
export type SafetyTrainingRecord = v.InferOutput<typeof SafetyTrainingRecordSchema>;

/** PUT /admin/workers/{userId}/safetyTraining/photo: the photo of the card on its own, once the training is recorded. */
export const TrainingCardPhotoRecordSchema = v.object({
  photo: jpegField(TRAINING_CARD_PHOTO_MAX_BYTES, 'A photo of the card, a JPEG, base64, at most 512 KB (the app makes it small first).'),
});
export type TrainingCardPhotoRecord = v.InferOutput<typeof TrainingCardPhotoRecordSchema>;

export const TrainingCardPhotoSchema = v.object({ recordedAt: instantField() });
export type TrainingCardPhoto = v.InferOutput<typeof TrainingCardPhotoSchema>;

/** The longest certificate number recorded (the cards print about 20 characters). */
export const CERTIFICATE_NO_MAX = 30;
/** The training became required of every construction worker in 2012; a day before this is a typing mistake. */
export const TRAINING_EARLIEST = '2000-01-01';

/**
 * The rules of a training record, for the form and the server alike: each field's broken rule
 * (`required`, `certificateFormat`, `tooLong`; `date`, `future`, `tooOld`), none when it may be
 * recorded. `today` is the Seoul day (yyyy-mm-dd).
 */
export function checkSafetyTraining(record: SafetyTrainingRecord, today: string): { certificateNo?: string; completedOn?: string } {
  const problems: { certificateNo?: string; completedOn?: string } = {};
  const number = record.certificateNo.trim();
  if (number === '') problems.certificateNo = 'required';
  else if ([...number].length > CERTIFICATE_NO_MAX) problems.certificateNo = 'tooLong';
  else if (!/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(number)) problems.certificateNo = 'certificateFormat';
  const day = record.completedOn;
  if (day === '') problems.completedOn = 'required';
  else if (!isIsoDate(day)) problems.completedOn = 'date';
  else if (day > today) problems.completedOn = 'future';
  else if (day < TRAINING_EARLIEST) problems.completedOn = 'tooOld';
  return problems;
}

export const WorkerParamsSchema = v.object({ userId: v.pipe(v.string(), v.uuid()) });

export const WorkerLookupSchema = v.object({
  userId: v.string(),
  maskedName: v.pipe(v.string(), v.description('The name with all but its first and last letters hidden (김*준).')),
  phone: v.pipe(v.string(), v.description('010-1234-5678')),
  employment: v.pipe(v.nullable(EmploymentSchema), v.description('The newest contract at the admin\'s site; null: never employed there.')),
  identity: WorkerIdentitySchema,
  safetyTraining: v.pipe(v.nullable(SafetyTrainingSchema), v.description('null: not recorded yet.')),
  language: v.pipe(languageField, v.description("The person's language: the consent for the photo is shown to them in it.")),
  photoRecordedAt: v.pipe(v.nullable(v.string()), v.description('When the face photo for the gate was taken (GET /admin/workers/{userId}/photo); null: none.')),
  passwordSet: v.pipe(
    v.boolean(),
    v.description('false: registered by a site and the person has not set a password yet (a text told them how; POST /admin/workers/{userId}/invitation sends it again).'),
  ),
});
export type WorkerLookup = v.InferOutput<typeof WorkerLookupSchema>;

/**
 * POST /admin/workers (issue 33, decision 079): a person without an account, registered by the site's
 * admin from the ID card in front of them. Birth date, gender and nationality come from the number.
 */
export const WorkerRegistrationSchema = v.object({
  phone: v.pipe(ruled(checkPhone, 20), v.examples(['010-1234-5678'])),
  name: nameField,
  rrn: v.pipe(
    ruled((value) => checkRrn(value, '', todayInSeoul().toString()), 40),
    v.description('The registration number on the card (주민등록번호 or 외국인등록번호): 13 digits, a hyphen after the 6th allowed. Never answered back.'),
    v.examples(['900101-1234567']),
  ),
  language: languageField,
  idChecked: v.pipe(v.boolean(), ruleCheck((value: boolean) => value, 'idCheckRequired'), v.description('true: the admin checked the ID card in person and it shows this name and number.')),
});
export type WorkerRegistration = v.InferOutput<typeof WorkerRegistrationSchema>;

/** The face photo's limit once made small on the phone (a JPEG of at most 640 px a side). */
export const WORKER_PHOTO_MAX_BYTES = 512 * 1024;
/** The longest side the app makes the face photo. */
export const WORKER_PHOTO_MAX_SIDE = 640;

/** PUT /admin/workers/{userId}/photo (decision 080): the face for the gate, with the worker's consent. */
export const WorkerPhotoRecordSchema = v.object({
  photo: jpegField(WORKER_PHOTO_MAX_BYTES, 'A JPEG, base64, at most 512 KB (the app makes it small first).'),
  consent: v.pipe(v.boolean(), ruleCheck((value: boolean) => value, 'consentRequired'), v.description('true: the worker read the consent text in their language and agreed.')),
});
export type WorkerPhotoRecord = v.InferOutput<typeof WorkerPhotoRecordSchema>;

export const WorkerPhotoSchema = v.object({ recordedAt: instantField() });
export type WorkerPhoto = v.InferOutput<typeof WorkerPhotoSchema>;

/** POST /admin/workers/{userId}/invitation: where the text went. */
export const InvitationSentSchema = v.object({ sentTo: v.pipe(v.string(), v.description('Masked.'), v.examples(['010-****-5678'])) });
export type InvitationSent = v.InferOutput<typeof InvitationSentSchema>;

/**
 * POST /admin/workers/{userId}/phone/codes (issue 31, decision 082): the site changes a worker's number
 * with the person in front of it. A code is texted to the new number, which the person reads out.
 */
export const PhoneChangeCodeRequestSchema = v.object({ phone: v.pipe(ruled(checkPhone, 20), v.examples(['010-2345-6789'])) });
export type PhoneChangeCodeRequest = v.InferOutput<typeof PhoneChangeCodeRequestSchema>;

export const PhoneChangeCodeSentSchema = v.object({
  codeToken: v.pipe(v.string(), v.description('Send it back with the code; it works as long as the code.')),
  sentTo: v.pipe(v.string(), v.description('The new number, masked.'), v.examples(['010-****-6789'])),
  expiresInSeconds: v.number(),
});
export type PhoneChangeCodeSent = v.InferOutput<typeof PhoneChangeCodeSentSchema>;

/** PUT /admin/workers/{userId}/phone: the code from the new phone, and the ID card checked again. */
export const WorkerPhoneChangeSchema = v.object({
  codeToken: v.pipe(v.string(), v.maxLength(200)),
  code: v.pipe(ruled(checkOneTimeCode, 16), v.description('The six digits the new phone received; spaces are ignored.'), v.examples(['482913'])),
  idChecked: v.pipe(v.boolean(), ruleCheck((value: boolean) => value, 'idCheckRequired'), v.description('true: the admin checked the ID card in person against the worker.')),
});
export type WorkerPhoneChange = v.InferOutput<typeof WorkerPhoneChangeSchema>;

export const WorkerPhoneChangedSchema = v.object({
  worker: WorkerLookupSchema,
  oldPhoneTold: v.pipe(v.boolean(), v.description('Whether the old number took the text saying the number was changed (false: tell the worker yourself).')),
  newPhoneTold: v.pipe(v.boolean(), v.description('Whether the new number took the text saying it is now the login number.')),
});
export type WorkerPhoneChanged = v.InferOutput<typeof WorkerPhoneChangedSchema>;

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

/** The office's lookup of a worker by their "join this site" code (decision 084; the code itself: api-qr.ts JoinCodeSchema). */
export const JoinCodeLookupSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(200), v.description('The text read from the worker’s screen.')),
});
export type JoinCodeLookup = v.InferOutput<typeof JoinCodeLookupSchema>;
