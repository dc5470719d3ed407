/**
 * Admin passkeys (decision 063), with Chromium's virtual authenticator (CDP WebAuthn: a platform
 * authenticator with user verification, as a phone's fingerprint would give): an admin logs in with
 * the SMS code, adds a passkey on "this phone", logs out, and logs in again with the passkey and no
 * text message sent; the code stays one tap away; the passkey is removed again. A worker adds one in
 * My info and logs in with it and no password (decision 092). In English.
 *
 * WebAuthn needs a relying-party id that is a domain, never an address: this spec opens the app at
 * localhost, not at 127.0.0.1 (the server takes the id from the host in development).
 */
import type { CDPSession, Page } from '@playwright/test';
import { ADMIN_2, expect, type Locale, loginAsAdmin, loginAsWorker, say, sentCodes, test, useLocale, WORKER_B } from './fixtures.ts';

test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '8181'}` });
// Both locales log the same admin in: one after the other.
test.describe.configure({ mode: 'serial' });

/** A platform authenticator (like a phone's) that verifies its user at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

const text = (locale: Locale, strings: { ko: string; en: string }) => say(locale, strings);

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The admin menu's "Passkey on this phone": a dialog with the admin's passkeys. */
async function openPasskeys(page: Page, locale: Locale): Promise<void> {
  const name = text(locale, { ko: '이 휴대폰의 패스키', en: 'Passkey on this phone' });
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function fillNumbers(page: Page, locale: Locale): Promise<void> {
  await page.goto('/adminLogin');
  await page.getByLabel(text(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(ADMIN_2.phone);
  await page.getByLabel(text(locale, { ko: '사번', en: 'Employee number' })).fill(ADMIN_2.employeeNumber);
  await page.getByRole('button', { name: text(locale, { ko: '다음', en: 'Next' }) }).click();
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`admin passkeys (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('an admin adds a passkey on this phone, then logs in with it and no SMS; removes it again', async ({ page }) => {
    test.setTimeout(120_000);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    // The first login takes the SMS code; the menu opens the passkey dialog.
    await loginAsAdmin(page, locale, ADMIN_2.site, ADMIN_2);
    await openPasskeys(page, locale);
    await expect(page.getByText(text(locale, { ko: '등록한 패스키가 없습니다.', en: 'No passkey yet.' }))).toBeVisible();
    await shot(page, `passkeys-empty-${locale}`);

    const add = page.getByRole('button', { name: text(locale, { ko: '이 휴대폰에 패스키 등록', en: 'Add a passkey on this phone' }) });
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, { ko: '패스키를 등록했습니다.', en: 'The passkey was added.' }) })).toBeVisible();
    const items = page.locator('.passkeys__item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Chrome · Linux');
    await expect(items.first()).toContainText(text(locale, { ko: '아직 사용 안 함', en: 'Not used yet' }));
    const credentials = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.credentials).toHaveLength(1);
    expect(credentials.credentials[0]?.rpId).toBe('localhost');
    // The same phone again: the browser refuses, and the screen says why.
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(text(locale, { ko: '이 휴대폰에는 이미 패스키가 등록되어 있습니다.', en: 'This phone already has your passkey.' }));
    await expect(items).toHaveCount(1);
    await shot(page, `passkeys-added-${locale}`);

    await page.getByRole('dialog').getByRole('button', { name: text(locale, { ko: '닫기', en: 'Close' }) }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: text(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The next login: the passkey step instead of a code; nothing is texted.
    const textsBefore = (await sentCodes(page, ADMIN_2.phone)).length;
    await fillNumbers(page, locale);
    const usePasskey = page.getByRole('button', { name: text(locale, { ko: '패스키로 확인', en: 'Use a passkey' }) });
    await expect(usePasskey).toBeEnabled();
    await expect(page.getByText(text(locale, { ko: '문자 인증번호는 필요 없습니다', en: 'No text message is needed' }))).toBeVisible();
    await expect(page.getByLabel(text(locale, { ko: '인증번호', en: 'Code from the text message' }), { exact: true })).toHaveCount(0);
    await shot(page, `passkey-login-${locale}`);

    // The phone's lock refuses (no fingerprint): the person is told, and can try again.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await usePasskey.click();
    await expect(page.getByRole('alert')).toHaveText(
      text(locale, { ko: '패스키 확인이 취소되었거나 시간이 지났습니다. 다시 시도해 주세요.', en: 'The passkey was cancelled or took too long. Try again.' }),
    );
    await shot(page, `passkey-login-cancelled-${locale}`);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await usePasskey.click();
    await page.getByRole('radio', { name: ADMIN_2.site }).check();
    await page.getByRole('button', { name: text(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await sentCodes(page, ADMIN_2.phone)).length).toBe(textsBefore);

    // The code stays one tap away.
    await page.getByRole('button', { name: text(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillNumbers(page, locale);
    await page.getByRole('button', { name: text(locale, { ko: '010-****-4321(으)로 인증번호 받기', en: 'Send a code to 010-****-4321 instead' }) }).click();
    await expect(page.getByLabel(text(locale, { ko: '인증번호', en: 'Code from the text message' }), { exact: true })).toBeVisible();
    expect((await sentCodes(page, ADMIN_2.phone)).length).toBe(textsBefore + 1);
    await page.getByRole('button', { name: text(locale, { ko: '다른 번호로 로그인', en: 'Use another number' }) }).click();

    // Back in with the passkey, the passkey shows its use, and is removed.
    await page.getByRole('button', { name: text(locale, { ko: '다음', en: 'Next' }) }).click();
    await usePasskey.click();
    await page.getByRole('button', { name: text(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await openPasskeys(page, locale);
    await expect(items.first()).toContainText(text(locale, { ko: '최근 사용', en: 'Last used' }));
    await items.first().getByRole('button', { name: new RegExp(text(locale, { ko: '삭제$', en: '^Remove' })) }).click();
    const dialog = page.getByRole('alertdialog', { name: text(locale, { ko: '이 패스키를 삭제할까요?', en: 'Remove this passkey?' }) });
    await shot(page, `passkey-remove-${locale}`);
    await dialog.getByRole('button', { name: text(locale, { ko: '삭제', en: 'Remove' }) }).click();
    await expect(page.getByText(text(locale, { ko: '등록한 패스키가 없습니다.', en: 'No passkey yet.' }))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text(locale, { ko: '패스키를 삭제했습니다.', en: 'The passkey was removed.' }) })).toBeVisible();
    expect((await sentCodes(page, ADMIN_2.phone)).length).toBe(textsBefore + 1);
  });
});

test.describe(`worker passkeys (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('a worker adds a passkey in My info, then logs in with it and no password; removes it again', async ({ page }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await loginAsWorker(page, locale, WORKER_B.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/myAccount');
    await openPasskeys(page, locale);
    await page.getByRole('button', { name: 'Add a passkey on this phone' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The passkey was added.' })).toBeVisible();
    const items = page.locator('.passkeys__item');
    await expect(items).toHaveCount(1);
    const credentials = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.credentials.map((credential) => [credential.rpId, credential.isResidentCredential])).toEqual([['localhost', true]]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // No number, no password: the phone's passkey says who it is.
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/$/);
    await shot(page, 'worker-passkey-home');
    await page.goto('/myAccount');
    await openPasskeys(page, locale);
    await expect(items.first()).toContainText('Last used');
    await items.first().getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('alertdialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No passkey yet.')).toBeVisible();
  });
});
