import { afterEach, describe, expect, it } from 'vitest';
import { readSavedPhone, replaceSavedPhone, writeSavedPhone } from './saved-phone';

afterEach(() => localStorage.clear());

describe('replaceSavedPhone', () => {
  it('puts the new number in place of the account’s old one, with or without hyphens', () => {
    writeSavedPhone('01012345678');
    replaceSavedPhone('010-1234-5678', '010-9876-5432');
    expect(readSavedPhone()).toBe('010-9876-5432');
  });

  it('matches a masked number (the recovery flow shows only 010-****-5678)', () => {
    writeSavedPhone('010-1234-5678');
    replaceSavedPhone('010-****-5678', '010-2222-3333');
    expect(readSavedPhone()).toBe('010-2222-3333');
  });

  it('forgets the number of a cancelled account', () => {
    writeSavedPhone('010-1234-5678');
    replaceSavedPhone('010-1234-5678', null);
    expect(readSavedPhone()).toBe('');
  });

  it('leaves someone else’s saved number, and does nothing when none is saved or the old one is unknown', () => {
    writeSavedPhone('010-1111-2222');
    replaceSavedPhone('010-****-5678', null);
    replaceSavedPhone('010-1111-222', null);
    replaceSavedPhone('', null);
    replaceSavedPhone('***-****-****', null);
    expect(readSavedPhone()).toBe('010-1111-2222');
    localStorage.clear();
    replaceSavedPhone('010-1111-2222', '010-3333-4444');
    expect(readSavedPhone()).toBe('');
  });
});
