/**
 * A password that looks like script, through the real sign-up, the server and the login: stored as
 * typed, run nowhere, and it logs in. The naughty strings (tests/fixtures/naughty-strings.json) in
 * every field of the account forms are the forms' component tests (src/testing/naughty-strings.ts:
 * login, sign-up's steps 1 and 3, forgot password, change password, cancellation), and every string
 * reaches every account call in server/modules/accounts/bad-input.test.ts, with 1 MB bodies.
 */
import type { Page } from '@playwright/test';
import { expect, type Locale, say, test, useLocale } from './fixtures.ts';
import { answerPerson, answerRealName, newPerson, openProvider, popupClosed } from './identity-fixtures.ts';

async function guardAgainstScript(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNoScriptRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`naughty strings in the account forms (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('a sign-up password that looks like script is stored as typed, runs nowhere, and logs in', async ({ page }) => {
    const dialogs = await guardAgainstScript(page);
    const person = newPerson();
    await page.goto('/join');
    await page.getByLabel(say(locale, { ko: '이름', en: 'Name' }), { exact: true }).fill(person.name);
    await page.getByLabel(say(locale, { ko: '주민등록번호', en: 'Resident registration number' })).fill(person.rrn);
    await page.getByLabel(say(locale, { ko: '내국인', en: 'Korean' }), { exact: true }).check();
    await page.getByLabel(say(locale, { ko: '생년월일', en: 'Birth date' })).fill(person.birthDate);
    let popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, { ko: '본인 인증하기', en: 'Verify identity' }) }).click());
    await answerRealName(popup, locale);
    await popupClosed(popup);
    popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, { ko: '휴대폰 인증하기', en: 'Verify my phone' }) }).click());
    await answerPerson(popup, locale, person);
    await popupClosed(popup);

    const password = page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true });
    const confirm = page.getByLabel(say(locale, { ko: '비밀번호 확인', en: 'Confirm password' }));
    const submit = page.getByRole('button', { name: say(locale, { ko: '가입하기', en: 'Complete sign-up' }) });
    const scripty = '<img src=x onerror="window.__pwned=1">1';
    await password.fill(scripty);
    await confirm.fill(scripty);
    await page.getByLabel(say(locale, { ko: '전체 동의', en: 'Agree to all' })).check();
    await submit.click();
    await page.getByRole('alertdialog').getByRole('button').click();
    await page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(person.phone);
    await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill(scripty);
    await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoScriptRan(page, dialogs);
  });
});
