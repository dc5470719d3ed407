import type { Page } from '@playwright/test';
import { readShownQr } from './fake-camera.ts';
import { expect, type Locale, QR_WORKERS, say, sessionToken, signInAsAdmin, signInAsWorker, test, useLocale } from './fixtures.ts';

const EVENT_NAMES: Record<string, { ko: string; en: string }> = {
  BeginWork: { ko: '출근', en: 'Start work' },
  EndWork: { ko: '퇴근', en: 'End work' },
  BeginLunch: { ko: '점심 시작', en: 'Lunch start' },
  EndLunch: { ko: '점심 종료', en: 'Lunch end' },
  BeginDinner: { ko: '저녁 시작', en: 'Dinner start' },
  EndDinner: { ko: '저녁 종료', en: 'Dinner end' },
};

async function postScan(page: Page, adminToken: string, payload: string) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post('/v1/mobile/wfm/qr/scans', {
    headers: { Authorization: `Bearer ${adminToken}`, 'X-XSRF-TOKEN': xsrf },
    data: { payload },
  });
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

const worker = QR_WORKERS[locale];
const siteName = worker.site;

test(`a worker's code decodes to the signed payload, an admin's scan records it once, and both lists and home show it (${locale})`, async ({ page, browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useLocale(adminContext, baseURL ?? '', locale);
  await signInAsAdmin(admin, siteName);
  const adminToken = await sessionToken(admin, 'admin');

  await useLocale(page.context(), baseURL ?? '', locale);
  await signInAsWorker(page, worker.phone);
  await page.getByRole('link', { name: say(locale, { ko: '내 QR 코드 보기', en: 'Show my QR code' }) }).click();
  await expect(page).toHaveURL(/\/qrGenerate$/);

  const generate = page.getByRole('button', { name: say(locale, { ko: 'QR 코드 생성', en: 'Generate QR code' }) });

  // The likely next event is marked and already chosen.
  const suggestedRow = page.locator('.choice-list__item').filter({ hasText: say(locale, { ko: '추천', en: 'Suggested' }) });
  await expect(suggestedRow).toHaveCount(1);
  await expect(suggestedRow.getByRole('radio')).toBeChecked();
  const issued = page.waitForResponse((response) => response.url().endsWith('/qr/codes') && response.request().method() === 'POST');
  await generate.click();
  const code = (await (await issued).json()) as { payload: string; eventType: string };
  expect(code.payload.length).toBeLessThanOrEqual(135);
  await expect(page.getByRole('timer')).toContainText(say(locale, { ko: '남은 시간', en: 'Remaining time' }));

  // What the phone drew decodes, with an independent decoder, to exactly the signed payload.
  expect((await readShownQr(page)).text).toBe(code.payload);

  // The admin of the worker's site scans it in a second browser (the call the scanner makes).
  const accepted = await postScan(admin, adminToken, code.payload);
  expect(accepted.status()).toBe(201);
  const { event } = (await accepted.json()) as { event: { occurredAt: string } };
  // The worker's phone learns it within a few seconds: what was recorded, and the way home.
  const time = event.occurredAt.slice(11, 16);
  const label = say(locale, EVENT_NAMES[code.eventType] ?? { ko: '?', en: '?' });
  await expect(page.getByRole('status').filter({ hasText: say(locale, { ko: `기록되었습니다: ${label} ${time}`, en: `Recorded: ${label} ${time}` }) })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: say(locale, { ko: '홈으로', en: 'Go to home' }) })).toBeVisible();
  const again = await postScan(admin, adminToken, code.payload);
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('QR_ALREADY_USED');

  // The admin's check list finds it by the worker's name.
  await admin.goto('/adminQrCheckedList');
  await admin.getByLabel(say(locale, { ko: '이름 또는 휴대폰 번호', en: 'Name or phone number' })).fill(worker.name);
  await admin.getByRole('button', { name: say(locale, { ko: '검색', en: 'Search' }), exact: true }).click();
  await expect(admin.locator('.qr-event').first()).toContainText(worker.name);
  await expect(admin.locator('.qr-event').first()).toContainText(say(locale, EVENT_NAMES[code.eventType] ?? { ko: '?', en: '?' }));
  await adminContext.close();

  // The worker's own list and home show it.
  await page.getByRole('link', { name: say(locale, { ko: '내 QR 체크 목록 보기', en: 'See my QR check list' }) }).click();
  await expect(page.locator('.qr-event').first()).toContainText(say(locale, EVENT_NAMES[code.eventType] ?? { ko: '?', en: '?' }));
  if (code.eventType === 'BeginWork' || code.eventType === 'EndWork') {
    await page.goto('/');
    const label = code.eventType === 'BeginWork' ? say(locale, { ko: '출근 시간', en: 'Start time' }) : say(locale, { ko: '퇴근 시간', en: 'End time' });
    await expect(page.locator('.today-grid div').filter({ hasText: label }).locator('dd')).not.toHaveText('--:--');
  }
});

