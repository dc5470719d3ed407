import { expect, type Locale, say, signInAsWorker, test, useLocale, WORKER_A, WORKER_B } from './fixtures.ts';
import { waitForDraftSaved } from './offline-helpers.ts';

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`Q&A (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('register → list → detail → edit → save → delete with confirmation; the draft survives a reload', async ({ page }) => {
    await signInAsWorker(page, WORKER_B.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/qnaList');
    await page.getByRole('link', { name: say(locale, { ko: '문의하기', en: 'Ask a question' }) }).click();
    await expect(page).toHaveURL(/\/qnaRegister$/);

    const register = page.getByRole('button', { name: say(locale, { ko: '등록', en: 'Register' }) });
    await register.click();
    await expect(page.getByText(say(locale, { ko: '분류를 선택해 주세요.', en: 'Choose a category.' }))).toBeVisible();
    // Each empty field is named.
    await expect(page.getByText(say(locale, { ko: '제목을 입력해 주세요.', en: 'Enter a title.' }))).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '문의할 내용을 입력해 주세요.', en: 'Write what you want to ask.' }))).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '값을 입력해 주세요.', en: 'Please enter a value.' }))).toHaveCount(0);

    // A title that looks like markup must stay text and never run.
    const title = `<img src=x onerror="window.__pwned=1"> ${locale} ${String(Date.now())}`;
    await page.getByLabel(say(locale, { ko: '분류', en: 'Category' })).selectOption({ label: say(locale, { ko: '급여', en: 'Pay' }) });
    await page.getByLabel(say(locale, { ko: '제목', en: 'Title' })).fill(title);
    await page.getByLabel(say(locale, { ko: '내용', en: 'Content' })).fill('첫 줄입니다.\n둘째 줄입니다.');
    await expect(page.getByText('16 / 2000')).toBeVisible();

    // Reload before sending: nothing typed is lost.
    await waitForDraftSaved(page, title);
    await page.reload();
    await expect(page.getByText(say(locale, { ko: '보내지 못한 문의를 불러왔습니다.', en: 'Your unsent inquiry was restored.' }))).toBeVisible();
    await expect(page.getByLabel(say(locale, { ko: '제목', en: 'Title' }))).toHaveValue(title);

    await register.click();
    const registered = page.getByRole('alertdialog', { name: say(locale, { ko: '문의가 등록되었습니다', en: 'Inquiry registered' }) });
    await expect(registered).toBeVisible();
    await registered.getByRole('button', { name: say(locale, { ko: '확인', en: 'OK' }) }).click();
    await expect(page).toHaveURL(/\/qnaList$/);

    const first = page.getByRole('list', { name: say(locale, { ko: '내 문의', en: 'My inquiries' }) }).getByRole('listitem').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText(say(locale, { ko: '답변 대기', en: 'Waiting for an answer' }));
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/qnaDetail\?id=/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('첫 줄입니다.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img').count()).toBe(0);

    // The detail survives a reload (the id is in the address).
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('button', { name: say(locale, { ko: '수정', en: 'Edit' }) }).click();
    const newTitle = `${title} (2)`;
    await page.getByLabel(say(locale, { ko: '제목', en: 'Title' })).fill(newTitle);
    await page.getByRole('button', { name: say(locale, { ko: '저장', en: 'Save' }) }).click();
    const updated = page.getByRole('alertdialog', { name: say(locale, { ko: '수정되었습니다', en: 'Updated' }) });
    await expect(updated).toBeVisible();
    await updated.getByRole('button', { name: say(locale, { ko: '확인', en: 'OK' }) }).click();
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();

    const remove = page.getByRole('button', { name: say(locale, { ko: '삭제', en: 'Delete' }) });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: say(locale, { ko: '이 문의를 삭제하시겠습니까?', en: 'Delete this inquiry?' }) });
    await confirm.getByRole('button', { name: say(locale, { ko: '취소', en: 'Cancel' }) }).click();
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
    await remove.click();
    await confirm.getByRole('button', { name: say(locale, { ko: '삭제', en: 'Delete' }) }).click();
    const deleted = page.getByRole('alertdialog', { name: say(locale, { ko: '삭제되었습니다', en: 'Deleted' }) });
    await deleted.getByRole('button', { name: say(locale, { ko: '확인', en: 'OK' }) }).click();
    await expect(page).toHaveURL(/\/qnaList$/);
    await expect(page.getByText(newTitle)).toHaveCount(0);
  });

  test('an answered inquiry shows its answer and cannot be edited or deleted', async ({ page }) => {
    await signInAsWorker(page, WORKER_A.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/qnaList');
    const answered = page
      .getByRole('list', { name: say(locale, { ko: '내 문의', en: 'My inquiries' }) })
      .getByRole('listitem')
      .filter({ hasText: say(locale, { ko: '답변 완료', en: 'Answered' }) })
      .first();
    await answered.getByRole('link').click();
    await expect(page.getByRole('heading', { name: say(locale, { ko: '답변', en: 'Answer' }) })).toBeVisible();
    await expect(page.getByText(say(locale, { ko: '답변이 완료된 문의는 수정하거나 삭제할 수 없습니다.', en: 'Answered inquiries cannot be changed.' }))).toBeVisible();
    await expect(page.getByRole('button', { name: say(locale, { ko: '수정', en: 'Edit' }) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: say(locale, { ko: '삭제', en: 'Delete' }) })).toHaveCount(0);
  });
});
