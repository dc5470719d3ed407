import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseMonth, expect, type Locale, monthName, say, seoulDate, signInAsWorker, test, useLocale, WORKER_A, WORKER_B } from './fixtures.ts';

/** Downloads the open document by its button; answers the file's text (pdftotext). */
async function downloadText(page: Page, locale: Locale, filename: RegExp): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: say(locale, { ko: '다운로드', en: 'Download' }) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(filename);
  // The screen says where it went.
  await expect(page.getByRole('status').filter({ hasText: file.suggestedFilename() })).toContainText(say(locale, { ko: '다운로드 폴더에 저장했습니다', en: 'Saved to your downloads' }));
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

const twoMonthsAgo = (() => {
  const today = seoulDate();
  const index = today.y * 12 + (today.m - 1) - 2;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
})();

const KINDS = [
  {
    menu: { ko: '근로계약서', en: 'Employment contract' },
    page: { ko: '근로계약서', en: 'Employment contract' },
    empty: { ko: '해당 월의 근로계약서가 없습니다.', en: 'There is no employment contract for this month.' },
    file: /^employment-contract-2026-01-01\.pdf$/,
    text: '건설일용근로자표준근로계약서',
  },
  {
    menu: { ko: '소득세 원천징수영수증', en: 'Income tax withholding receipt' },
    page: { ko: '소득세 원천징수영수증', en: 'Income tax withholding receipt' },
    empty: { ko: '해당 월의 원천징수영수증이 없습니다.', en: 'There is no withholding receipt for this month.' },
    file: /^withholding-receipt-\d{4}-\d{2}-K\d{3}\.pdf$/,
    text: '원천징수영수증',
  },
  {
    menu: { ko: '급여 명세서', en: 'Payment statement' },
    page: { ko: '급여 명세서', en: 'Payment statement' },
    empty: { ko: '해당 월의 급여 명세서가 없습니다.', en: 'There is no payment statement for this month.' },
    file: /^payment-statement-\d{4}-\d{2}-K\d{3}\.pdf$/,
    text: '임금명세서',
  },
];

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`certificates (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('each kind opens for a seeded month and downloads; an empty month says there is none', async ({ page }) => {
    await signInAsWorker(page, WORKER_A.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/myAccount');
    await page.getByRole('link', { name: say(locale, { ko: '증명서 발급', en: 'Certificate issuance' }) }).click();
    await expect(page).toHaveURL(/\/issueCertificateMenu$/);

    for (const kind of KINDS) {
      await page.goto('/issueCertificateMenu');
      await page.getByRole('navigation', { name: say(locale, { ko: '증명서 발급', en: 'Certificate issuance' }) }).getByRole('link', { name: say(locale, kind.menu), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: say(locale, kind.page) })).toBeVisible();
      // The list opens on a month that has a document (the latest), never on an empty current month.
      const picker = page.getByRole('region', { name: say(locale, { ko: '연도와 월', en: 'Year and month' }) });
      await expect(picker.getByRole('button', { pressed: true })).toHaveAccessibleName(locale === 'ko' ? /, 문서 있음$/ : /, has a document$/);

      await chooseMonth(page, locale, twoMonthsAgo.year, twoMonthsAgo.month);
      await expect(picker.getByRole('button', { pressed: true })).toHaveAccessibleName(
        say(locale, { ko: `${monthName(locale, twoMonthsAgo.month)}, 문서 있음`, en: `${monthName(locale, twoMonthsAgo.month)}, has a document` }),
      );
      await page.getByRole('list').getByRole('link').first().click();
      await expect(page.getByRole('img', { name: new RegExp(say(locale, { ko: '1쪽', en: 'page 1 of' })) })).toBeVisible({ timeout: 30_000 });
      const text = await downloadText(page, locale, kind.file);
      expect(text).toContain(kind.text);
      expect(text).toContain(WORKER_A.name);

      await page.goBack();
      await chooseMonth(page, locale, 2025, 1);
      await expect(page.getByText(say(locale, kind.empty))).toBeVisible();
      await expect(picker.getByRole('button', { pressed: true })).toHaveAccessibleName(monthName(locale, 1));
    }
  });

  test('agree → draw a signature → a server failure keeps it → retry signs; the list and the PDF show the signature', async ({ page }) => {
    // One contract per language: 이서연 signs in Korean, 김민준 in English.
    const worker = locale === 'ko' ? WORKER_B : WORKER_A;
    await signInAsWorker(page, worker.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employmentContractList');
    const contracts = page.getByRole('list');
    await expect(contracts.getByText(say(locale, { ko: '서명 전', en: 'Not signed' }))).toBeVisible();
    await contracts.getByRole('link').first().click();
    await expect(page.getByRole('img', { name: new RegExp(say(locale, { ko: '1쪽', en: 'page 1 of' })) })).toBeVisible({ timeout: 30_000 });

    const signButton = page.getByRole('button', { name: say(locale, { ko: '서명하기', en: 'Sign' }), exact: true });
    await signButton.click();
    await expect(page.getByText(say(locale, { ko: '서명하려면 계약서의 모든 내용에 동의해야 합니다.', en: 'You must agree to all content of the contract before signing.' }))).toBeVisible();
    await page.getByLabel(say(locale, { ko: '계약서를 모두 읽었으며 모든 내용에 동의합니다.', en: 'I have read this contract and agree to all of its content.' })).check();
    await signButton.click();

    const pad = page.getByRole('dialog', { name: say(locale, { ko: '서명하기', en: 'Sign' }) });
    await expect(pad).toBeVisible();
    const submit = pad.getByRole('button', { name: say(locale, { ko: '서명 제출', en: 'Submit signature' }) });
    await submit.click();
    await expect(pad.getByText(say(locale, { ko: '서명을 그린 뒤 제출해 주세요.', en: 'Draw your signature before you submit it.' }))).toBeVisible();

    // Two strokes with the pointer, then undo one and draw it again.
    const canvas = pad.getByRole('img', { name: /./ });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature pad');
    const stroke = async (from: number, lift: number) => {
      await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.6);
      await page.mouse.down();
      for (let i = 1; i <= 24; i += 1) {
        await page.mouse.move(box.x + box.width * (from + i * 0.015), box.y + box.height * (0.6 - Math.sin(i / 4) * lift));
      }
      await page.mouse.up();
    };
    await stroke(0.1, 0.3);
    await stroke(0.5, 0.2);
    await expect(canvas).toHaveAccessibleName(say(locale, { ko: '서명란, 2획 서명됨', en: 'Signature pad, 2 strokes drawn' }));
    await pad.getByRole('button', { name: say(locale, { ko: '되돌리기', en: 'Undo' }) }).click();
    await expect(canvas).toHaveAccessibleName(say(locale, { ko: '서명란, 1획 서명됨', en: 'Signature pad, 1 strokes drawn' }));
    await stroke(0.5, 0.25);

    // The server fails once: the drawn signature stays for the retry.
    let failures = 0;
    await page.route('**/v1/mobile/wfm/certificates/contracts/*/signature', async (route) => {
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'test failure' }) });
    }, { times: 1 });
    await submit.click();
    await expect(pad.getByRole('alert')).toHaveText(
      say(locale, { ko: '서명에 실패했습니다. 서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.', en: 'Signing failed. Something went wrong on the server. Try again in a moment.' }),
    );
    expect(failures).toBe(1);
    await expect(canvas).toHaveAccessibleName(say(locale, { ko: '서명란, 2획 서명됨', en: 'Signature pad, 2 strokes drawn' }));

    const signed = page.waitForResponse((response) => response.url().endsWith('/signature') && response.request().method() === 'POST');
    await pad.getByRole('button', { name: say(locale, { ko: '다시 시도', en: 'Try again' }) }).click();
    expect((await signed).status()).toBe(201);
    await expect(pad).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: say(locale, { ko: '서명이 완료되었습니다.', en: 'The contract is signed.' }) })).toBeVisible();
    await expect(signButton).toHaveCount(0);

    // The list says signed; the re-opened contract is the signed document.
    await page.goto('/employmentContractList');
    await expect(page.getByRole('list').getByText(say(locale, { ko: '서명 완료', en: 'Signed on' }))).toBeVisible();
    await page.getByRole('list').getByRole('link').first().click();
    await expect(page.getByRole('img', { name: new RegExp(say(locale, { ko: '1쪽', en: 'page 1 of' })) })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: say(locale, { ko: '서명하기', en: 'Sign' }), exact: true })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say(locale, { ko: '다운로드', en: 'Download' }) }).click();
    const path = await (await download).path();
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('전자서명완료');
    expect(text).toContain(worker.name);
    const images = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' });
    expect(images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length).toBeGreaterThanOrEqual(1);
  });
});

test('the certificate texts follow a language change made in the app (their catalog loads with the screens)', async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL ?? '', 'ko');
  await signInAsWorker(page, WORKER_A.phone);
  await expect(page).toHaveURL(/\/$/);
  // Everything below is navigation inside the app, without a reload.
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '내 정보' }).click();
  await page.getByRole('link', { name: '증명서 발급' }).click();
  await page.getByRole('link', { name: '소득세 원천징수영수증', exact: true }).click();
  await chooseMonth(page, 'ko', 2025, 1);
  await expect(page.getByText('해당 월의 원천징수영수증이 없습니다.')).toBeVisible();

  await page.getByRole('button', { name: '뒤로' }).click();
  await page.getByRole('button', { name: '뒤로' }).click();
  await page.getByRole('link', { name: '앱 언어' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Certificate issuance' }).click();
  await page.getByRole('link', { name: 'Income tax withholding receipt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Income tax withholding receipt' })).toBeVisible();
  await chooseMonth(page, 'en', 2025, 1);
  await expect(page.getByText('There is no withholding receipt for this month.')).toBeVisible();
});
