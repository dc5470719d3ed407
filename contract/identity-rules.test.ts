import { describe, expect, it } from 'vitest';
import {
  checkBirthDate,
  checkName,
  checkNationality,
  checkRrn,
  legacyChecksumMatches,
  maskPhoneNumber,
  maskRrn,
  normalizeBirthDate,
  rrnFacts,
} from './identity-rules.ts';
import { checkPhone, isNewMobileNumber, normalizePhone } from './input-rules.ts';

/** Makes the old check digit right (numbers issued before October 2020). */
function withLegacyCheckDigit(first12: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first12.charAt(index)), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

describe('registration numbers', () => {
  it('accepts numbers issued before October 2020 (valid old check digit)', () => {
    const rrn = withLegacyCheckDigit('850314153021');
    expect(legacyChecksumMatches(rrn)).toBe(true);
    expect(checkRrn(rrn, 'korean')).toBeNull();
    expect(checkRrn(`${rrn.slice(0, 6)}-${rrn.slice(6)}`, 'korean')).toBeNull();
  });

  it('accepts numbers issued after October 2020 whose last digits are random (old check digit wrong)', () => {
    const valid = withLegacyCheckDigit('210405412345');
    const random = `${valid.slice(0, 12)}${(Number(valid.charAt(12)) + 3) % 10}`;
    expect(legacyChecksumMatches(random)).toBe(false);
    expect(checkRrn(random, 'korean')).toBeNull();
    expect(rrnFacts(random)).toEqual({ birthDate: '2021-04-05', gender: 'female', nationality: 'korean' });
  });

  it('reads the century, gender and nationality from the 7th digit', () => {
    expect(rrnFacts('9001011000000')).toEqual({ birthDate: '1990-01-01', gender: 'male', nationality: 'korean' });
    expect(rrnFacts('0001013000000')).toEqual({ birthDate: '2000-01-01', gender: 'male', nationality: 'korean' });
    expect(rrnFacts('9912310000000')).toEqual({ birthDate: '1899-12-31', gender: 'female', nationality: 'korean' });
    expect(rrnFacts('8806066000000')).toEqual({ birthDate: '1988-06-06', gender: 'female', nationality: 'foreigner' });
    expect(rrnFacts('0502027000000')).toEqual({ birthDate: '2005-02-02', gender: 'male', nationality: 'foreigner' });
  });

  it('accepts foreigner numbers (G 5–8) only for foreigners, and Korean ones only for Koreans', () => {
    expect(checkRrn('880606-6123456', 'foreigner')).toBeNull();
    expect(checkRrn('050202-7123456', 'foreigner')).toBeNull();
    expect(checkRrn('880606-6123456', 'korean')).toBe('rrnNationality');
    expect(checkRrn('900101-1123456', 'foreigner')).toBe('rrnNationality');
  });

  it('refuses impossible dates for the century the number says', () => {
    expect(checkRrn('900230-1000000', 'korean')).toBe('rrnDate');
    expect(checkRrn('901301-1000000', 'korean')).toBe('rrnDate');
    expect(checkRrn('900100-1000000', 'korean')).toBe('rrnDate');
    // 29 February exists in 2000 (G 3) but not in 1900 (G 1).
    expect(checkRrn('000229-3000000', 'korean')).toBeNull();
    expect(checkRrn('000229-1000000', 'korean')).toBe('rrnDate');
    expect(checkRrn('300101-3000000', 'korean', '2026-11-20')).toBe('rrnDate');
  });

  it('refuses what is not 13 digits', () => {
    expect(checkRrn('', 'korean')).toBe('required');
    expect(checkRrn('900101-123456', 'korean')).toBe('rrnFormat');
    expect(checkRrn('900101-12345678', 'korean')).toBe('rrnFormat');
    expect(checkRrn('90010a-1234567', 'korean')).toBe('rrnFormat');
    expect(checkRrn('900101--1234567', 'korean')).toBe('rrnFormat');
  });

  it('masks all but the birth date and the 7th digit', () => {
    expect(maskRrn('900101-1234567')).toBe('900101-1******');
  });
});

describe('birth date', () => {
  it('must be a real date, not in the future, and the one the number says', () => {
    expect(normalizeBirthDate('19900101')).toBe('1990-01-01');
    expect(normalizeBirthDate('1990-02-30')).toBeNull();
    expect(checkBirthDate('', '900101-1000000')).toBe('required');
    expect(checkBirthDate('1990-13-01', '900101-1000000')).toBe('birthDateFormat');
    expect(checkBirthDate('2030-01-01', '', '2026-11-20')).toBe('birthDateFuture');
    expect(checkBirthDate('1990-01-02', '900101-1000000')).toBe('birthDateMismatch');
    expect(checkBirthDate('1990-01-01', '900101-1000000')).toBeNull();
  });
});

describe('names and nationality', () => {
  it('takes names of any script with the punctuation names carry, nothing that could be markup', () => {
    expect(checkName('홍길동')).toBeNull();
    expect(checkName('NGUYEN Van An')).toBeNull();
    expect(checkName("O'Brien-Smith")).toBeNull();
    expect(checkName('  ')).toBe('required');
    expect(checkName('<script>')).toBe('nameChars');
    expect(checkName('홍길동1')).toBe('nameChars');
    expect(checkName('가'.repeat(51))).toBe('tooLong');
    expect(checkNationality('')).toBe('nationalityRequired');
    expect(checkNationality('korean')).toBeNull();
  });
});

describe('phone numbers with and without hyphens', () => {
  it('normalises and validates both forms alike', () => {
    expect(normalizePhone('010-2345-6789')).toBe('01023456789');
    expect(checkPhone('010-2345-6789')).toBeNull();
    expect(checkPhone('01023456789')).toBeNull();
    expect(checkPhone('010 2345 6789')).toBe('phoneChars');
    expect(isNewMobileNumber('010-2345-6789')).toBe(true);
    expect(isNewMobileNumber('01012345678')).toBe(false);
    expect(maskPhoneNumber('01023456789')).toBe('010-****-6789');
  });
});
