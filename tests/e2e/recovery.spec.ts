import { expect, type Locale, say, test, useLocale } from './fixtures.ts';
import { answerPerson, latestSms, newPerson, openProvider, popupClosed, signUpByApi, withoutPopups, type Person } from './identity-fixtures.ts';
import type { Page } from '@playwright/test';

const PASSWORD = 'Recovery-test-1!';
const NEW_PASSWORD = 'After-reset-22!';

const L = {
  forgot: { ko: '비밀번호 찾기', en: 'Forgot password' },
  name: { ko: '이름', en: 'Name' },
  birthDate: { ko: '생년월일', en: 'Birth date' },
  verify: { ko: '휴대폰으로 본인 인증', en: 'Verify with my phone' },
  reset: { ko: '비밀번호 재설정', en: 'Reset password' },
  changePhone: { ko: '휴대폰 번호 변경', en: 'Change phone number' },
  continue: { ko: '계속', en: 'Continue' },
  goToLogin: { ko: '로그인하러 가기', en: 'Go to login' },
  phone: { ko: '휴대폰 번호', en: 'Mobile number' },
  password: { ko: '비밀번호', en: 'Password' },
  logIn: { ko: '로그인', en: 'Log in' },
  accessNotPossible: { ko: '접근할 수 없습니다', en: 'Access is not possible' },
};

async function userCheck(page: Page, locale: Locale, person: Person, verifiedAs: Person = person) {
  await page.goto('/login');
  await page.getByRole('link', { name: say(locale, L.forgot) }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await page.getByLabel(say(locale, L.name), { exact: true }).fill(person.name);
  await page.getByLabel(say(locale, L.birthDate)).fill(person.birthDate);
  const popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, L.verify) }).click());
  await answerPerson(popup, locale, verifiedAs);
  await popupClosed(popup);
}

async function logIn(page: Page, locale: Locale, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(say(locale, L.phone)).fill(phone);
  await page.getByLabel(say(locale, L.password), { exact: true }).fill(password);
  await page.getByRole('button', { name: say(locale, L.logIn), exact: true }).click();
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`forgot password (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('a temporary password by SMS, then the forced change, then the new password', async ({ page }) => {
    const person = newPerson();
    await signUpByApi(page.request, person, PASSWORD);

    // The user check must match the verified person.
    await userCheck(page, locale, { ...person, birthDate: '1959-01-01' }, person);
    await expect(page.getByRole('alert')).toHaveText(say(locale, { ko: '본인 정보가 휴대폰 인증 정보와 일치하지 않습니다.', en: 'Your identity details do not match the phone verification.' }));
    await page.getByLabel(say(locale, L.birthDate)).fill(person.birthDate);
    const popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, L.verify) }).click());
    await answerPerson(popup, locale, person);
    await popupClosed(popup);

    const masked = `${person.phone.slice(0, 3)}-****-${person.phone.slice(-4)}`;
    await expect(page.getByText(masked).first()).toBeVisible();
    await page.getByRole('button', { name: say(locale, L.continue) }).click();
    await expect(page.getByText(say(locale, { ko: '진행할 항목을 선택해 주세요.', en: 'Choose what you want to do.' }))).toBeVisible();
    await page.getByRole('radio', { name: say(locale, L.reset) }).check();
    await page.getByRole('button', { name: say(locale, L.continue) }).click();

    await expect(page).toHaveURL(/\/passwordReissue$/);
    await expect(page.getByRole('heading', { name: say(locale, { ko: '문자를 보냈습니다', en: 'Message sent' }) })).toBeVisible();
    await expect(page.getByText(masked)).toBeVisible();
    const sms = await latestSms(page, person.phone);
    const temporary = /(?:임시 비밀번호는|temporary password is) (\S+?)(?: 입니다|\.)/.exec(sms)?.[1] ?? '';
    expect(temporary).toHaveLength(12);

    // The old password no longer works; the temporary one forces a change.
    await logIn(page, locale, person.phone, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(say(locale, { ko: '휴대폰 번호 또는 비밀번호가 일치하지 않습니다.', en: 'The phone number or password does not match.' }));
    await logIn(page, locale, person.phone, temporary);
    await expect(page).toHaveURL(/\/changePassword$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/badRequest$/);
    await page.getByRole('button', { name: say(locale, { ko: '확인', en: 'OK' }) }).click();
    await expect(page).toHaveURL(/\/changePassword$/);

    const current = page.getByLabel(say(locale, { ko: '현재 비밀번호', en: 'Current password' }));
    const next = page.getByLabel(say(locale, { ko: '새 비밀번호', en: 'New password' }), { exact: true });
    const confirm = page.getByLabel(say(locale, { ko: '새 비밀번호 확인', en: 'Confirm new password' }));
    const submit = page.getByRole('button', { name: say(locale, { ko: '비밀번호 변경', en: 'Change password' }) });
    await submit.click();
    await expect(page.getByText(say(locale, { ko: '모든 항목을 입력해 주세요.', en: 'Enter all fields.' }))).toBeVisible();
    await current.fill('wrong-password-1!');
    await next.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(page.getByText(say(locale, { ko: '비밀번호가 일치하지 않습니다.', en: 'The passwords do not match.' }))).toBeVisible();
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText(say(locale, { ko: '현재 비밀번호가 맞지 않습니다.', en: 'The current password is not correct.' }))).toBeVisible();
    await current.fill(temporary);
    await next.fill('lettersonly-nodigits');
    await submit.click();
    await expect(page.getByText(say(locale, { ko: '비밀번호는 영문, 숫자, 특수문자를 조합해야 합니다.', en: 'The password must combine letters, digits and special characters.' }))).toBeVisible();
    await next.fill(NEW_PASSWORD);
    await submit.click();
    const changed = page.getByRole('alertdialog', { name: say(locale, { ko: '비밀번호가 변경되었습니다', en: 'Password changed' }) });
    await expect(changed).toContainText(say(locale, { ko: '다시 로그인해 주세요.', en: 'Please log in again.' }));
    await changed.getByRole('button', { name: say(locale, L.goToLogin) }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, locale, person.phone, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new phone number: the verified number becomes the login', async ({ page }) => {
    const person = newPerson();
    await signUpByApi(page.request, person, PASSWORD);
    const newPhone = newPerson().phone;
    await userCheck(page, locale, person, { ...person, phone: newPhone });
    await page.getByRole('radio', { name: say(locale, L.changePhone) }).check();
    await page.getByRole('button', { name: say(locale, L.continue) }).click();
    await expect(page).toHaveURL(/\/changePhoneNumber$/);
    await expect(page.getByText(newPhone)).toBeVisible();
    await page.getByRole('button', { name: say(locale, { ko: '이 번호로 변경', en: 'Change to this number' }) }).click();
    const changed = page.getByRole('alertdialog', { name: say(locale, { ko: '휴대폰 번호가 변경되었습니다', en: 'Phone number changed' }) });
    await expect(changed).toContainText(newPhone);
    await changed.getByRole('button', { name: say(locale, L.goToLogin) }).click();
    await logIn(page, locale, person.phone, PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await logIn(page, locale, newPhone, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test('in an installed app the verification opens in the same window and recovery resumes after it', async ({ page }) => {
    const person = newPerson();
    await signUpByApi(page.request, person, PASSWORD);
    await withoutPopups(page);
    await page.goto('/forgotPassword');
    await page.getByLabel(say(locale, L.name), { exact: true }).fill(person.name);
    await page.getByLabel(say(locale, L.birthDate)).fill(person.birthDate);
    await page.getByRole('button', { name: say(locale, L.verify) }).click();
    await answerPerson(page, locale, person);
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(page.getByRole('radio', { name: say(locale, L.reset) })).toBeVisible();
  });
});
