/**
 * Identity input rules shared by the app and the server (docs/spec-notes.md §5; docs/accounts.md): names, resident and
 * foreigner registration numbers (주민등록번호 / 외국인등록번호), birth dates, and the password of a
 * new account. Each rule answers a stable code; messages live in ./identity-messages.ts.
 *
 * Registration numbers: `YYMMDD-GHIJKLX`. G says the century and the nationality (9/0 Korean 1800s,
 * 1/2 Korean 1900s, 3/4 Korean 2000s, 5/6 foreigner 1900s, 7/8 foreigner 2000s). The old check digit
 * is NOT checked: numbers issued since October 2020 end in random digits, so a checksum failure is
 * no reason to refuse a number (`legacyChecksumMatches` exists only as a hint for tests and support).
 */

export type Nationality = 'korean' | 'foreigner';
export const NATIONALITIES: readonly Nationality[] = ['korean', 'foreigner'];
export type Gender = 'male' | 'female';

export type IdentityRuleCode =
  | 'required'
  | 'tooLong'
  | 'nameChars'
  | 'rrnFormat'
  | 'rrnDate'
  | 'rrnNationality'
  | 'birthDateFormat'
  | 'birthDateFuture'
  | 'birthDateMismatch'
  | 'nationalityRequired';

const NAME_MAX = 50;

/** Stored and compared form of a name: NFC, trimmed, inner runs of spaces made one. */
export function normalizeName(input: string): string {
  return input.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * A person's name as on an ID: letters of any script (Hangul, Latin, …) with the marks that go with
 * them, spaces, and the few punctuation marks real names carry (. - ' · ,). Nothing that could be
 * markup, a control character or a digit.
 */
export function checkName(input: string): IdentityRuleCode | null {
  const name = normalizeName(input);
  if (name === '') return 'required';
  if ([...name].length > NAME_MAX) return 'tooLong';
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .\-'·,]*$/u.test(name)) return 'nameChars';
  return null;
}

/** Digits only: hyphens and spaces typed between the two parts are dropped. */
export function normalizeRrn(input: string): string {
  return input.replace(/[\s-]/g, '');
}

interface RrnFacts {
  /** yyyy-mm-dd */
  birthDate: string;
  gender: Gender;
  nationality: Nationality;
}

const CENTURY_BY_G: Record<string, { century: number; nationality: Nationality }> = {
  '9': { century: 1800, nationality: 'korean' },
  '0': { century: 1800, nationality: 'korean' },
  '1': { century: 1900, nationality: 'korean' },
  '2': { century: 1900, nationality: 'korean' },
  '3': { century: 2000, nationality: 'korean' },
  '4': { century: 2000, nationality: 'korean' },
  '5': { century: 1900, nationality: 'foreigner' },
  '6': { century: 1900, nationality: 'foreigner' },
  '7': { century: 2000, nationality: 'foreigner' },
  '8': { century: 2000, nationality: 'foreigner' },
};

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** What a well-formed number says (birth date, gender, nationality); null when it is not one. */
export function rrnFacts(input: string): RrnFacts | null {
  const rrn = normalizeRrn(input);
  if (!/^\d{13}$/.test(rrn)) return null;
  const g = rrn.charAt(6);
  const info = CENTURY_BY_G[g];
  if (!info) return null;
  const year = info.century + Number(rrn.slice(0, 2));
  const month = Number(rrn.slice(2, 4));
  const day = Number(rrn.slice(4, 6));
  if (!isRealDate(year, month, day)) return null;
  return {
    birthDate: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    gender: Number(g) % 2 === 1 ? 'male' : 'female',
    nationality: info.nationality,
  };
}

/**
 * A registration number for the chosen nationality: 13 digits (a hyphen after the 6th is fine),
 * a real calendar date in G's century, and G consistent with the nationality.
 * `today` (yyyy-mm-dd) refuses birth dates in the future.
 */
export function checkRrn(input: string, nationality: Nationality | '', today?: string): IdentityRuleCode | null {
  const value = input.trim();
  if (value === '') return 'required';
  const rrn = normalizeRrn(value);
  if (!/^\d{13}$/.test(rrn) || value.length > 14) return 'rrnFormat';
  if (!CENTURY_BY_G[rrn.charAt(6)]) return 'rrnFormat';
  const facts = rrnFacts(rrn);
  if (!facts) return 'rrnDate';
  if (today !== undefined && facts.birthDate > today) return 'rrnDate';
  if (nationality !== '' && facts.nationality !== nationality) return 'rrnNationality';
  return null;
}

/** yyyy-mm-dd or yyyymmdd → yyyy-mm-dd, or null when it is no real date. */
export function normalizeBirthDate(input: string): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(input.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1800 || !isRealDate(year, month, day)) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The birth date field: a real date, not in the future, and the date the registration number says. */
export function checkBirthDate(input: string, rrn: string, today?: string): IdentityRuleCode | null {
  if (input.trim() === '') return 'required';
  const date = normalizeBirthDate(input);
  if (!date) return 'birthDateFormat';
  if (today !== undefined && date > today) return 'birthDateFuture';
  const facts = rrnFacts(rrn);
  if (facts && facts.birthDate !== date) return 'birthDateMismatch';
  return null;
}

export function checkNationality(input: string): IdentityRuleCode | null {
  return (NATIONALITIES as readonly string[]).includes(input) ? null : 'nationalityRequired';
}

/** The number as shown anywhere: `900101-1******` (birth date and G; the rest never leaves the server). */
export function maskRrn(input: string): string {
  const rrn = normalizeRrn(input);
  return `${rrn.slice(0, 6)}-${rrn.charAt(6)}******`;
}

/**
 * The pre-October-2020 check digit. Never a reason to refuse a number (see the module comment);
 * kept so tests can show that numbers failing it are accepted.
 */
export function legacyChecksumMatches(input: string): boolean {
  const rrn = normalizeRrn(input);
  if (!/^\d{13}$/.test(rrn)) return false;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(rrn.charAt(index)), 0);
  return (11 - (sum % 11)) % 10 === Number(rrn.charAt(12));
}

/** 01012345678 → 010-****-5678 */
export function maskPhoneNumber(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length < 8) return d.replace(/\d/g, '*');
  return `${d.slice(0, 3)}-${'*'.repeat(d.length - 7)}-${d.slice(-4)}`;
}
