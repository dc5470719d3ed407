import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkEmployeeNumber,
  checkNoControlCharacters,
  checkQnaContent,
  checkQnaTitle,
  checkNewPassword,
  checkPasswordConfirm,
  checkPhone,
  checkRequired,
  formatPhone,
  isNewMobileNumber,
  normalizeAddress,
  normalizePhone,
} from './input-rules.ts';

describe('phone numbers', () => {
  it('asks for a value when nothing or only spaces were entered', () => {
    expect(checkPhone('')).toBe('required');
    expect(checkPhone('   ')).toBe('required');
  });

  it('allows only digits and - (docs/spec-notes.md §5)', () => {
    expect(checkPhone('010 1234 5678')).toBe('phoneChars');
    expect(checkPhone('010-12ab-5678')).toBe('phoneChars');
    expect(checkPhone('+821012345678')).toBe('phoneChars');
    expect(checkPhone('010-1234-5678')).toBeNull();
    expect(checkPhone('01012345678')).toBeNull();
  });

  it('rejects numbers that are not Korean mobile numbers', () => {
    expect(checkPhone('02-123-4567')).toBe('phoneFormat');
    expect(checkPhone('010-1234')).toBe('phoneFormat');
    expect(checkPhone('010-1234-56789')).toBe('phoneFormat');
  });

  it('normalises spaces, hyphens and +82', () => {
    expect(normalizePhone('010-1234-5678')).toBe('01012345678');
    expect(normalizePhone('+82 10 1234 5678')).toBe('01012345678');
  });

  it('shows numbers as 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });

  it('accepts only 010 numbers outside the unissued 0000–1999 blocks for new sign-ups', () => {
    expect(isNewMobileNumber('010-2345-6789')).toBe(true);
    expect(isNewMobileNumber('010-1999-6789')).toBe(false);
    expect(isNewMobileNumber('011-234-5678')).toBe(false);
  });
});

describe('new passwords (docs/spec-notes.md §5, §9)', () => {
  it('asks for a value when empty', () => {
    expect(checkNewPassword('')).toBe('required');
  });

  it('needs at least 10 characters', () => {
    expect(checkNewPassword('Ab1!Ab1!A')).toBe('passwordLength');
    expect(checkNewPassword('Ab1!Ab1!Ab')).toBeNull();
  });

  it('needs letters, digits and special characters together', () => {
    expect(checkNewPassword('abcdefghij1')).toBe('passwordMix');
    expect(checkNewPassword('abcdefghij!')).toBe('passwordMix');
    expect(checkNewPassword('1234567890!')).toBe('passwordMix');
    expect(checkNewPassword('Wfm!demo2026')).toBeNull();
  });

  it('says when the confirmation differs', () => {
    expect(checkPasswordConfirm('Wfm!demo2026', '')).toBe('required');
    expect(checkPasswordConfirm('Wfm!demo2026', 'Wfm!demo2025')).toBe('passwordMismatch');
    expect(checkPasswordConfirm('Wfm!demo2026', 'Wfm!demo2026')).toBeNull();
  });
});

describe('other fields', () => {
  it('requires a value', () => {
    expect(checkRequired(' ')).toBe('required');
    expect(checkRequired('x')).toBeNull();
  });

  it('takes employee numbers of 2–20 letters and digits', () => {
    expect(checkEmployeeNumber('')).toBe('required');
    expect(checkEmployeeNumber('A')).toBe('employeeNumberFormat');
    expect(checkEmployeeNumber('A-1001')).toBe('employeeNumberFormat');
    expect(checkEmployeeNumber('A1001')).toBeNull();
  });
});

describe('checkNoControlCharacters', () => {
  it('refuses NUL, escape, DEL and C1 controls, and keeps tabs, line breaks and every script', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085', '\u000b']) expect(checkNoControlCharacters(bad), JSON.stringify(bad)).toBe('controlChars');
    for (const good of ['첫 줄\r\n둘째\t줄', '김민준', 'Nguyễn', '张伟', '']) expect(checkNoControlCharacters(good), good).toBeNull();
  });

  it('is part of the Q&A texts’ rules', () => {
    expect(checkQnaTitle('제목\u0000')).toBe('controlChars');
    expect(checkQnaContent('내용\n둘째 줄')).toBeNull();
  });
});

describe('the worker\'s address', () => {
  it('takes 5 to 200 characters as a person counts them, trimmed, spaces collapsed', () => {
    expect(checkAddress('')).toBe('required');
    expect(checkAddress('   ')).toBe('required');
    expect(checkAddress('서울 중구')).toBeNull();
    expect(checkAddress('서울시')).toBe('tooShort');
    expect(checkAddress('  서울  시  ')).toBe('tooShort');
    expect(checkAddress('가'.repeat(200))).toBeNull();
    expect(checkAddress('가'.repeat(201))).toBe('tooLong');
    // An emoji is one character, not two.
    expect(checkAddress('🏠'.repeat(200))).toBeNull();
    expect(normalizeAddress('  경기도   성남시\u3000분당구 ')).toBe('경기도 성남시 분당구');
  });

  it('refuses control and format characters: line breaks, tabs, NUL, zero-width and direction marks, separators', () => {
    for (const bad of ['서울시 중구\n세종대로 110', '서울시\t중구 세종대로', '서울시 중구\u0000', '서울\u200b시 중구', '서울시 \u202e중구 세종대로', '서울시 중구\u2028세종대로', '서울시 중구 \ud800']) {
      expect(checkAddress(bad), JSON.stringify(bad)).toBe('controlChars');
    }
  });
});
