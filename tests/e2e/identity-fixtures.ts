/**
 * Helpers for the account specs: people who do not exist yet (a fresh name, registration number and
 * phone per call, so specs never collide on the shared server), and the sandbox provider pages
 * driven by their visible labels, in the language of the locale cookie.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { say, type Locale } from './fixtures.ts';

export interface Person {
  name: string;
  /** yyyy-mm-dd */
  birthDate: string;
  /** 13 digits with a hyphen */
  rrn: string;
  gender: 'male' | 'female';
  nationality: 'korean' | 'foreigner';
  /** 010-xxxx-xxxx */
  phone: string;
}

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['하늘', '바다', '나래', '보람', '슬기', '다온', '가람', '새봄', '한결', '누리', '시원', '은별'];
let counter = 0;

/** A new person, unique in this run: numbers issued after October 2020 end in random digits. */
export function newPerson(options: { nationality?: 'korean' | 'foreigner'; gender?: 'male' | 'female' } = {}): Person {
  counter += 1;
  const seed = (Date.now() % 100000) * 97 + counter * 7919 + Math.floor(Math.random() * 1000);
  const nationality = options.nationality ?? 'korean';
  const gender = options.gender ?? (seed % 2 === 0 ? 'male' : 'female');
  const year = 1960 + (seed % 40);
  const month = 1 + (seed % 12);
  const day = 1 + (seed % 28);
  const g = (nationality === 'korean' ? 1 : 5) + (gender === 'male' ? 0 : 1);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const suffix = pad(seed % 1_000_000, 6);
  const name = nationality === 'korean' ? `${SURNAMES[seed % SURNAMES.length] ?? '김'}${GIVEN[(seed >> 3) % GIVEN.length] ?? '하늘'}${String.fromCharCode(0xac00 + (seed % 2000))}` : `Tran Van ${String.fromCharCode(65 + (seed % 26))}${String.fromCharCode(97 + ((seed >> 4) % 26))}`;
  const phoneTail = pad((seed * 13 + counter) % 100_000_000, 8);
  return {
    name,
    birthDate: `${year}-${pad(month)}-${pad(day)}`,
    rrn: `${String(year).slice(2)}${pad(month)}${pad(day)}-${g}${suffix}`,
    gender,
    nationality,
    phone: `010-${String(2 + (Number(phoneTail.slice(0, 1)) % 8))}${phoneTail.slice(1, 4)}-${phoneTail.slice(4)}`,
  };
}

export const SANDBOX = {
  confirm: { ko: '확인', en: 'Confirm' },
  cancel: { ko: '취소', en: 'Cancel' },
  result: { ko: '인증 결과', en: 'Result' },
};

export type NiceOutcome = 'success' | 'mismatch' | 'notFound' | 'carrierBlocked' | 'theftBlocked' | 'misuseBlocked' | 'codeFailed' | 'failed';

/** The real-name check page: pick an outcome and confirm (or cancel). */
export async function answerRealName(provider: Page, locale: Locale, outcome: NiceOutcome = 'success'): Promise<void> {
  await expect(provider.getByRole('heading', { name: say(locale, { ko: 'NICE 실명확인 (샌드박스)', en: 'NICE real-name check (sandbox)' }) })).toBeVisible();
  await provider.getByLabel(say(locale, SANDBOX.result)).selectOption(outcome);
  await provider.getByRole('button', { name: say(locale, SANDBOX.confirm) }).click();
}

/** The phone verification page (or the KB certificate page): enter the person, pick an outcome. */
export async function answerPerson(provider: Page, locale: Locale, person: Person, outcome: NiceOutcome | 'cancel' = 'success'): Promise<void> {
  // In the same window the app's form (with its own "Name") may still be showing: wait for the provider.
  await expect(provider.getByRole('heading', { name: /샌드박스|sandbox/ })).toBeVisible();
  await provider.getByLabel(say(locale, { ko: '이름', en: 'Name' })).fill(person.name);
  await provider.getByLabel(say(locale, { ko: '생년월일 (8자리)', en: 'Birth date (8 digits)' })).fill(person.birthDate.replace(/-/g, ''));
  await provider.getByLabel(person.gender === 'male' ? say(locale, { ko: '남', en: 'Male' }) : say(locale, { ko: '여', en: 'Female' }), { exact: true }).check();
  await provider.getByLabel(person.nationality === 'korean' ? say(locale, { ko: '내국인', en: 'Korean' }) : say(locale, { ko: '외국인', en: 'Foreigner' }), { exact: true }).check();
  await provider.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(person.phone);
  if (outcome === 'cancel') {
    await provider.getByRole('button', { name: say(locale, SANDBOX.cancel) }).click();
    return;
  }
  await provider.getByLabel(say(locale, SANDBOX.result)).selectOption(outcome);
  await provider.getByRole('button', { name: say(locale, SANDBOX.confirm) }).click();
}

/** Clicks what opens the provider popup; answers the popup page once it shows the provider. */
export async function openProvider(page: Page, click: () => Promise<void>): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

/** After answering the provider in a popup: it returns to the app and closes itself. */
export async function popupClosed(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 20_000 });
}

/** Makes window.open fail, as in an installed app or with popups blocked: trips leave the window. */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

/** The SMS sandbox outbox's newest message to a number (the page the README describes). */
export async function latestSms(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/sandbox/sms?to=${encodeURIComponent(phone)}`);
  const text = (await outbox.locator('td.text').first().textContent()) ?? '';
  await outbox.close();
  return text;
}

const API = '/v1/mobile/wfm';

/** The XSRF pair of a request context (a first GET hands out the cookie). */
async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get(`${API}/policies/agreements`);
    cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  return { 'X-XSRF-TOKEN': cookie?.value ?? '' };
}

/** One provider trip the way a browser makes it, by HTTP: answers the one-time reference. */
async function tripByApi(request: APIRequestContext, start: { action: string; fields: Record<string, string> }, form: Record<string, string>): Promise<string> {
  const action = new URL(start.action, 'http://placeholder.invalid').pathname;
  expect((await request.post(action, { form: start.fields })).status()).toBe(200);
  const done = await request.post(`${action}/complete`, { form: { request: start.fields.request ?? '', action: 'confirm', outcome: 'success', ...form }, maxRedirects: 0 });
  expect(done.status()).toBe(303);
  const back = await request.get(done.headers().location ?? '', { maxRedirects: 0 });
  const ref = new URL(back.headers().location ?? '', 'http://x').searchParams.get('ref');
  if (!ref) throw new Error('the provider did not return a reference');
  return ref;
}

/** POSTs JSON with the XSRF pair; a refusal fails the test with the answer's text. */
async function poster(request: APIRequestContext): Promise<(path: string, data: unknown) => Promise<Record<string, unknown>>> {
  const headers = await xsrfHeaders(request);
  return async (path, data) => {
    const res = await request.post(`${API}/${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
}

/**
 * Signs a new person up through the API (flow, real-name check, phone verification, account), so
 * the specs of later screens start from an account of their own.
 */
export async function signUpByApi(request: APIRequestContext, person: Person, password: string): Promise<void> {
  const post = await poster(request);
  const flow = await post('identity/flows', { purpose: 'join', join: { language: 'ko', name: person.name, rrn: person.rrn, nationality: person.nationality, birthDate: person.birthDate } });
  const credentials = { flowId: flow.flowId as string, flowSecret: flow.flowSecret as string };
  for (const service of ['realName', 'phone'] as const) {
    const start = (await post('identity/provider', { ...credentials, service })) as { action: string; fields: Record<string, string> };
    const form = { name: person.name, birthDate: person.birthDate.replace(/-/g, ''), gender: person.gender, nationality: person.nationality, phone: person.phone };
    const ref = await tripByApi(request, start, service === 'phone' ? form : {});
    await post('identity/redeem', { ...credentials, ref });
  }
  await post('join', { ...credentials, password, agreements: ['privacy-2', 'terms-1'] });
}

/**
 * "Forgot password" through the API, as /forgotPassword does it (user check, phone verification,
 * reset): answers the temporary password the SMS brought. The account must change it at its next
 * login (ynConvertPassword N), so a spec has a forced change of its own without touching the seed's.
 */
export async function resetPasswordByApi(page: Page, person: Person): Promise<string> {
  const request = page.request;
  const post = await poster(request);
  const flow = await post('identity/flows', { purpose: 'recovery', recovery: { name: person.name, birthDate: person.birthDate } });
  const credentials = { flowId: flow.flowId as string, flowSecret: flow.flowSecret as string };
  const start = (await post('identity/provider', { ...credentials, service: 'phone' })) as { action: string; fields: Record<string, string> };
  const ref = await tripByApi(request, start, { name: person.name, birthDate: person.birthDate.replace(/-/g, ''), gender: person.gender, nationality: person.nationality, phone: person.phone });
  await post('identity/redeem', { ...credentials, ref });
  await post('account/recovery/password', credentials);
  const temporary = /(?:임시 비밀번호는|temporary password is) (\S+?)(?: 입니다|\.)/.exec(await latestSms(page, person.phone))?.[1];
  if (!temporary) throw new Error('no temporary password was sent');
  return temporary;
}
