/**
 * A site's first morning with a new person, end to end (issue 33): the office registers a person who
 * has no account, from the ID card; the person sets a password on their own phone and shows their
 * "join this site" code, which the office's camera reads to find them again (decision 084); the
 * office takes them on from a template and records the safety training and the face photo; the
 * worker signs the contract; their first code is read by the gate's camera and recorded, with the
 * face shown. What needs the browser here: two cameras reading codes drawn on a phone, the signature
 * pad, and every screen of the way in one run. The rules of each step are tested on the server and
 * as components; the person's address, which the contract asks for, is given through the API (its
 * screen has its own spec).
 */
import type { Page } from '@playwright/test';
import { readShownQr, writeQrVideo } from './fake-camera.ts';
import { expect, sentCodes, signInAsAdmin, test, useLocale } from './fixtures.ts';
import { cameraOn, GATE_SITE, openIdleScanner, scanAnswer, showCode, withGateBrowser } from './gate.ts';

const API = '/v1/mobile/wfm';
const locale = 'en' as const;

/** A person nobody has registered yet: a number and a registration number of this run. */
function newPerson() {
  const digits = (count: number) => Array.from({ length: count }, () => String(Math.floor(Math.random() * 10))).join('');
  return {
    name: '윤새벽',
    phone: `010-72${digits(2)}-${digits(4)}`,
    rrn: `920714-1${digits(6)}`,
    birthDate: '1992-07-14',
    password: 'Dawn!shift2026',
    address: '경기도 성남시 분당구 판교역로 166, 2층',
  };
}

/** A call of the app's API as the signed-in worker on `page` (the token the app keeps, the XSRF pair). */
async function putAsWorker(page: Page, path: string, data: unknown): Promise<void> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.put(`${API}/${path}`, { data, headers: { authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf } });
  expect(answer.ok(), `PUT ${path}: ${String(answer.status())}`).toBe(true);
}

test(`a person without an account is registered, found by their join code, taken on, trained, photographed, signs and is recorded at the gate (${locale})`, async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const person = newPerson();
  await withGateBrowser(async (gateBrowser, cameraFile) => {
    // The site office: a phone with a camera, on Workers.
    const office = await gateBrowser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, serviceWorkers: 'block', timezoneId: 'America/Los_Angeles' });
    await office.grantPermissions(['camera'], { origin: base });
    await useLocale(office, base, locale);
    const admin = await office.newPage();
    await signInAsAdmin(admin, GATE_SITE);
    await admin.goto('/adminWorkers');

    // 1. No account has the number: the office registers the person from the ID card.
    await admin.getByLabel('Mobile number').fill(person.phone);
    await admin.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(admin.getByText('No account has this number.', { exact: false })).toBeVisible();
    await admin.getByLabel('Name', { exact: true }).fill(person.name);
    await admin.getByLabel('Resident registration number').fill(person.rrn);
    await admin.getByLabel('I checked the ID card in person: it shows this name and number.').check();
    await admin.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(admin.getByText('Registered, with the ID check. A text told the person how to set their password. Take them on below.')).toBeVisible();

    // 2. The person sets a password with the code texted to their number, and logs in.
    await useLocale(page.context(), base, locale);
    await page.goto('/firstLogin');
    await page.getByLabel('Mobile number').fill(person.phone);
    await page.getByLabel('Birth date').fill(person.birthDate);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Code from the text message', { exact: true })).toBeVisible();
    const [code] = await sentCodes(page, person.phone);
    await page.getByLabel('Code from the text message', { exact: true }).fill(code ?? '');
    await page.getByLabel('New password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(person.password);
    await page.getByLabel('Agree to all').check();
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // 3. No site yet: home offers the join code, which the office's camera reads.
    await page.getByRole('link', { name: 'Show my join code to the site office' }).click();
    await expect(page).toHaveURL(/\/joinSite$/);
    await expect(page.getByRole('timer')).toHaveText('Remaining time 10:00');
    const joinCode = await readShownQr(page);
    expect(joinCode.text).toMatch(/^J1/);
    writeQrVideo(cameraFile, joinCode.pixels);
    await admin.goto('/adminWorkers');
    await admin.getByRole('button', { name: "Scan the worker's join code" }).click();
    const card = admin.getByRole('article', { name: '윤*벽' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(person.phone)).toBeVisible();
    await expect(admin.getByRole('region', { name: "Scan the worker's join code" })).toHaveCount(0);

    // 4. Taken on from one of the site's templates, starting today.
    await card.getByLabel('Contract template').selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Take on', exact: true }).click();
    await expect(card.getByText("Taken on: the contract waits for the worker's signature. The worker was notified.")).toBeVisible();
    await expect(card.getByText("The worker's QR codes are refused at this site until:")).toBeVisible();

    // 5. The safety training card and the face photo for the gate.
    await card.getByRole('button', { name: 'Record training' }).click();
    const training = admin.getByRole('dialog', { name: 'Basic safety training' });
    await training.getByLabel('Certificate number').fill('2026-0412-7781');
    await training.getByLabel('Day of the training').fill('2026-03-02');
    await training.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(training).toHaveCount(0);
    await expect(card.getByText('Safety training recorded.', { exact: false })).toBeVisible();

    await card.getByRole('button', { name: 'Take photo' }).click();
    const photo = admin.getByRole('dialog', { name: 'Face photo for the gate' });
    const face = await admin.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 640;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      g.fillStyle = '#8fb3d9';
      g.fillRect(0, 0, 480, 640);
      g.fillStyle = '#f1c9a5';
      g.beginPath();
      g.ellipse(240, 280, 130, 170, 0, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
    });
    await photo.locator('input[type=file]').last().setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(face, 'base64') });
    await photo.getByLabel('The worker read this and agrees.').check();
    await photo.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card.getByRole('img', { name: 'Face photo of 윤*벽' })).toBeVisible();

    // 6. The worker signs the contract (the address it states first, through the API).
    await putAsWorker(page, 'account/address', { address: person.address });
    await page.goto('/employmentContractList');
    await page.getByRole('list').getByRole('link').first().click();
    await expect(page.getByRole('img', { name: /page 1 of/ })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('I have read this contract and agree to all of its content.').check();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const pad = page.getByRole('dialog', { name: 'Sign' });
    const box = await pad.getByRole('img', { name: /./ }).boundingBox();
    if (!box) throw new Error('no signature pad');
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 30; i += 1) await page.mouse.move(box.x + box.width * (0.1 + i * 0.025), box.y + box.height * (0.6 - Math.sin(i / 4) * 0.3));
    await page.mouse.up();
    await pad.getByRole('button', { name: 'Submit signature' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The contract is signed.' })).toBeVisible();

    // The office sees the worker ready.
    await admin.goto('/adminWorkers');
    await admin.getByLabel('Mobile number').fill(person.phone);
    await admin.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(admin.getByText("Ready for work: the worker's QR codes are accepted at this site.")).toBeVisible();
    await office.close();

    // 7. The first code of the day, read by the gate's camera: recorded, with the face.
    const gate = await openIdleScanner(gateBrowser, base, locale);
    const faceServed = gate.waitForResponse((response) => /\/admin\/workers\/[^/]+\/photo$/.test(response.url()) && response.status() === 200);
    await page.goto('/');
    await showCode(page, locale);
    writeQrVideo(cameraFile, (await readShownQr(page)).pixels);
    await cameraOn(gate, locale);
    await scanAnswer(gate, 'accepted', [person.name, 'Start work']);
    await faceServed;
    await expect(page.getByRole('status').filter({ hasText: 'Recorded: Start work' })).toBeVisible({ timeout: 30_000 });
  });
});
