/**
 * "Save account" on the login screen remembers the phone number only, never the password. An account
 * change keeps it true: a phone change puts the new number in its place (the old one no longer logs
 * in), a cancellation forgets it (the number is no longer an account's).
 */
const SAVED_PHONE_KEY = 'savedPhone';

export function readSavedPhone(): string {
  try {
    return localStorage.getItem(SAVED_PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeSavedPhone(phone: string | null): void {
  if (phone === null) localStorage.removeItem(SAVED_PHONE_KEY);
  else localStorage.setItem(SAVED_PHONE_KEY, phone);
}

/**
 * When the saved number is `from` (hyphens or not; `*` stands for any digit, so a masked number such
 * as 010-****-5678 matches), saves `to` instead, or nothing when `to` is null. Another number saved
 * on this phone (someone else's) stays.
 */
export function replaceSavedPhone(from: string, to: string | null): void {
  const saved = readSavedPhone().replace(/\D/g, '');
  const pattern = from.replace(/[^\d*]/g, '');
  if (saved === '' || /^\**$/.test(pattern) || saved.length !== pattern.length) return;
  if ([...pattern].every((char, i) => char === '*' || char === saved[i])) writeSavedPhone(to);
}
