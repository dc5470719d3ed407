import { expect, type Locale, say, test, useLocale } from './fixtures.ts';
import { answerPerson, answerRealName, newPerson, openProvider, popupClosed, withoutPopups, type NiceOutcome, type Person } from './identity-fixtures.ts';
import type { Page } from '@playwright/test';

const L = {
  name: { ko: '이름', en: 'Name' },
  rrn: { ko: '주민등록번호', en: 'Resident registration number' },
  korean: { ko: '내국인', en: 'Korean' },
  foreigner: { ko: '외국인', en: 'Foreigner' },
  birthDate: { ko: '생년월일', en: 'Birth date' },
  verifyIdentity: { ko: '본인 인증하기', en: 'Verify identity' },
  verifyPhone: { ko: '휴대폰 인증하기', en: 'Verify my phone' },
  previous: { ko: '이전 단계', en: 'Previous step' },
  next: { ko: '다음', en: 'Next' },
  password: { ko: '비밀번호', en: 'Password' },
  confirm: { ko: '비밀번호 확인', en: 'Confirm password' },
  agreeAll: { ko: '전체 동의', en: 'Agree to all' },
  signUp: { ko: '가입하기', en: 'Complete sign-up' },
  step1: { ko: '1/3단계: 본인 인증', en: 'Step 1 of 3: Identity verification' },
  step2: { ko: '2/3단계: 휴대폰 인증', en: 'Step 2 of 3: Phone verification' },
  step3: { ko: '3/3단계: 비밀번호와 약관 동의', en: 'Step 3 of 3: Password and agreements' },
};

const NEW_PASSWORD = 'Sign-up-2026!';

async function fillIdentity(page: Page, locale: Locale, person: Person) {
  await page.getByLabel(say(locale, L.name), { exact: true }).fill(person.name);
  await page.getByLabel(say(locale, L.rrn)).fill(person.rrn);
  await page.getByLabel(person.nationality === 'korean' ? say(locale, L.korean) : say(locale, L.foreigner), { exact: true }).check();
  await page.getByLabel(say(locale, L.birthDate)).fill(person.birthDate);
}

/** Step 1 through the real-name popup with an outcome. */
async function realName(page: Page, locale: Locale, outcome: NiceOutcome = 'success') {
  const popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click());
  await answerRealName(popup, locale, outcome);
  await popupClosed(popup);
}

async function phone(page: Page, locale: Locale, person: Person) {
  const popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, L.verifyPhone) }).click());
  await answerPerson(popup, locale, person);
  await popupClosed(popup);
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`sign-up (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('three steps with the provider; back keeps what was typed; the new account logs in with its phone', async ({ page }) => {
    const person = newPerson();
    await page.goto('/login');
    // Someone saved another number on this phone before.
    await page.evaluate(() => localStorage.setItem('savedPhone', '010-2345-6789'));
    await page.getByRole('link', { name: say(locale, { ko: '회원가입', en: 'Sign up' }) }).click();
    await expect(page.getByRole('heading', { name: say(locale, L.step1) })).toBeVisible();

    // Every rule of step 1 has its own message.
    await page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click();
    await expect(page.getByText(say(locale, { ko: '이름을 입력해 주세요.', en: 'Enter your name.' }))).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '주민등록번호를 입력해 주세요.', en: 'Enter your resident registration number.' }))).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '내국인 또는 외국인을 선택해 주세요.', en: 'Choose Korean or Foreigner.' }))).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '생년월일을 입력해 주세요.', en: 'Enter your birth date.' }))).toBeVisible();

    // The number is hidden while typed and shown on request; what it says fills the birth date and nationality in.
    const rrnField = page.getByLabel(say(locale, L.rrn));
    await rrnField.fill(person.rrn);
    await expect(rrnField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: say(locale, { ko: '보기', en: 'Show' }) }).click();
    await expect(rrnField).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: say(locale, { ko: '숨기기', en: 'Hide' }) }).click();
    await expect(rrnField).toHaveAttribute('type', 'password');
    await expect(page.getByLabel(say(locale, L.birthDate))).toHaveValue(person.birthDate);
    await expect(page.getByLabel(say(locale, L.korean), { exact: true })).toBeChecked();
    await expect(page.getByText(say(locale, { ko: '주민등록번호에서 채웠습니다. 맞는지 확인해 주세요.', en: 'Filled in from your registration number. Check it.' }))).toBeVisible();

    await fillIdentity(page, locale, { ...person, nationality: 'foreigner' });
    await page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click();
    await expect(page.getByText(say(locale, { ko: '주민등록번호가 선택한 내외국인 구분과 맞지 않습니다.', en: 'The registration number does not match the nationality you chose.' }))).toBeVisible();
    await page.getByLabel(say(locale, L.korean), { exact: true }).check();
    await page.getByLabel(say(locale, L.birthDate)).fill('2001-01-01');
    await page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click();
    await expect(page.getByText(say(locale, { ko: '생년월일이 주민등록번호와 맞지 않습니다.', en: 'The birth date does not match the registration number.' }))).toBeVisible();
    await page.getByLabel(say(locale, L.birthDate)).fill(person.birthDate);

    await realName(page, locale);
    await expect(page.getByRole('heading', { name: say(locale, L.step2) })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: say(locale, { ko: '휴대폰 인증', en: 'Phone verification' }) })).toHaveAttribute('aria-current', 'step');

    // Back a step: everything typed is still there; forward again needs no second check.
    await page.getByRole('button', { name: say(locale, L.previous) }).click();
    await expect(page.getByLabel(say(locale, L.name), { exact: true })).toHaveValue(person.name);
    await expect(page.getByLabel(say(locale, L.rrn))).toHaveValue(person.rrn);
    await expect(page.getByLabel(say(locale, L.birthDate))).toHaveValue(person.birthDate);
    await page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click();
    await expect(page.getByRole('heading', { name: say(locale, L.step2) })).toBeVisible();

    await phone(page, locale, person);
    await expect(page.getByRole('heading', { name: say(locale, L.step3) })).toBeVisible();
    await expect(page.getByText(person.phone)).toBeVisible();

    await page.getByRole('button', { name: say(locale, L.signUp), exact: true }).click();
    await expect(page.getByText(say(locale, { ko: '모든 항목을 입력해 주세요.', en: 'Enter all fields.' }))).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '필수 약관에 모두 동의해 주세요.', en: 'Agree to all required agreements.' }))).toBeVisible();
    await page.getByLabel(say(locale, L.password), { exact: true }).fill('short1!');
    await page.getByLabel(say(locale, L.confirm)).fill('short1!');
    await page.getByRole('button', { name: say(locale, L.signUp), exact: true }).click();
    await expect(page.getByText(say(locale, { ko: '비밀번호는 10자 이상이어야 합니다.', en: 'The password must be at least 10 characters.' }))).toBeVisible();
    await page.getByLabel(say(locale, L.password), { exact: true }).fill('onlyletters-and-digits1');
    await page.getByRole('button', { name: say(locale, L.signUp), exact: true }).click();
    await expect(page.getByText(say(locale, { ko: '비밀번호가 일치하지 않습니다.', en: 'The passwords do not match.' }))).toBeVisible();

    // Each agreement's text can be read.
    await page.getByRole('button', { name: say(locale, { ko: '개인정보 처리방침 보기', en: 'View Privacy policy' }) }).click();
    const policy = page.getByRole('alertdialog', { name: say(locale, { ko: '개인정보 처리방침', en: 'Privacy policy' }) });
    await expect(policy.getByText(say(locale, { ko: '근로기준법', en: 'Labour Standards Act' }))).toBeVisible();
    await policy.getByRole('button', { name: say(locale, { ko: '닫기', en: 'Close' }) }).click();

    // Back to step 2 and forward: the verified phone is kept.
    await page.getByRole('button', { name: say(locale, L.previous) }).click();
    await page.getByRole('button', { name: say(locale, L.next) }).click();
    await expect(page.getByRole('heading', { name: say(locale, L.step3) })).toBeVisible();
    await expect(page.getByLabel(say(locale, L.password), { exact: true })).toHaveValue('onlyletters-and-digits1');

    await page.getByLabel(say(locale, L.password), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(say(locale, L.confirm)).fill(NEW_PASSWORD);
    await page.getByLabel(say(locale, L.agreeAll)).check();
    await page.getByRole('button', { name: say(locale, L.signUp), exact: true }).click();
    const done = page.getByRole('alertdialog', { name: say(locale, { ko: '회원가입이 완료되었습니다', en: 'Registration complete' }) });
    await expect(done).toContainText(person.phone);
    await done.getByRole('button', { name: say(locale, { ko: '로그인하러 가기', en: 'Go to login' }) }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The login starts with the number the dialog just named, not the one saved before.
    await expect(page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' }))).toHaveValue(person.phone);
    await page.getByLabel(say(locale, L.password), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the phone verification must be the same person, and a window closed is said', async ({ page }) => {
    const person = newPerson();
    await page.goto('/join');
    await fillIdentity(page, locale, person);
    await realName(page, locale);
    await phone(page, locale, { ...person, birthDate: '1959-12-31' });
    await expect(page.getByRole('alert').filter({ hasText: say(locale, { ko: '본인 정보가 휴대폰 인증 정보와 일치하지 않습니다.', en: 'Your identity details do not match the phone verification.' }) })).toBeVisible();
    // The provider's other outcomes (a code wrong three times, a cancel) and their messages are the
    // screen's component tests (join-screen.test.tsx) and the server's (accounts/routes.test.ts).

    // Closing the provider window without finishing.
    const popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, L.verifyPhone) }).click());
    await expect(popup.getByRole('heading', { name: say(locale, { ko: 'NICE 본인확인 (샌드박스)', en: 'NICE identity verification (sandbox)' }) })).toBeVisible();
    await popup.close();
    await expect(page.getByRole('alert').filter({ hasText: say(locale, { ko: '인증 창이 닫혔습니다.', en: 'The verification window was closed' }) })).toBeVisible();
    await expect(page.getByRole('heading', { name: say(locale, L.step2) })).toBeVisible();
  });

  test('in an installed app the provider opens in the same window and the sign-up resumes after it', async ({ page }) => {
    await withoutPopups(page);
    const person = newPerson({ nationality: 'foreigner' });
    await page.goto('/join');
    await fillIdentity(page, locale, person);
    await page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click();
    await answerRealName(page, locale);
    await expect(page.getByRole('heading', { name: say(locale, L.step2) })).toBeVisible();
    await expect(page).toHaveURL(/\/join$/);
    await page.getByRole('button', { name: say(locale, L.previous) }).click();
    await expect(page.getByLabel(say(locale, L.rrn))).toHaveValue(person.rrn);
    await page.getByRole('button', { name: say(locale, L.verifyIdentity) }).click();
    await page.getByRole('button', { name: say(locale, L.verifyPhone) }).click();
    await answerPerson(page, locale, person);
    await expect(page.getByRole('heading', { name: say(locale, L.step3) })).toBeVisible();
    await page.getByLabel(say(locale, L.password), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(say(locale, L.confirm)).fill(NEW_PASSWORD);
    await page.getByLabel(say(locale, L.agreeAll)).check();
    await page.getByRole('button', { name: say(locale, L.signUp), exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText(person.phone);
    // Nothing of the trip (least of all the registration number) is left in the tab's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(person.rrn.slice(7));
    expect(stored).not.toContain('wfm-identity-trip');
  });

});
