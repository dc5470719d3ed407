/**
 * Every fourth string of tests/fixtures/naughty-strings.json (Vitest runs in the repository's root),
 * less the lone surrogates nobody can type, for the forms' component tests: each submit re-renders
 * the whole app, and what a form does is the same for all (the rules are pure functions; every
 * string reaches the server in server/modules/accounts/bad-input.test.ts, with 1 MB bodies).
 */
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fill, press } from './interact';

export const NAUGHTY: readonly string[] = (JSON.parse(readFileSync('tests/fixtures/naughty-strings.json', 'utf8')) as { strings: string[] }).strings.filter(
  (value, index) => index % 4 === 0 && !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value),
);

/** What a one-line input keeps of a typed value: line breaks are dropped. */
export function keptInOneLine(value: string): string {
  return value.replace(/[\r\n]/g, '');
}

/**
 * Types each naughty string into every field labelled in `labels` (and `alongside`'s values into
 * theirs), presses `button`, and expects every value kept as typed and a message saying what is
 * wrong: the form refuses it on the phone.
 */
export async function refusesEveryNaughtyString(labels: readonly string[], button: string, alongside: (value: string) => Record<string, string> = () => ({})): Promise<void> {
  for (const value of NAUGHTY) {
    for (const label of labels) fill(label, value);
    for (const [label, other] of Object.entries(alongside(value))) fill(label, other);
    await press(button);
    for (const label of labels) expect((screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value, label).toBe(keptInOneLine(value));
    expect(document.querySelector('.field__error, .form__error'), `a message for ${JSON.stringify(value)}`).not.toBeNull();
  }
}
