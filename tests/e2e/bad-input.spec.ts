/**
 * Every string of tests/fixtures/naughty-strings.json in every field of the account forms: nothing
 * typed is lost, every refusal has a message, no string runs as script. (The same strings go
 * through every account call in server/modules/accounts/bad-input.test.ts, with 1 MB bodies.)
 * Korean gets the whole list; English a sample, since only the messages' language differs.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locale, say, test, useLocale } from './fixtures.ts';
import { answerPerson, answerRealName, newPerson, openProvider, popupClosed, signUpByApi } from './identity-fixtures.ts';
import type { Locator, Page } from '@playwright/test';

const ALL: string[] = (JSON.parse(readFileSync('tests/fixtures/naughty-strings.json', 'utf8')) as { strings: string[] }).strings
  // A lone surrogate cannot be typed (a browser turns it into U+FFFD); the server test sends it.
  .filter((s) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s));

function sample(locale: Locale): string[] {
  return locale === 'ko' ? ALL : ALL.filter((_, index) => index % 9 === 0);
}

/** What an input keeps of a typed value: single-line inputs drop line breaks. */
function kept(value: string): string {
  return value.replace(/[\r\n]/g, '');
}

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

/** Fills each field with the value, submits, and checks a message is shown and every value kept. */
async function tryValue(page: Page, fields: Locator[], value: string, submit: Locator) {
  for (const field of fields) {
    // Emptied first: a value that is only a line break types nothing into a one-line input.
    await field.fill('');
    await field.fill(value);
  }
  await submit.click();
  await expect(page.locator('.field__error, .form__error').first()).toBeVisible();
  for (const field of fields) await expect(field).toHaveValue(kept(value));
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`naughty strings in the account forms (${locale})`, () => {
  test.setTimeout(300_000);
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('login, sign-up step 1 and forgot password keep every value and say what is wrong', async ({ page }) => {
    const dialogs = await guardAgainstScript(page);
    await page.goto('/login');
    const phone = page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' }));
    const password = page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true });
    const logIn = page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true });
    for (const value of sample(locale)) {
      // One field at a time, the other left empty: refused on the phone, never sent to the server.
      await password.fill('');
      await tryValue(page, [phone], value, logIn);
      await phone.fill('');
      await tryValue(page, [password], value, logIn);
    }
    await expectNoScriptRan(page, dialogs);

    await page.goto('/join');
    const identity = [
      page.getByLabel(say(locale, { ko: '이름', en: 'Name' }), { exact: true }),
      page.getByLabel(say(locale, { ko: '주민등록번호', en: 'Resident registration number' })),
      page.getByLabel(say(locale, { ko: '생년월일', en: 'Birth date' })),
    ];
    const verify = page.getByRole('button', { name: say(locale, { ko: '본인 인증하기', en: 'Verify identity' }) });
    for (const value of sample(locale)) await tryValue(page, identity, value, verify);
    await expectNoScriptRan(page, dialogs);
    // The list holds real-looking registration numbers, which choose the nationality by themselves;
    // on a fresh form the choice is asked for.
    await page.goto('/join');
    await verify.click();
    await expect(page.getByText(say(locale, { ko: '내국인 또는 외국인을 선택해 주세요.', en: 'Choose Korean or Foreigner.' }))).toBeVisible();

    await page.goto('/forgotPassword');
    const check = [page.getByLabel(say(locale, { ko: '이름', en: 'Name' }), { exact: true }), page.getByLabel(say(locale, { ko: '생년월일', en: 'Birth date' }))];
    const verifyPhone = page.getByRole('button', { name: say(locale, { ko: '휴대폰으로 본인 인증', en: 'Verify with my phone' }) });
    for (const value of sample(locale)) await tryValue(page, check, value, verifyPhone);
    await expectNoScriptRan(page, dialogs);
  });

  test('sign-up passwords keep every value; one that looks like script is stored as typed and logs in', async ({ page }) => {
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
    for (const value of sample(locale)) {
      await confirm.fill(`${value}x`);
      await tryValue(page, [password], value, submit);
    }
    await expectNoScriptRan(page, dialogs);

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

  test('change password and cancellation keep every value and say what is wrong', async ({ page }) => {
    const dialogs = await guardAgainstScript(page);
    const person = newPerson();
    const secret = 'Naughty-form-1!';
    await signUpByApi(page.request, person, secret);
    await page.goto('/login');
    await page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(person.phone);
    await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill(secret);
    await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/changePassword');
    const current = page.getByLabel(say(locale, { ko: '현재 비밀번호', en: 'Current password' }));
    const next = page.getByLabel(say(locale, { ko: '새 비밀번호', en: 'New password' }), { exact: true });
    const confirm = page.getByLabel(say(locale, { ko: '새 비밀번호 확인', en: 'Confirm new password' }));
    const change = page.getByRole('button', { name: say(locale, { ko: '비밀번호 변경', en: 'Change password' }) });
    for (const value of sample(locale)) {
      await confirm.fill(`${value}x`);
      await tryValue(page, [current, next], value, change);
    }
    await expectNoScriptRan(page, dialogs);

    await page.goto('/accountCancellation');
    const password = page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true });
    const cancel = page.getByRole('button', { name: say(locale, { ko: '탈퇴하기', en: 'Cancel my account' }) });
    // The precautions are not ticked: every try is refused before anything is sent.
    for (const value of sample(locale)) await tryValue(page, [password], value, cancel);
    await expectNoScriptRan(page, dialogs);
  });
});
