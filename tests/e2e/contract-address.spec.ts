/**
 * The contract's parties (issue 15): a worker whose account has no address is asked for it before
 * signing, gives it once in My account, comes back and signs; the signed PDF states the address and
 * the employer's side (its signer, seal and time of issue).
 */
import { execFileSync } from 'node:child_process';
import { seriousViolations } from './axe.ts';
import { expect, type Locale, say, signInAsWorker, test, useLocale } from './fixtures.ts';

/** Seeded workers without an address (server/seed/seed.ts SEED_ADDRESSES), one per language. */
const WORKERS = {
  ko: { name: '한지민', phone: '010-6173-2945', address: '서울특별시 중구 세종대로 110, 3층' },
  en: { name: '배수아', phone: '010-4680-1357', address: '서울특별시 종로구 사직로 161, 2층' },
} as const;

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`the contract asks for the address (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('no address: the contract leads to My account; the address is saved once; back, signed, and the PDF states both parties', async ({ page }) => {
    const worker = WORKERS[locale];
    await signInAsWorker(page, worker.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employmentContractList');
    await page.getByRole('list').getByRole('link').first().click();
    const firstPage = page.getByRole('img', { name: new RegExp(say(locale, { ko: '1쪽', en: 'page 1 of' })) });
    await expect(firstPage).toBeVisible({ timeout: 30_000 });

    // No signing without the address: the screen says why and where to add it.
    await expect(
      page.getByText(
        say(locale, {
          ko: '이 근로계약서에는 근로자의 주소가 기재되는데, 아직 계정에 주소가 없습니다. 내 계정에서 주소를 입력한 뒤 다시 와서 서명해 주세요.',
          en: 'This contract states your address, and your account has none yet. Add your address in My account, then come back to sign.',
        }),
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: say(locale, { ko: '서명하기', en: 'Sign' }), exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: say(locale, { ko: '주소 입력하기', en: 'Add my address' }) }).click();
    await expect(page).toHaveURL(/\/myAccount$/);

    // My account asks for it once, with the rules' messages.
    const account = page.getByRole('region', { name: say(locale, { ko: '내 계정', en: 'My account' }) });
    await expect(account.getByText(say(locale, { ko: '미입력', en: 'Not entered' }))).toBeVisible();
    await expect(
      account.getByText(
        say(locale, {
          ko: '근로계약서에 주소가 기재됩니다. 여기에서 한 번 입력해 주세요. 나중에 바꿀 수 있습니다.',
          en: 'Your employment contract states your address. Enter it once here; you can change it later.',
        }),
      ),
    ).toBeVisible();
    const field = account.getByLabel(say(locale, { ko: '주소', en: 'Address' }));
    const save = account.getByRole('button', { name: say(locale, { ko: '주소 저장', en: 'Save address' }) });
    await field.fill('중구 1');
    await save.click();
    await expect(account.getByText(say(locale, { ko: '주소를 빠짐없이 입력해 주세요 (5자 이상).', en: 'Enter your full address (at least 5 characters).' }))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill(`  ${worker.address}  `);
    await save.click();
    await expect(account.getByRole('status').filter({ hasText: say(locale, { ko: '주소를 저장했습니다.', en: 'Your address is saved.' }) })).toBeVisible();
    await expect(account.getByText(worker.address, { exact: true })).toBeVisible();
    await expect(account.getByRole('button', { name: say(locale, { ko: '주소 변경', en: 'Change address' }) })).toBeVisible();

    // Back to the contract, which now offers to sign.
    await account.getByRole('link', { name: say(locale, { ko: '근로계약서로 돌아가기', en: 'Back to the contract' }) }).click();
    await expect(page).toHaveURL(/\/employmentContract$/);
    await expect(firstPage).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(say(locale, { ko: '계약서를 모두 읽었으며 모든 내용에 동의합니다.', en: 'I have read this contract and agree to all of its content.' })).check();
    await page.getByRole('button', { name: say(locale, { ko: '서명하기', en: 'Sign' }), exact: true }).click();
    const pad = page.getByRole('dialog', { name: say(locale, { ko: '서명하기', en: 'Sign' }) });
    const canvas = pad.getByRole('img', { name: /./ });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature pad');
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 30; i += 1) await page.mouse.move(box.x + box.width * (0.1 + i * 0.025), box.y + box.height * (0.6 - Math.sin(i / 4) * 0.3));
    await page.mouse.up();
    const signed = page.waitForResponse((response) => response.url().endsWith('/signature') && response.request().method() === 'POST');
    await pad.getByRole('button', { name: say(locale, { ko: '서명 제출', en: 'Submit signature' }) }).click();
    expect((await signed).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: say(locale, { ko: '서명이 완료되었습니다.', en: 'The contract is signed.' }) })).toBeVisible();

    // The signed document: the worker's address, the employer's signer, seal and time of issue, the new clauses.
    await expect(firstPage).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say(locale, { ko: '다운로드', en: 'Download' }) }).click();
    const path = await (await download).path();
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const expected of [worker.name, worker.address, '대표이사 최한빛', '발급일시 2025-12-29 09:00 (KST)', '전자서명 완료', '성실하게 이행하여야 함', '연장·야간·휴일근로 가산수당: 통상시급의 50%']) {
      expect(text).toContain(expected.replace(/\s+/g, ''));
    }
    if (locale === 'en') expect(text).toContain('Dutytoperform');
    const images = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' });
    // The employer's seal and the worker's signature.
    expect(images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line))).toHaveLength(2);
  });
});
