/**
 * "Save account" on the login screen remembers the phone number only, never the password.
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
