import { expect, type Locale, say, signInAsWorker, test, useLocale } from './fixtures.ts';
import { answerPerson, newPerson, openProvider, popupClosed, signUpByApi } from './identity-fixtures.ts';
import type { Page } from '@playwright/test';

const PASSWORD = 'Account-test-1!';
const CHOICE_WORKER = { phone: '010-6981-4527', pangyo: '판교 물류센터 신축공사', songdo: '송도 아파트 3단지 신축공사' };

const PHONE_FIELD = { ko: '휴대폰 번호', en: 'Mobile number' };

async function logIn(page: Page, locale: Locale, phone: string, password: string, options: { save?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel(say(locale, PHONE_FIELD)).fill(phone);
  if (options.save) await page.getByLabel(say(locale, { ko: '계정 저장', en: 'Save account' })).check();
  await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill(password);
  await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
}

async function openAccountManagement(page: Page, locale: Locale) {
  await page.goto('/myAccount');
  await page.getByRole('link', { name: say(locale, { ko: '계정 관리', en: 'Account management' }) }).click();
  await expect(page).toHaveURL(/\/accountManagementMenu$/);
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`my account (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('My info shows the account with the registration number masked; a voluntary password change logs out', async ({ page }) => {
    const person = newPerson();
    await signUpByApi(page.request, person, PASSWORD);
    await logIn(page, locale, person.phone, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/myAccount');
    const summary = page.getByRole('region', { name: say(locale, { ko: '내 계정', en: 'My account' }) });
    await expect(summary).toContainText(person.name);
    await expect(summary).toContainText(person.phone);
    await expect(summary).toContainText(`${person.rrn.slice(0, 8)}******`);
    await expect(page.locator('body')).not.toContainText(person.rrn.slice(8));

    await openAccountManagement(page, locale);
    await page.getByRole('link', { name: say(locale, { ko: '비밀번호 변경', en: 'Change password' }) }).click();
    await page.getByLabel(say(locale, { ko: '현재 비밀번호', en: 'Current password' })).fill(PASSWORD);
    await page.getByLabel(say(locale, { ko: '새 비밀번호', en: 'New password' }), { exact: true }).fill(PASSWORD);
    await page.getByLabel(say(locale, { ko: '새 비밀번호 확인', en: 'Confirm new password' })).fill(PASSWORD);
    await page.getByRole('button', { name: say(locale, { ko: '비밀번호 변경', en: 'Change password' }) }).click();
    await expect(page.getByText(say(locale, { ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다.', en: 'The new password must differ from the current one.' }))).toBeVisible();
    const next = 'Voluntary-change-2!';
    await page.getByLabel(say(locale, { ko: '새 비밀번호', en: 'New password' }), { exact: true }).fill(next);
    await page.getByLabel(say(locale, { ko: '새 비밀번호 확인', en: 'Confirm new password' })).fill(next);
    await page.getByRole('button', { name: say(locale, { ko: '비밀번호 변경', en: 'Change password' }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: say(locale, { ko: '로그인하러 가기', en: 'Go to login' }) }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await logIn(page, locale, person.phone, next);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a phone number change verifies the same person; the new number is the login afterwards (and the saved one)', async ({ page }) => {
    const person = newPerson();
    await signUpByApi(page.request, person, PASSWORD);
    await logIn(page, locale, person.phone, PASSWORD, { save: true });
    await expect(page).toHaveURL(/\/$/);
    await openAccountManagement(page, locale);
    await page.getByRole('link', { name: say(locale, { ko: '휴대폰 번호 변경', en: 'Change phone number' }) }).click();
    const verify = say(locale, { ko: '새 휴대폰 인증하기', en: 'Verify my new phone' });
    const someoneElse = { ...newPerson(), name: person.name };
    let popup = await openProvider(page, () => page.getByRole('button', { name: verify }).click());
    await answerPerson(popup, locale, { ...someoneElse, birthDate: '1959-02-02' });
    await popupClosed(popup);
    await expect(page.getByRole('alert')).toHaveText(say(locale, { ko: '본인 정보가 휴대폰 인증 정보와 일치하지 않습니다.', en: 'Your identity details do not match the phone verification.' }));

    const newPhone = newPerson().phone;
    popup = await openProvider(page, () => page.getByRole('button', { name: verify }).click());
    await answerPerson(popup, locale, { ...person, phone: newPhone });
    await popupClosed(popup);
    await expect(page.getByText(newPhone)).toBeVisible();
    await page.getByRole('button', { name: say(locale, { ko: '이 번호로 변경', en: 'Change to this number' }) }).click();
    const changed = page.getByRole('alertdialog', { name: say(locale, { ko: '휴대폰 번호가 변경되었습니다', en: 'Phone number changed' }) });
    await expect(changed).toContainText(newPhone);
    await changed.getByRole('button', { name: say(locale, { ko: '로그인하러 가기', en: 'Go to login' }) }).click();
    await expect(page).toHaveURL(/\/login$/);
    // "Save account" kept the old number; the login now offers the new one.
    await expect(page.getByRole('textbox', { name: say(locale, PHONE_FIELD) })).toHaveValue(newPhone);
    await logIn(page, locale, newPhone, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test('cancellation needs the precautions ticked and the password; the account cannot log in afterwards', async ({ page }) => {
    const person = newPerson();
    await signUpByApi(page.request, person, PASSWORD);
    await logIn(page, locale, person.phone, PASSWORD, { save: true });
    await expect(page).toHaveURL(/\/$/);
    await openAccountManagement(page, locale);
    await page.getByRole('link', { name: say(locale, { ko: '회원 탈퇴', en: 'Account cancellation' }) }).click();
    const submit = page.getByRole('button', { name: say(locale, { ko: '탈퇴하기', en: 'Cancel my account' }) });
    await submit.click();
    await expect(page.getByText(say(locale, { ko: '유의사항을 확인했다는 항목에 체크해 주세요.', en: 'Confirm that you have read the precautions.' }))).toBeVisible();
    await page.getByLabel(say(locale, { ko: '위 유의사항을 모두 확인했습니다.', en: 'I have read the precautions above.' })).check();
    await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill('wrong-password-1!');
    await submit.click();
    const confirm = page.getByRole('alertdialog', { name: say(locale, { ko: '정말 탈퇴하시겠습니까?', en: 'Cancel your account?' }) });
    await confirm.getByRole('button', { name: say(locale, { ko: '탈퇴하기', en: 'Cancel my account' }) }).click();
    await expect(page.getByText(say(locale, { ko: '비밀번호가 맞지 않습니다.', en: 'The password is not correct.' }))).toBeVisible();
    await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill(PASSWORD);
    await submit.click();
    await confirm.getByRole('button', { name: say(locale, { ko: '탈퇴하지 않기', en: 'Keep my account' }) }).click();
    await expect(confirm).toBeHidden();
    await submit.click();
    await confirm.getByRole('button', { name: say(locale, { ko: '탈퇴하기', en: 'Cancel my account' }) }).click();
    const done = page.getByRole('alertdialog', { name: say(locale, { ko: '탈퇴가 완료되었습니다', en: 'Account cancelled' }) });
    await done.getByRole('button', { name: say(locale, { ko: '확인', en: 'OK' }) }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The saved number was the cancelled account's: forgotten.
    await expect(page.getByRole('textbox', { name: say(locale, PHONE_FIELD) })).toHaveValue('');
    await expect(page.getByLabel(say(locale, { ko: '계정 저장', en: 'Save account' }))).not.toBeChecked();
    await logIn(page, locale, person.phone, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(say(locale, { ko: '휴대폰 번호 또는 비밀번호가 일치하지 않습니다.', en: 'The phone number or password does not match.' }));
  });

  test('the language setting changes the app and what the server answers (Accept-Language)', async ({ page }) => {
    const other: Locale = locale === 'ko' ? 'en' : 'ko';
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/languageSetting');
    // The choice shows once the other catalog has loaded.
    await page.getByRole('radio', { name: other === 'en' ? 'English' : '한국어' }).click();
    await expect(page.getByRole('heading', { name: say(other, { ko: '언어 설정', en: 'Language setting' }) })).toBeVisible();
    const policies = page.waitForRequest((request) => request.url().includes('/v1/mobile/wfm/policies'));
    await page.goto('/privacyPolicyList');
    expect((await policies).headers()['accept-language']).toBe(other);
    await expect(page.getByRole('radio', { name: say(other, { ko: '개인정보 처리방침 제2판', en: 'Privacy policy, version 2' }) })).toBeVisible();
    // Put the language back for the next specs of this context (the cookie is the context's).
    await page.goto('/languageSetting');
    await page.getByRole('radio', { name: locale === 'en' ? 'English' : '한국어' }).click();
    await expect(page.getByRole('radio', { name: locale === 'en' ? 'English' : '한국어' })).toBeChecked();
  });

  test('company selection: the chosen project becomes home', async ({ page }) => {
    await signInAsWorker(page, CHOICE_WORKER.phone);
    await expect(page).toHaveURL(/\/$/);
    const homeProject = page.getByRole('region', { name: say(locale, { ko: '현장', en: 'Project' }) });
    const before = (await homeProject.textContent()) ?? '';
    const target = before.includes(CHOICE_WORKER.songdo) ? CHOICE_WORKER.pangyo : CHOICE_WORKER.songdo;
    await page.goto('/myAccount');
    await page.getByRole('link', { name: say(locale, { ko: '회사 관리', en: 'Company management' }) }).click();
    await expect(page).toHaveURL(/\/userProject$/);
    await expect(page.getByRole('group', { name: '한빛건설' })).toBeVisible();
    await expect(page.getByRole('group', { name: '대성토건' })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(target) }).check();
    await page.getByRole('button', { name: say(locale, { ko: '저장', en: 'Save' }) }).click();
    // It says so, and the list marks the new current project.
    await expect(page.getByRole('status')).toContainText(say(locale, { ko: '저장했습니다.', en: 'Saved.' }));
    await expect(page.getByRole('radio', { name: new RegExp(`${target}.*${say(locale, { ko: '현재 선택', en: 'Current' })}`) })).toBeChecked();
    await page.getByRole('link', { name: say(locale, { ko: '홈으로', en: 'Go to home' }) }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeProject).toContainText(target);
  });
});
