import { addDays, apiGetAsWorker, expect, type Locale, mmdd, say, seoulDate, signInAsWorker, test, useLocale, WORKER_A } from './fixtures.ts';

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`worker home (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('logs in, sees the seeded week, moves by weeks and logs out with confirmation', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    // Today's date in Seoul with its weekday, although the browser runs in Los Angeles time.
    const today = seoulDate();
    const todayText =
      locale === 'ko'
        ? `${today.y}년 ${today.m}월 ${today.d}일 (${'일월화수목금토'[today.weekday]})`
        : `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][today.weekday]}, ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][today.m - 1]} ${today.d}, ${today.y}`;
    // (The strip's today link carries the same date for screen readers, visually hidden.)
    await expect(page.getByRole('paragraph').filter({ hasText: todayText })).toBeVisible();

    // The home project.
    await expect(page.getByText(`${WORKER_A.customer} / ${WORKER_A.project}`)).toBeVisible();
    await expect(page.getByText(WORKER_A.address)).toBeVisible();
    await expect(page.getByRole('link', { name: say(locale, { ko: '내 QR 코드 보기', en: 'Show my QR code' }) })).toBeVisible();

    // The weekly strip shows what the API holds for this week, with the H suffix, today highlighted.
    // A shift in progress (today's, if the seed stopped in the middle of it) says so, its hours running.
    const week = await apiGetAsWorker<{ date: string; workingTime: number; open: unknown }[]>(page, `work/weekly?year=${today.y}&month=${today.m}&day=${today.d}`);
    expect(week).toHaveLength(7);
    const strip = page.getByRole('list', { name: say(locale, { ko: '일별 근무 시간', en: 'Hours per day' }) });
    const days = strip.getByRole('listitem');
    await expect(days).toHaveCount(7);
    for (const [index, day] of week.entries()) {
      const hours = Math.round(day.workingTime * 10) / 10;
      // A day still to come has no hours yet: "-", never 0H.
      if (index > today.weekday) await expect(days.nth(index).locator('.week-strip__hours')).toHaveText('-');
      else if (day.open) await expect(days.nth(index)).toContainText(locale === 'ko' ? /근무 중|휴게 중/ : /On shift|On break/);
      else await expect(days.nth(index)).toContainText(`${hours}H`);
    }
    const todayCell = strip.locator('[aria-current="date"]');
    await expect(todayCell).toHaveCount(1);
    await expect(todayCell).toContainText(String(today.d));

    // Week range and arrows: ±7 days.
    const sunday = addDays(today, -today.weekday);
    const range = (start: { m: number; d: number; y: number }) => `${mmdd(start)} ~ ${mmdd(addDays(start, 6))}`;
    await expect(page.getByText(range(sunday))).toBeVisible();
    await page.getByRole('button', { name: say(locale, { ko: '다음 주', en: 'Next week' }) }).click();
    await expect(page.getByText(range(addDays(sunday, 7)))).toBeVisible();
    await page.getByRole('button', { name: say(locale, { ko: '이전 주', en: 'Previous week' }) }).click();
    await page.getByRole('button', { name: say(locale, { ko: '이전 주', en: 'Previous week' }) }).click();
    await expect(page.getByText(range(addDays(sunday, -7)))).toBeVisible();
    // A past week shows the hours the API has for it.
    const previous = addDays(sunday, -7);
    const pastWeek = await apiGetAsWorker<{ workingTime: number; workStartTime: string; workEndTime: string }[]>(page, `work/weekly?year=${previous.y}&month=${previous.m}&day=${previous.d}`);
    // The seed works most days: a whole past week is never empty.
    expect(pastWeek.filter((day) => day.workingTime > 0).length).toBeGreaterThan(0);
    const recorded = (time: string) => /T\d\d:\d\d/.test(time);
    for (const [index, day] of pastWeek.entries()) {
      // A day begun and never ended (the seed's forgotten check-out, 9 days before it) says so, not 0H.
      if (recorded(day.workStartTime) && !recorded(day.workEndTime)) await expect(days.nth(index)).toContainText(say(locale, { ko: '퇴근 미기록', en: 'No end recorded' }));
      else await expect(days.nth(index)).toContainText(`${Math.round(day.workingTime * 10) / 10}H`);
    }

    // Logout asks first; cancel keeps the worker in.
    await page.getByRole('link', { name: say(locale, { ko: '내 정보', en: 'My info' }) }).click();
    await expect(page).toHaveURL(/\/myAccount$/);
    await page.getByRole('button', { name: say(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    const dialog = page.getByRole('alertdialog', { name: say(locale, { ko: '로그아웃', en: 'Log out' }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: say(locale, { ko: '취소', en: 'Cancel' }) }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/myAccount$/);
    await page.getByRole('button', { name: say(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: say(locale, { ko: '로그아웃', en: 'Log out' }) }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('the week total adds up the strip, and a tapped day opens that day in the work calendar', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    const total = page.getByText(say(locale, { ko: '주간 합계', en: 'Week total' })).locator('..');
    // This week's total (its hours may still run with a shift in progress).
    await expect(total).toContainText(say(locale, { ko: '시간', en: 'h' }));

    // Last week has no shift in progress: its total is the sum of its days, in hours and minutes.
    const today = seoulDate();
    const sunday = addDays(today, -today.weekday - 7);
    await page.getByRole('button', { name: say(locale, { ko: '이전 주', en: 'Previous week' }) }).click();
    const week = await apiGetAsWorker<{ date: string; workingTime: number }[]>(page, `work/weekly?year=${sunday.y}&month=${sunday.m}&day=${sunday.d}`);
    const minutes = Math.round(week.reduce((sum, day) => sum + day.workingTime, 0) * 60);
    await expect(total).toContainText(say(locale, { ko: `${Math.floor(minutes / 60)}시간 ${minutes % 60}분`, en: `${Math.floor(minutes / 60)}h ${minutes % 60}m` }));

    // A worked day of that week, tapped by its date, opens the work calendar on its month with it chosen.
    const worked = week.filter((day) => day.workingTime > 0).at(-1);
    expect(worked, 'the seed works most days').toBeDefined();
    const [y, m, d] = [Number(worked?.date.slice(0, 4)), Number(worked?.date.slice(4, 6)), Number(worked?.date.slice(6))];
    const at = new Date(Date.UTC(y, m - 1, d));
    const weekday = at.toLocaleString(locale, { weekday: 'short', timeZone: 'UTC' });
    const fullDate = locale === 'ko' ? `${y}년 ${m}월 ${d}일 (${weekday})` : `${weekday}, ${at.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${d}, ${y}`;
    const strip = page.getByRole('list', { name: say(locale, { ko: '일별 근무 시간', en: 'Hours per day' }) });
    const link = strip.getByRole('link', { name: fullDate });
    await expect(link).toContainText(`${Math.round((worked?.workingTime ?? 0) * 10) / 10}H`);
    await link.click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.getByRole('heading', { name: at.toLocaleString(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }) })).toBeVisible();
    const calendar = page.getByRole('region', { name: say(locale, { ko: '근무 달력', en: 'Work calendar' }) });
    const chosen = calendar.getByRole('button', { pressed: true });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(String(d));
    const detail = calendar.locator('.work-calendar__detail');
    await expect(detail).toContainText(at.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }));
    const dayMinutes = Math.round((worked?.workingTime ?? 0) * 60);
    await expect(detail).toContainText(say(locale, { ko: `${Math.floor(dayMinutes / 60)}시간 ${dayMinutes % 60}분`, en: `${Math.floor(dayMinutes / 60)}h ${dayMinutes % 60}m` }));
    // The day's record is in sight, above the tab bar, without scrolling.
    const bar = await page.getByRole('navigation', { name: say(locale, { ko: '주 메뉴', en: 'Main' }) }).boundingBox();
    await expect
      .poll(async () => {
        const box = await detail.boundingBox();
        return box && bar ? box.y >= 0 && box.y + box.height <= bar.y : false;
      })
      .toBe(true);
    await page.screenshot({ path: test.info().outputPath(`work-from-strip-${locale}.png`) });

    // Back returns home; a reload of the work screen keeps the day.
    await page.reload();
    await expect(calendar.getByRole('button', { pressed: true })).toContainText(String(d));
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the full menu opens from the tab bar, and the language setting switches the app language', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
    const menu = page.getByRole('dialog', { name: say(locale, { ko: '메뉴', en: 'Menu' }) });
    await expect(menu).toBeVisible();
    for (const group of [
      { ko: '오늘의 근무', en: "Today's work" },
      { ko: '월별 근무 달력', en: 'Monthly history calendar' },
      { ko: '근무 내역 목록', en: 'History list' },
      { ko: '급여 명세서', en: 'Payment statement' },
      { ko: '일별 정산', en: 'Daily statement' },
      { ko: '계정 관리', en: 'Account management' },
      { ko: '회사 관리', en: 'Company management' },
      { ko: '증명서 발급', en: 'Certificate issuance' },
      { ko: '언어 설정', en: 'Language setting' },
      { ko: '개인정보 처리방침', en: 'Privacy policy' },
    ]) {
      await expect(menu.getByRole('link', { name: say(locale, group) })).toBeVisible();
    }
    await menu.getByRole('link', { name: say(locale, { ko: '언어 설정', en: 'Language setting' }) }).click();
    await expect(page).toHaveURL(/\/languageSetting$/);
    const other = locale === 'ko' ? 'English' : '한국어';
    await page.getByRole('radio', { name: other }).click();
    await expect(page.getByRole('radio', { name: other })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ko' ? 'en' : 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ko' ? 'Language setting' : '언어 설정');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe(locale === 'ko' ? 'en' : 'ko');
  });
});
