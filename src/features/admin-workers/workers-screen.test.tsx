/**
 * The site admin's workers (/adminWorkers, issue 33) against the fake API: a person found by mobile
 * number (the name masked, the ID-card check), none found (what the person does first), the phone
 * rules under the field, loading and a failed search; taking a worker on with a template (the body the
 * API takes, the chosen template's terms, the status, the card after it) and each refusal under its
 * field or as the form's error without losing what was chosen; ending the employment through its
 * dialog (the body, the last day shown) and the refusals of the last day; the ID card section of a
 * worker employed here (a Korean national's check, a foreigner's stay status, its end, the country and
 * employment insurance by the status), its dialog's rules and the server's refusals; whether the gate
 * takes the worker's codes yet, and the safety training card's section, its rules and refusals.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ResizePhoto from '@/platform/files/resize-photo';

// The phone's canvas work (createImageBitmap) is not in happy-dom: the photo comes out as this small JPEG.
vi.mock('@/platform/files/resize-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizePhoto>()),
  resizePhoto: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })),
}));
import type { CorporationSite } from '#contract/api-auth.ts';
import type { FakeApi } from '@/testing/fake-api';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { contractTemplate, templateList } from '@/testing/template-answers';
import type { WorkerIdentity } from '#contract/api-employment.ts';
import { employment, foreignIdentity, koreanIdentity, safetyTraining, unknownNationalityIdentity, workerLookup } from '@/testing/worker-answers';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
/** A Monday in 2026: the first day may be from today to 60 days ahead (Friday 1 May). */
const NOW = '2026-03-02T09:00:00+09:00';
const REBAR = contractTemplate();
// A night shift three days a week, one day at a time: 22:00 to 06:00 with an hour's break is 7 hours.
const NIGHT = contractTemplate({
  id: '0b1e6a52-5d0e-4c7e-9a51-000000000402',
  name: '보통인부 야간',
  jobTitle: '보통인부',
  dailyWage: 170_000,
  workStart: '22:00',
  workEnd: '06:00',
  breakStart: '02:00',
  breakEnd: '03:00',
  workDays: [1, 3, 5],
  weeklyHoliday: 6,
  payDay: 1,
  kind: 'oneDay',
  contracts: 0,
});
const PHONE = '010-5820-3746';

async function openWorkers(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  const rendered = await renderScreen('/adminWorkers', { session: 'admin', language, now: NOW });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Workers' : '근로자' });
  return rendered;
}

/** Types the number and presses Find (in the admin's language). */
async function find(phone: string, labels = { field: 'Mobile number', button: 'Find' }): Promise<void> {
  fill(labels.field, phone);
  await press(labels.button);
}

function card(name = '임*윤'): HTMLElement {
  return screen.getByRole('article', { name });
}

/** The value of a fact, by its term, in `scope`. */
function fact(scope: HTMLElement, term: string): string {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The message under a field: the element its aria-describedby names, and that it is marked invalid. */
function fieldError(label: string): string | null {
  const control = screen.getByLabelText(label, { exact: true });
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function choose(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

function value(label: string): string {
  return (screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement).value;
}

function statuses(): string[] {
  return screen.queryAllByRole('status').map((status) => status.textContent);
}

/** A found worker never employed here, with the site's two templates offered. */
async function foundForTakeOn(api: FakeApi, templates = [REBAR, NIGHT]) {
  api.answer('GET admin/workers', workerLookup());
  api.answer('GET admin/contractTemplates', templateList(templates));
  await openWorkers(api);
  await find(PHONE);
  await screen.findByRole('option', { name: '보통인부 야간 · 보통인부 · ₩170,000 a day' });
}

describe('finding a worker (English)', () => {
  it('finds a person by number: the masked name, the number, the ID check and the take-on form with the site’s templates', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup());
    api.answer('GET admin/contractTemplates', templateList([REBAR, NIGHT]));
    await openWorkers(api);
    expect(await screen.findByText('판교 현장')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Find a worker' })).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('type')).toBe('tel');
    await find(` ${PHONE} `);

    const found = await screen.findByRole('article', { name: '임*윤' });
    expect(api.lastRequest('GET admin/workers').query.get('phone')).toBe(PHONE);
    expect(within(found).getByText(PHONE)).toBeTruthy();
    expect(within(found).getByText("Check this name against the person's ID card.")).toBeTruthy();
    expect(within(found).getByText('Not employed at this site.')).toBeTruthy();
    const options = within(await within(found).findByRole('combobox', { name: 'Contract template' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a template', '철근공 주간 · 철근공 · ₩200,000 a day', '보통인부 야간 · 보통인부 · ₩170,000 a day']);
    const first = screen.getByLabelText('First day');
    expect([first.getAttribute('type'), value('First day'), first.getAttribute('min'), first.getAttribute('max')]).toEqual(['date', '2026-03-02', '2026-03-02', '2026-05-01']);
    expect(screen.getByText('Today or up to 60 days ahead.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Terms of/ })).toBeNull();
  });

  it('no account has the number: says so and offers to register the person; sign-up in the app is named where this server offers it', async () => {
    const api = fakeApi();
    api.refuse('GET admin/workers', 404, 'ACCOUNT_NOT_FOUND');
    await openWorkers(api);
    await find('010-1111-2222');
    await vi.waitFor(() =>
      expect(statuses()).toContain('No account has this number. Register the person below with their ID card, or ask them to sign up in the app and search again.'),
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(value('Mobile number')).toBe('010-1111-2222');
    const form = screen.getByRole('region', { name: 'Register this person' });
    expect(within(form).getByText('010-1111-2222')).toBeTruthy();
  });

  it('without identity verification on this server, registering at the site is the way', async () => {
    const api = fakeApi();
    api.answer('GET identity/offered', { identityVerification: false, bankCertLogin: false });
    api.refuse('GET admin/workers', 404, 'ACCOUNT_NOT_FOUND');
    await openWorkers(api);
    await find('010-1111-2222');
    await vi.waitFor(() => expect(statuses()).toContain('No account has this number. Register the person below with their ID card.'));
  });

  it('the number is checked by the phone rules before it is sent, each message under the field; the server’s the same way', async () => {
    const api = fakeApi();
    api.refuse('GET admin/workers', 400, 'BAD_REQUEST', { fields: { phone: 'phoneFormat' } });
    await openWorkers(api);
    await press('Find');
    expect(fieldError('Mobile number')).toBe("Enter the worker's mobile number.");
    await find('010 5820 3746');
    expect(fieldError('Mobile number')).toBe('Only digits and - are allowed in the phone number.');
    await find('02-123-4567');
    expect(fieldError('Mobile number')).toBe('Enter a mobile number such as 010-1234-5678.');
    expect(api.callsTo('GET admin/workers')).toBe(0);
    // Typing clears the message; a number the server refuses has it back.
    fill('Mobile number', '010-5820-374');
    expect(fieldError('Mobile number')).toBeNull();
    fill('Mobile number', '010-5820-3746');
    await press('Find');
    await vi.waitFor(() => expect(fieldError('Mobile number')).toBe('Enter a mobile number such as 010-1234-5678.'));
    expect(value('Mobile number')).toBe('010-5820-3746');
  });

  it('while searching says so; a failed search says why and keeps the number', async () => {
    const api = fakeApi();
    const search = api.defer('GET admin/workers');
    api.failNetwork('GET admin/workers', { once: true });
    await openWorkers(api);
    await find(PHONE);
    await search.requested;
    expect(statuses()).toContain('Loading…');
    expect(screen.getByRole('button', { name: 'Find' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => search.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    await press('Find');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cannot reach the server. Check your connection and try again.'));
    expect(statuses()).not.toContain('Loading…');
    expect(value('Mobile number')).toBe(PHONE);
  });
});

describe('registering a person without an account (English)', () => {
  const NEW_PHONE = '010-3141-5926';

  async function registerForm(api: FakeApi): Promise<HTMLElement> {
    api.refuse('GET admin/workers', 404, 'ACCOUNT_NOT_FOUND');
    api.answer('GET admin/contractTemplates', templateList([REBAR]));
    await openWorkers(api);
    await find(NEW_PHONE);
    return screen.findByRole('region', { name: 'Register this person' });
  }

  it('registers the person from the ID card: the body, the status, the card with the ID check, the text and the take-on form', async () => {
    const api = fakeApi();
    await registerForm(api);
    expect(value("The person's language")).toBe('en');
    expect(screen.getByLabelText('Resident registration number').getAttribute('type')).toBe('password');
    fill('Name', ' 한지민 ');
    fill('Resident registration number', '950817-2345678');
    choose("The person's language", 'vi');
    fireEvent.click(screen.getByLabelText('I checked the ID card in person: it shows this name and number.'));
    api.answer('POST admin/workers', workerLookup({ maskedName: '한*민', phone: NEW_PHONE, identity: koreanIdentity({ idCheckedAt: NOW }), passwordSet: false }));
    await press('Register');

    const registered = await screen.findByRole('article', { name: '한*민' });
    expect(api.lastRequest('POST admin/workers').body).toEqual({ phone: NEW_PHONE, name: '한지민', rrn: '950817-2345678', language: 'vi', idChecked: true });
    expect(statuses()).toContain('Registered, with the ID check. A text told the person how to set their password. Take them on below.');
    expect(screen.queryByRole('region', { name: 'Register this person' })).toBeNull();
    expect(
      within(registered).getByText('Has not set a password yet. The text they were sent links to the page where they set it, with this mobile number and their birth date.'),
    ).toBeTruthy();
    expect(await within(registered).findByRole('combobox', { name: 'Contract template' })).toBeTruthy();

    // The text again: where it went; a refusal said in place.
    api.answer('POST admin/workers/{userId}/invitation', { sentTo: '010-****-5926' }, { once: true });
    await press('Send the text again');
    await vi.waitFor(() => expect(statuses()).toContain('Sent again to 010-****-5926.'));
    api.refuse('POST admin/workers/{userId}/invitation', 409, 'PASSWORD_ALREADY_SET');
    await press('Send the text again');
    expect((await within(registered).findByRole('alert')).textContent).toBe('This person has set a password already: they log in with it, or use Forgot password.');
  });

  it('checks the card before sending, each message under its field; the server’s refusals the same way, and what was typed stays', async () => {
    const api = fakeApi();
    await registerForm(api);
    await press('Register');
    expect(fieldError('Name')).toBe('Enter the name as the ID card shows it.');
    expect(fieldError('Resident registration number')).toBe('Enter the registration number from the ID card.');
    expect(fieldError('I checked the ID card in person: it shows this name and number.')).toBe('Check the ID card in person and confirm it here.');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fill('Name', '<b>');
    fill('Resident registration number', '951317-2345678');
    await press('Register');
    expect(fieldError('Name')).toBe('Enter the name as the ID card writes it, in letters only.');
    expect(fieldError('Resident registration number')).toBe('The registration number does not begin with a real birth date. Check it against the card.');
    expect(api.callsTo('POST admin/workers')).toBe(0);

    fill('Name', '한지민');
    fill('Resident registration number', '8503141530217');
    fireEvent.click(screen.getByLabelText('I checked the ID card in person: it shows this name and number.'));
    api.refuse('POST admin/workers', 409, 'ACCOUNT_EXISTS', { fields: { rrn: 'rrnRegistered' } }, { once: true });
    await press('Register');
    await vi.waitFor(() =>
      expect(fieldError('Resident registration number')).toBe('This person already has an account under another mobile number. Ask for that number and search by it.'),
    );
    expect([value('Name'), value('Resident registration number')]).toEqual(['한지민', '8503141530217']);
    api.refuse('POST admin/workers', 503, 'SMS_NOT_SENT', {}, { once: true });
    await press('Register');
    expect((await screen.findByRole('alert')).textContent).toBe('The text message could not be sent. Try again in a moment.');
    api.refuse('POST admin/workers', 409, 'PHONE_TAKEN', {}, { once: true });
    await press('Register');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An account has this number now. Search the number again.'));
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('taking a worker on (English)', () => {
  it('takes the worker on with the chosen template from a chosen day: the body, the status, the card with the employment', async () => {
    const api = fakeApi();
    const taken = employment({
      contractId: '0b1e6a52-5d0e-4c7e-9a51-000000000502',
      jobTitle: '보통인부',
      dailyWage: 170_000,
      kind: 'oneDay',
      validFrom: '2026-03-05',
      validTo: '2026-03-05',
      templateName: '보통인부 야간',
    });
    api.answer('POST admin/employments', workerLookup({ employment: taken }));
    await foundForTakeOn(api);
    choose('Contract template', NIGHT.id);
    const terms = screen.getByRole('region', { name: 'Terms of 보통인부 야간' });
    expect(fact(terms, 'Daily wage')).toBe('₩170,000 a day · ₩24,285 an hour');
    expect(fact(terms, 'Hours')).toBe('22:00–06:00 the next day, break 02:00–03:00');
    expect(fact(terms, 'Days')).toBe('Mon, Wed, Fri · weekly holiday Sat');
    expect(within(terms).getByText('A one-day contract: it ends on its first day.')).toBeTruthy();
    fill('First day', '2026-03-05');
    await press('Take on');

    await vi.waitFor(() => expect(statuses()).toContain("Taken on: the contract waits for the worker's signature. The worker was notified."));
    expect(api.lastRequest('POST admin/employments').body).toEqual({ userId: workerLookup().userId, templateId: NIGHT.id, validFrom: '2026-03-05' });
    const found = card();
    expect(fact(found, 'Trade')).toBe('보통인부');
    expect(fact(found, 'Daily wage')).toBe('₩170,000 a day');
    expect(fact(found, 'First day')).toBe('Thu, Mar 5, 2026');
    expect(fact(found, 'Last day')).toBe('Thu, Mar 5, 2026');
    expect(fact(found, 'Signature')).toBe("Waiting for the worker's signature");
    expect(fact(found, 'Contract template')).toBe('보통인부 야간');
    expect(within(found).getByRole('button', { name: 'End employment' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Contract template' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(within(found).getByRole('heading', { name: 'Employment at this site' })));
  });

  it('one template is the choice; a site without templates says so and links to them', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup());
    api.answer('GET admin/contractTemplates', templateList([REBAR]), { once: true });
    api.answer('GET admin/contractTemplates', templateList([]));
    api.answer('POST admin/employments', workerLookup({ employment: employment() }));
    await openWorkers(api);
    await find(PHONE);
    await screen.findByRole('region', { name: 'Terms of 철근공 주간' });
    expect(value('Contract template')).toBe(REBAR.id);
    await press('Take on');
    await vi.waitFor(() => expect(api.callsTo('POST admin/employments')).toBe(1));
    expect(api.lastRequest('POST admin/employments').body).toEqual({ userId: workerLookup().userId, templateId: REBAR.id, validFrom: '2026-03-02' });

    await find('010-5820-3747');
    expect(await screen.findByText("This site has no contract templates yet. A worker's contract copies one: make one first.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contract templates' }).getAttribute('href')).toBe('/adminContractTemplates');
  });

  it('while the templates load says so; a failed load says why and tries again', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup());
    const templates = api.defer('GET admin/contractTemplates');
    api.answer('GET admin/contractTemplates', templateList([REBAR, NIGHT]));
    await openWorkers(api);
    await find(PHONE);
    await templates.requested;
    expect(statuses()).toContain('Loading…');
    await act(async () => templates.failNetwork());
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    await press('Try again');
    expect(await screen.findByRole('combobox', { name: 'Contract template' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the template and the day before sending: none chosen, a past day, a day too far ahead, a wage below that year’s minimum', async () => {
    const api = fakeApi();
    const low = contractTemplate({ id: '0b1e6a52-5d0e-4c7e-9a51-000000000403', name: '옛 양식', dailyWage: 80_000 });
    await foundForTakeOn(api, [REBAR, NIGHT, low]);
    fill('First day', '2026-03-01');
    await press('Take on');
    expect(fieldError('Contract template')).toBe('Choose a contract template.');
    expect(fieldError('First day')).toBe('The first day cannot be in the past. Choose today (Mon, Mar 2, 2026) or a later day.');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Contract template')));
    choose('Contract template', REBAR.id);
    expect(fieldError('Contract template')).toBeNull();
    fill('First day', '2026-05-02');
    await press('Take on');
    expect(fieldError('First day')).toBe('The first day can be at most 60 days ahead. Choose a day until Fri, May 1, 2026, and take the worker on later for a later start.');
    fill('First day', '');
    await press('Take on');
    expect(fieldError('First day')).toBe('Enter the first day, such as today.');
    fill('First day', '2026-05-01');
    choose('Contract template', low.id);
    await press('Take on');
    expect(fieldError('Contract template')).toBe("This template's wage is below the minimum wage for that year. Change the template first.");
    expect(api.callsTo('POST admin/employments')).toBe(0);
  });

  it('each refusal of the server under its field or as the form’s error, and what was chosen stays', async () => {
    const api = fakeApi();
    api.refuse('POST admin/employments', 400, 'BAD_REQUEST', { fields: { validFrom: 'past' } }, { once: true });
    api.refuse('POST admin/employments', 400, 'BAD_REQUEST', { fields: { templateId: 'belowMinimumWage' } }, { once: true });
    api.refuse('POST admin/employments', 409, 'ALREADY_EMPLOYED');
    await foundForTakeOn(api);
    choose('Contract template', REBAR.id);
    fill('First day', '2026-03-03');

    // The day turned in Seoul between the search and the press: the server's today is later.
    await press('Take on');
    await vi.waitFor(() => expect(fieldError('First day')).toBe('The first day cannot be in the past. Choose today (Mon, Mar 2, 2026) or a later day.'));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First day')));

    await press('Take on');
    await vi.waitFor(() => expect(fieldError('Contract template')).toBe("This template's wage is below the minimum wage for that year. Change the template first."));
    expect(fieldError('First day')).toBeNull();

    await press('Take on');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This worker already has a contract at this site on or after that day. Search the number again to see it, then end it or choose a first day after its last day.',
    );
    expect([value('Contract template'), value('First day')]).toEqual([REBAR.id, '2026-03-03']);
    expect(api.callsTo('POST admin/employments')).toBe(3);
    expect(statuses().some((status) => status.startsWith('Taken on'))).toBe(false);
  });

  it('a template retired meanwhile (404): said, the list loads again without it, the day stays', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup());
    api.answer('GET admin/contractTemplates', templateList([REBAR, NIGHT]), { once: true });
    api.answer('GET admin/contractTemplates', templateList([REBAR]));
    api.refuse('POST admin/employments', 404, 'NOT_FOUND');
    await openWorkers(api);
    await find(PHONE);
    await screen.findByRole('option', { name: '보통인부 야간 · 보통인부 · ₩170,000 a day' });
    choose('Contract template', NIGHT.id);
    fill('First day', '2026-03-04');
    await press('Take on');
    expect((await screen.findByRole('alert')).textContent).toBe('This template is no longer offered: it was retired. The list has been refreshed; choose another template.');
    await vi.waitFor(() => expect(screen.queryByRole('option', { name: '보통인부 야간 · 보통인부 · ₩170,000 a day' })).toBeNull());
    expect(value('Contract template')).toBe(REBAR.id);
    expect(value('First day')).toBe('2026-03-04');
    expect(api.callsTo('GET admin/contractTemplates')).toBe(2);
  });

  it('an employment that ended before today says so, and the worker can be taken on again; one ending today is still in force', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment({ validFrom: '2026-01-05', validTo: '2026-02-27', signed: true }) }), { once: true });
    api.answer('GET admin/workers', workerLookup({ employment: employment({ validFrom: '2026-01-05', validTo: '2026-03-02', signed: true }) }));
    api.answer('GET admin/contractTemplates', templateList([REBAR]));
    await openWorkers(api);
    await find(PHONE);
    expect(await within(await screen.findByRole('article', { name: '임*윤' })).findByText('The last employment here (철근공) ended on Fri, Feb 27, 2026.')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Contract template' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End employment' })).toBeNull();

    await find(PHONE);
    expect(await screen.findByRole('button', { name: 'End employment' })).toBeTruthy();
    expect(fact(card(), 'Last day')).toBe('Mon, Mar 2, 2026');
    expect(screen.queryByRole('combobox', { name: 'Contract template' })).toBeNull();
  });
});

describe('ending an employment (English)', () => {
  it('shows the employment in force; ends it on a last day through the dialog (kept when cancelled): the body, the last day on the card', async () => {
    const api = fakeApi();
    const current = employment({ signed: true });
    api.answer('GET admin/workers', workerLookup({ employment: current }));
    api.answer('POST admin/employments/{contractId}/end', { ...current, validTo: '2026-03-06' });
    await openWorkers(api);
    await find(PHONE);
    const found = await screen.findByRole('article', { name: '임*윤' });
    expect(fact(found, 'First day')).toBe('Mon, Mar 2, 2026');
    expect(fact(found, 'Signature')).toBe('Signed');
    expect(fact(found, 'Contract template')).toBe('철근공 주간');
    expect(within(found).queryByText('Last day', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Contract template' })).toBeNull();

    await press('End employment');
    let dialog = screen.getByRole('alertdialog', { name: 'End this employment?' });
    expect(dialog.textContent).toContain("From the day after, the worker's QR codes are not accepted at this site. Pay and documents stay.");
    expect(within(dialog).getByText('임*윤')).toBeTruthy();
    expect((within(dialog).getByLabelText('Last day') as HTMLInputElement).value).toBe('2026-03-02');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST admin/employments/{contractId}/end')).toBe(0);

    await press('End employment');
    dialog = screen.getByRole('alertdialog', { name: 'End this employment?' });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2026-03-06' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'End employment' })));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.lastRequest('POST admin/employments/{contractId}/end').path).toBe(`admin/employments/${current.contractId}/end`);
    expect(api.lastRequest('POST admin/employments/{contractId}/end').body).toEqual({ lastDay: '2026-03-06' });
    expect(fact(card(), 'Last day')).toBe('Fri, Mar 6, 2026');
    expect(statuses()).toContain("Last day set to Fri, Mar 6, 2026. From the next day, the worker's QR codes are not accepted at this site.");
  });

  it('a last day before a day the worker was recorded (or before the first day) is said under the field; the day chosen stays', async () => {
    const api = fakeApi();
    const current = employment({ validFrom: '2026-02-02' });
    api.answer('GET admin/workers', workerLookup({ employment: current }));
    api.refuse('POST admin/employments/{contractId}/end', 400, 'BAD_REQUEST', { fields: { lastDay: 'beforeWorked' } });
    await openWorkers(api);
    await find(PHONE);
    await screen.findByRole('article', { name: '임*윤' });
    await press('End employment');
    const dialog = screen.getByRole('alertdialog', { name: 'End this employment?' });
    const lastDay = within(dialog).getByLabelText('Last day');
    expect(lastDay.getAttribute('min')).toBe('2026-02-02');
    fireEvent.change(lastDay, { target: { value: '2026-02-01' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'End employment' })));
    expect(fieldError('Last day')).toBe("The last day cannot be before the employment's first day (Mon, Feb 2, 2026). Choose that day or a later one.");
    expect(api.callsTo('POST admin/employments/{contractId}/end')).toBe(0);

    fireEvent.change(lastDay, { target: { value: '2026-02-20' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'End employment' })));
    await vi.waitFor(() => expect(fieldError('Last day')).toBe('The worker was recorded at this site after that day. Choose the last day they were recorded, or a later day.'));
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect((lastDay as HTMLInputElement).value).toBe('2026-02-20');
    expect(api.lastRequest('POST admin/employments/{contractId}/end').body).toEqual({ lastDay: '2026-02-20' });
    expect(card().querySelector('dt')?.textContent).toBe('Trade');
    expect(within(card()).queryByText('Last day', { selector: 'dt' })).toBeNull();
  });
});

/** A worker employed at this site (signed, continuing) with this ID card record, found by number: the ID section. */
async function foundEmployed(api: FakeApi, identity: WorkerIdentity, language: 'en' | 'ko' = 'en'): Promise<HTMLElement> {
  api.answer('GET admin/workers', workerLookup({ employment: employment({ signed: true }), identity }));
  await openWorkers(api, language);
  await find(PHONE, language === 'en' ? undefined : { field: '휴대폰 번호', button: '조회' });
  return screen.findByRole('region', { name: language === 'en' ? 'ID card' : '신분증' });
}

function idDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'ID check' });
}

async function save(): Promise<void> {
  await act(async () => fireEvent.click(within(idDialog()).getByRole('button', { name: 'Save' })));
}

const IDENTITY_CALL = 'PUT admin/workers/{userId}/identity';

describe('the ID card (English)', () => {
  it('a Korean national: not checked yet; the check is recorded with a confirmation (the body with nulls), the section shows its day', async () => {
    const api = fakeApi();
    api.answer(IDENTITY_CALL, koreanIdentity({ idCheckedAt: '2026-03-02T00:30:00Z' }));
    const section = await foundEmployed(api, koreanIdentity());
    expect(within(section).getByText('ID card not checked yet')).toBeTruthy();
    expect(within(section).queryByText('Stay status', { selector: 'dt' })).toBeNull();

    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Record ID check' })));
    const dialog = idDialog();
    expect(within(dialog).getByText("I checked the person's ID card in person.")).toBeTruthy();
    expect(within(dialog).getByText('임*윤')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Stay status')).toBeNull();
    expect(within(dialog).queryByLabelText('Country')).toBeNull();
    await save();

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(IDENTITY_CALL).path).toBe(`admin/workers/${workerLookup().userId}/identity`);
    expect(api.lastRequest(IDENTITY_CALL).body).toEqual({ stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false });
    expect(statuses()).toContain('ID check recorded.');
    expect(within(section).getByText('ID card checked on Mon, Mar 2, 2026')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('no section for a person never employed here; an account that does not say the nationality records the check alone', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ identity: unknownNationalityIdentity() }), { once: true });
    api.answer('GET admin/contractTemplates', templateList([REBAR]));
    api.answer(IDENTITY_CALL, unknownNationalityIdentity({ idCheckedAt: '2026-03-02T09:05:00+09:00' }));
    await openWorkers(api);
    await find(PHONE);
    await screen.findByRole('combobox', { name: 'Contract template' });
    expect(screen.queryByRole('region', { name: 'ID card' })).toBeNull();

    const ended = employment({ validFrom: '2026-01-05', validTo: '2026-02-27', signed: true });
    api.answer('GET admin/workers', workerLookup({ employment: ended, identity: unknownNationalityIdentity() }));
    await find(PHONE);
    const section = await screen.findByRole('region', { name: 'ID card' });
    expect(within(section).getByText('The nationality is not known from the account.')).toBeTruthy();
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Record ID check' })));
    expect(within(idDialog()).getByText('The nationality is not known from the account: only the check is recorded, without a stay status.')).toBeTruthy();
    expect(within(idDialog()).queryByLabelText('Stay status')).toBeNull();
    await save();
    await vi.waitFor(() => expect(statuses()).toContain('ID check recorded.'));
    expect(api.lastRequest(IDENTITY_CALL).body).toEqual({ stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false });
    expect(within(section).getByText('ID card checked on Mon, Mar 2, 2026')).toBeTruthy();
  });

  it('a foreigner: the form checks the shared rules first; an E-9 typed under Other is sent normalized, and the section shows the card', async () => {
    const api = fakeApi();
    const recorded = foreignIdentity({ idCheckedAt: '2026-03-02T09:05:00+09:00' });
    api.answer(IDENTITY_CALL, recorded);
    const section = await foundEmployed(api, foreignIdentity({ idCheckedAt: null, stayStatus: null, stayExpiresOn: null, country: null }));
    expect(within(section).getByText('ID card not checked yet')).toBeTruthy();
    expect(fact(section, 'Stay status')).toBe('Not recorded yet');
    expect(fact(section, 'Country')).toBe('Not recorded yet');
    expect(fact(section, 'Employment insurance')).toBe('Counted as covered until the stay status is recorded');

    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Record ID check' })));
    const dialog = idDialog();
    const stays = within(within(dialog).getByRole('combobox', { name: 'Stay status' })).getAllByRole('option');
    expect(stays.map((option) => option.textContent)).toEqual(['Choose a stay status', 'E-9', 'H-2', 'F-4', 'F-2', 'F-5', 'F-6', 'E-7', 'Other']);
    const countries = within(within(dialog).getByRole('combobox', { name: 'Country' })).getAllByRole('option');
    expect(countries.slice(0, 4).map((option) => option.textContent)).toEqual(['Choose a country', 'Vietnam', 'China', 'Uzbekistan']);
    expect(countries).toHaveLength(19);
    const ends = within(dialog).getByLabelText('Stay ends on');
    expect([ends.getAttribute('type'), ends.getAttribute('min')]).toEqual(['date', '2026-03-02']);
    expect(within(dialog).queryByLabelText('Other stay status')).toBeNull();

    await save();
    expect(fieldError('Stay status')).toBe('Choose the stay status on the card, or enter it under Other.');
    expect(fieldError('Stay ends on')).toBe('Enter the day the stay ends, as on the card.');
    expect(fieldError('Country')).toBe('Choose the country of the card.');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Stay status')));

    choose('Stay status', 'other');
    expect(fieldError('Stay status')).toBeNull();
    fill('Other stay status', 'E9X');
    fill('Stay ends on', '2026-03-01');
    choose('Country', 'VN');
    await save();
    expect(fieldError('Other stay status')).toBe('Enter the stay status as the card writes it: a letter and a number, such as E-9 or F-4-11.');
    expect(fieldError('Stay ends on')).toBe('This stay has already ended. Ask for the extended card and enter its new end (Mon, Mar 2, 2026 or later).');
    expect(fieldError('Country')).toBeNull();
    expect(api.callsTo(IDENTITY_CALL)).toBe(0);

    fill('Other stay status', ' e 9 ');
    expect(within(dialog).getByText('Employment insurance: covered by this stay status.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('The worker applied for employment insurance')).toBeNull();
    fill('Stay ends on', '2028-03-31');
    await save();

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(IDENTITY_CALL).body).toEqual({ stayStatus: 'E-9', stayExpiresOn: '2028-03-31', country: 'VN', employmentInsuranceOptIn: false });
    expect(statuses()).toContain('ID check recorded.');
    expect(within(section).getByText('ID card checked on Mon, Mar 2, 2026')).toBeTruthy();
    expect(fact(section, 'Stay status')).toBe('E-9, until Fri, Mar 31, 2028');
    expect(fact(section, 'Country')).toBe('Vietnam');
    expect(fact(section, 'Employment insurance')).toBe('Covered by the stay status');
    expect(within(section).queryByText(/ask for the extended card/)).toBeNull();
  });

  it('an F-4 is not covered: the section says so, the form asks whether the worker applied and sends it; a country outside the list stays offered', async () => {
    const api = fakeApi();
    const f4 = foreignIdentity({ stayStatus: 'F-4', stayExpiresOn: '2027-06-30', country: 'UA' });
    api.answer(IDENTITY_CALL, { ...f4, idCheckedAt: '2026-03-02T09:05:00+09:00', employmentInsuranceOptIn: true });
    const section = await foundEmployed(api, f4);
    expect(within(section).getByText('ID card checked on Fri, Feb 20, 2026')).toBeTruthy();
    expect(fact(section, 'Stay status')).toBe('F-4, until Wed, Jun 30, 2027');
    expect(fact(section, 'Country')).toBe('Ukraine');
    expect(fact(section, 'Employment insurance')).toBe('Not covered unless the worker applied');

    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Update' })));
    const dialog = idDialog();
    expect([value('Stay status'), value('Stay ends on'), value('Country')]).toEqual(['F-4', '2027-06-30', 'UA']);
    const countries = within(within(dialog).getByRole('combobox', { name: 'Country' })).getAllByRole('option');
    expect(countries.at(-1)?.textContent).toBe('Ukraine');
    expect(within(dialog).getByText('Employment insurance: not covered by this stay status unless the worker applied.')).toBeTruthy();
    const optIn = within(dialog).getByLabelText('The worker applied for employment insurance') as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    // A covered status asks nothing; back to F-4, the box is there again.
    choose('Stay status', 'H-2');
    expect(within(dialog).queryByLabelText('The worker applied for employment insurance')).toBeNull();
    choose('Stay status', 'F-4');
    fireEvent.click(within(dialog).getByLabelText('The worker applied for employment insurance'));
    await save();

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(IDENTITY_CALL).body).toEqual({ stayStatus: 'F-4', stayExpiresOn: '2027-06-30', country: 'UA', employmentInsuranceOptIn: true });
    expect(fact(section, 'Employment insurance')).toBe('Applied for');
    expect(within(section).getByText('ID card checked on Mon, Mar 2, 2026')).toBeTruthy();
  });

  it('the server’s refusals: an ended stay under its field (what was entered stays), a worker not taken on here as the form’s error', async () => {
    const api = fakeApi();
    api.refuse(IDENTITY_CALL, 400, 'BAD_REQUEST', { fields: { stayExpiresOn: 'expired' } }, { once: true });
    api.refuse(IDENTITY_CALL, 404, 'NOT_FOUND');
    const section = await foundEmployed(api, foreignIdentity());
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Update' })));
    // The day turned in Seoul between the search and the press: the server's today is later.
    fill('Stay ends on', '2026-03-02');
    await save();
    await vi.waitFor(() => expect(fieldError('Stay ends on')).toBe('This stay has already ended. Ask for the extended card and enter its new end (Mon, Mar 2, 2026 or later).'));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Stay ends on')));
    expect(api.lastRequest(IDENTITY_CALL).body).toEqual({ stayStatus: 'E-9', stayExpiresOn: '2026-03-02', country: 'VN', employmentInsuranceOptIn: false });
    expect(value('Stay ends on')).toBe('2026-03-02');

    fill('Stay ends on', '2026-09-30');
    await save();
    expect((await within(idDialog()).findByRole('alert')).textContent).toBe(
      'Only a worker taken on at this site can have the ID check recorded here. Take the worker on at this site first.',
    );
    expect(value('Stay ends on')).toBe('2026-09-30');
    expect(statuses()).not.toContain('ID check recorded.');
    expect(fact(section, 'Stay status')).toBe('E-9, until Fri, Mar 31, 2028');
  });

  it('a stay ending within 30 days, or ended, asks for the extended card; one ending later does not', async () => {
    const api = fakeApi();
    const found = (stayExpiresOn: string) => workerLookup({ employment: employment({ signed: true }), identity: foreignIdentity({ stayExpiresOn }) });
    api.answer('GET admin/workers', found('2026-04-01'), { once: true });
    api.answer('GET admin/workers', found('2026-02-28'), { once: true });
    api.answer('GET admin/workers', found('2026-04-02'));
    await openWorkers(api);
    await find(PHONE);
    let section = await screen.findByRole('region', { name: 'ID card' });
    expect(within(section).getByText('The stay ends on Wed, Apr 1, 2026: ask for the extended card.')).toBeTruthy();

    await find(PHONE);
    section = await screen.findByRole('region', { name: 'ID card' });
    expect(within(section).getByText('The stay ended on Sat, Feb 28, 2026: ask for the extended card.')).toBeTruthy();

    await find(PHONE);
    section = await screen.findByRole('region', { name: 'ID card' });
    expect(fact(section, 'Stay status')).toBe('E-9, until Thu, Apr 2, 2026');
    expect(within(section).queryByText(/ask for the extended card/)).toBeNull();
  });
});

const TRAINING_CALL = 'PUT admin/workers/{userId}/safetyTraining';

function trainingDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Basic safety training' });
}

async function saveTraining(): Promise<void> {
  await act(async () => fireEvent.click(within(trainingDialog()).getByRole('button', { name: 'Save' })));
}

describe('ready for work and the safety training (English)', () => {
  it('a contract taken on, not signed, no training: the codes are refused until both; the card is recorded and the note follows', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment() }));
    api.answer(TRAINING_CALL, safetyTraining({ certificateNo: '2026-서울-0412345', completedOn: '2026-02-27' }));
    await openWorkers(api);
    await find(PHONE);
    const found = await screen.findByRole('article', { name: '임*윤' });
    const note = () => within(found).getByText("The worker's QR codes are refused at this site until:").parentElement;
    expect(within(note() ?? found).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'the worker signs the contract in the app',
      'the basic safety training is recorded (below)',
    ]);
    const section = screen.getByRole('region', { name: 'Basic safety training' });
    expect(within(section).getByText('Not recorded yet. The law requires it before any construction work.')).toBeTruthy();

    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Record training' })));
    expect(within(trainingDialog()).getByText('임*윤')).toBeTruthy();
    expect((within(trainingDialog()).getByLabelText('Day of the training') as HTMLInputElement).max).toBe('2026-03-02');
    fill('Certificate number', ' 2026-서울-0412345 ');
    fill('Day of the training', '2026-02-27');
    await saveTraining();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(TRAINING_CALL).path).toBe(`admin/workers/${workerLookup().userId}/safetyTraining`);
    expect(api.lastRequest(TRAINING_CALL).body).toEqual({ certificateNo: ' 2026-서울-0412345 ', completedOn: '2026-02-27' });
    expect(statuses()).toContain('Safety training recorded.');
    expect(fact(section, 'Certificate number')).toBe('2026-서울-0412345');
    expect(fact(section, 'Day of the training')).toBe('Fri, Feb 27, 2026');
    expect(within(note() ?? found).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['the worker signs the contract in the app']);
    expect(within(section).getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('signed and trained: ready for work; a contract made before the rule says nothing of it', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment({ signed: true }), safetyTraining: safetyTraining() }), { once: true });
    api.answer('GET admin/workers', workerLookup({ employment: employment({ checksBeforeWork: false }) }));
    await openWorkers(api);
    await find(PHONE);
    const found = await screen.findByRole('article', { name: '임*윤' });
    expect(within(found).getByText("Ready for work: the worker's QR codes are accepted at this site.")).toBeTruthy();
    expect(within(found).queryByText(/refused at this site until/)).toBeNull();

    await find(PHONE);
    await vi.waitFor(() => expect(fact(card(), 'Signature')).toBe("Waiting for the worker's signature"));
    expect(within(card()).queryByText(/Ready for work/)).toBeNull();
    expect(within(card()).queryByText(/refused at this site until/)).toBeNull();
  });

  it('the card’s rules before sending, the server’s refusals under their fields, a worker not taken on here as the form’s error; what was typed stays', async () => {
    const api = fakeApi();
    api.refuse(TRAINING_CALL, 400, 'BAD_REQUEST', { fields: { completedOn: 'future' } }, { once: true });
    api.refuse(TRAINING_CALL, 404, 'NOT_FOUND');
    api.answer('GET admin/workers', workerLookup({ employment: employment() }));
    await openWorkers(api);
    await find(PHONE);
    const section = await screen.findByRole('region', { name: 'Basic safety training' });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Record training' })));
    await saveTraining();
    expect(fieldError('Certificate number')).toBe('Enter the number printed on the training card.');
    expect(fieldError('Day of the training')).toBe('Enter the day of the training, as on the card.');
    expect(document.activeElement).toBe(screen.getByLabelText('Certificate number'));
    fill('Certificate number', '<b>12</b>');
    fill('Day of the training', '2026-03-03');
    await saveTraining();
    expect(fieldError('Certificate number')).toBe('Enter the number as printed: letters, digits, spaces and hyphens.');
    expect(fieldError('Day of the training')).toBe('The day of the training cannot be after today. Check the card.');
    fill('Certificate number', '1'.repeat(31));
    fill('Day of the training', '1999-12-31');
    await saveTraining();
    expect(fieldError('Certificate number')).toBe('The number can be at most 30 characters. Check it against the card.');
    expect(fieldError('Day of the training')).toBe('Check the day of the training: it cannot be before 2000.');
    expect(api.callsTo(TRAINING_CALL)).toBe(0);

    // The day turned in Seoul before the press reached the server: its today is earlier than the phone's.
    fill('Certificate number', '2026-0001');
    fill('Day of the training', '2026-03-02');
    await saveTraining();
    await vi.waitFor(() => expect(fieldError('Day of the training')).toBe('The day of the training cannot be after today. Check the card.'));
    await saveTraining();
    expect((await within(trainingDialog()).findByRole('alert')).textContent).toBe(
      'Only a worker taken on at this site can have the training recorded here. Take the worker on at this site first.',
    );
    expect(value('Certificate number')).toBe('2026-0001');
    expect(value('Day of the training')).toBe('2026-03-02');
    await act(async () => fireEvent.click(within(trainingDialog()).getByRole('button', { name: 'Cancel' })));
    expect(within(section).getByText('Not recorded yet. The law requires it before any construction work.')).toBeTruthy();
  });
});

describe('the face photo for the gate (English)', () => {
  const PHOTO_CALL = 'PUT admin/workers/{userId}/photo';

  function photoDialog(): HTMLElement {
    return screen.getByRole('dialog', { name: 'Face photo for the gate' });
  }

  it('shows the consent in the worker’s language, asks for the photo and the consent, keeps it and shows it', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment(), language: 'vi' }));
    api.answer(PHOTO_CALL, { recordedAt: '2026-03-02T09:00:00+09:00' });
    api.answerFile('GET admin/workers/{userId}/photo', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    await openWorkers(api);
    await find(PHONE);
    const section = await screen.findByRole('region', { name: 'Face photo for the gate' });
    expect(within(section).getByText("No photo yet. With one, an accepted scan shows the worker's face, so the gate sees who stands there.")).toBeTruthy();
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Take photo' })));

    const consent = photoDialog().querySelector('blockquote');
    expect(consent?.getAttribute('lang')).toBe('vi');
    expect(consent?.textContent).toMatch(/^Ảnh khuôn mặt của bạn/);
    await act(async () => fireEvent.click(within(photoDialog()).getByRole('button', { name: 'Save' })));
    expect(within(photoDialog()).getByText("Take the worker's photo first.")).toBeTruthy();
    expect(within(photoDialog()).getByText('The worker must read the text above and agree before the photo is kept.')).toBeTruthy();
    expect(api.callsTo(PHOTO_CALL)).toBe(0);

    const file = new File([new Uint8Array([1, 2, 3])], 'face.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(within(photoDialog()).getByLabelText('Take the photo'), { target: { files: [file] } }));
    expect(await within(photoDialog()).findByRole('img', { name: 'The photo to keep' })).toBeTruthy();
    fireEvent.click(within(photoDialog()).getByLabelText('The worker read this and agrees.'));
    await act(async () => fireEvent.click(within(photoDialog()).getByRole('button', { name: 'Save' })));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(PHOTO_CALL).body).toEqual({ photo: '/9j/2Q==', consent: true });
    expect(statuses()).toContain('Photo kept. An accepted scan shows it at the gate.');
    expect(await within(section).findByRole('img', { name: 'Face photo of 임*윤' })).toBeTruthy();
    expect(within(section).getByText('Taken on Mon, Mar 2, 2026')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Take again' })).toBeTruthy();
  });

  it('the server’s refusals: a photo it cannot read under the photo, a worker not taken on here as the form’s error; the photo taken stays', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment() }));
    api.refuse(PHOTO_CALL, 400, 'BAD_REQUEST', { fields: { photo: 'invalid' } }, { once: true });
    api.refuse(PHOTO_CALL, 404, 'NOT_FOUND');
    await openWorkers(api);
    await find(PHONE);
    const section = await screen.findByRole('region', { name: 'Face photo for the gate' });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Take photo' })));
    expect(photoDialog().querySelector('blockquote')?.getAttribute('lang')).toBe('ko');
    const file = new File([new Uint8Array([1, 2, 3])], 'face.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(within(photoDialog()).getByLabelText('Choose a photo'), { target: { files: [file] } }));
    await within(photoDialog()).findByRole('img', { name: 'The photo to keep' });
    fireEvent.click(within(photoDialog()).getByLabelText('The worker read this and agrees.'));
    await act(async () => fireEvent.click(within(photoDialog()).getByRole('button', { name: 'Save' })));
    await vi.waitFor(() => expect(photoDialog().textContent).toContain('This file is not a photo this phone can read. Take the photo again.'));
    await act(async () => fireEvent.click(within(photoDialog()).getByRole('button', { name: 'Save' })));
    await vi.waitFor(() =>
      expect(within(photoDialog()).getByRole('alert').textContent).toBe('Only a worker taken on at this site can have a photo taken here. Take the worker on at this site first.'),
    );
    expect(within(photoDialog()).getByRole('img', { name: 'The photo to keep' })).toBeTruthy();
  });
});

describe('a new phone number (English, decision 082)', () => {
  const CODE_CALL = 'POST admin/workers/{userId}/phone/codes';
  const CHANGE_CALL = 'PUT admin/workers/{userId}/phone';
  const NEW = '010-2468-1357';
  const SENT = { codeToken: '0b1e6a52-5d0e-4c7e-9a51-000000000701', sentTo: '010-****-1357', expiresInSeconds: 300 };

  function phoneDialog(): HTMLElement {
    return screen.getByRole('dialog', { name: 'Change phone number' });
  }

  async function openPhoneDialog(api: FakeApi, worker = workerLookup({ employment: employment() })): Promise<HTMLElement> {
    api.answer('GET admin/workers', worker);
    await openWorkers(api);
    await find(PHONE);
    const section = await screen.findByRole('region', { name: 'Phone number' });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Change phone number' })));
    return section;
  }

  async function pressInDialog(name: string): Promise<void> {
    await act(async () => fireEvent.click(within(phoneDialog()).getByRole('button', { name })));
  }

  it('texts a code to the new number, takes the code and the ID check, and shows the new number: the bodies, the status, the card', async () => {
    const api = fakeApi();
    api.answer(CODE_CALL, SENT);
    api.answer(CHANGE_CALL, { worker: workerLookup({ employment: employment(), phone: NEW }), oldPhoneTold: true, newPhoneTold: true });
    const section = await openPhoneDialog(api);
    expect(within(phoneDialog()).getByText('임*윤')).toBeTruthy();

    await pressInDialog('Text a code');
    expect(fieldError('New mobile number')).toBe("Enter the worker's new mobile number.");
    fill('New mobile number', PHONE);
    await pressInDialog('Text a code');
    expect(fieldError('New mobile number')).toBe('This is the number the worker has now. Enter the new number.');
    expect(api.callsTo(CODE_CALL)).toBe(0);
    fill('New mobile number', NEW);
    await pressInDialog('Text a code');
    expect(api.lastRequest(CODE_CALL).body).toEqual({ phone: NEW });
    expect(within(phoneDialog()).getByRole('status').textContent).toBe('A 6-digit code was texted to 010-****-1357. Ask the person to read it to you from the new phone within 5 minutes.');

    await pressInDialog('Change number');
    expect(fieldError('Code from the text message')).toBe('Enter the code the person reads from the new phone.');
    expect(within(phoneDialog()).getByText('Check the ID card in person and confirm it here.')).toBeTruthy();
    expect(api.callsTo(CHANGE_CALL)).toBe(0);
    fill('Code from the text message', '482 913');
    fireEvent.click(within(phoneDialog()).getByLabelText("I checked the person's ID card in person: it is this worker."));
    await pressInDialog('Change number');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(CHANGE_CALL)).toMatchObject({ path: `admin/workers/${workerLookup().userId}/phone`, body: { codeToken: SENT.codeToken, code: '482913', idChecked: true } });
    expect(within(section).getByRole('status').textContent).toBe(
      `Number changed to ${NEW}. The worker was logged out on every phone and logs in with the new number and the same password.`,
    );
    expect(within(card()).getByText(NEW)).toBeTruthy();
  });

  it('the server’s refusals where they belong: a number of another account under the field, a wrong code under the code, a used code as the form’s error; a new code for the same number', async () => {
    const api = fakeApi();
    api.refuse(CODE_CALL, 409, 'PHONE_TAKEN', {}, { once: true });
    api.answer(CODE_CALL, SENT);
    api.refuse(CHANGE_CALL, 422, 'RECOVERY_CODE_WRONG', {}, { once: true });
    api.refuse(CHANGE_CALL, 410, 'RECOVERY_CODE_EXPIRED', {}, { once: true });
    api.answer(CHANGE_CALL, { worker: workerLookup({ employment: employment(), phone: NEW }), oldPhoneTold: false, newPhoneTold: true });
    const section = await openPhoneDialog(api);
    fill('New mobile number', NEW);
    await pressInDialog('Text a code');
    expect(fieldError('New mobile number')).toBe('Another account has this number. Search the number to see whose it is.');
    await pressInDialog('Text a code');
    fill('Code from the text message', '111111');
    fireEvent.click(within(phoneDialog()).getByLabelText("I checked the person's ID card in person: it is this worker."));
    await pressInDialog('Change number');
    expect(fieldError('Code from the text message')).toBe('The code does not match. Check the text message and enter it again.');
    await pressInDialog('Change number');
    expect(within(phoneDialog()).getByRole('alert').textContent).toBe('This code can no longer be used. Ask for a new code.');
    expect(value('Code from the text message')).toBe('111111');

    await pressInDialog('Send a new code');
    expect(api.callsTo(CODE_CALL)).toBe(3);
    expect(api.lastRequest(CODE_CALL).body).toEqual({ phone: NEW });
    expect(value('Code from the text message')).toBe('');
    fill('Code from the text message', '222222');
    await pressInDialog('Change number');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The old number's text did not go: the admin is told to tell the worker.
    expect(within(section).getByText('The old number could not be texted. Tell the worker yourself.')).toBeTruthy();
  });

  it('is offered for a worker employed here and for a person registered who has not set a password; not for a worker never employed here', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup(), { once: true });
    api.answer('GET admin/workers', workerLookup({ passwordSet: false }), { once: true });
    api.answer('GET admin/contractTemplates', templateList([REBAR]));
    await openWorkers(api);
    await find(PHONE);
    await screen.findByRole('article', { name: '임*윤' });
    expect(screen.queryByRole('region', { name: 'Phone number' })).toBeNull();
    await find(PHONE);
    expect(await screen.findByRole('region', { name: 'Phone number' })).toBeTruthy();
  });
});

describe('workers (Korean)', () => {
  it('the ID check, the take-on status and what ending means, in the words of a Korean site office', async () => {
    const api = fakeApi();
    const taken = employment();
    api.answer('GET admin/workers', workerLookup());
    api.answer('GET admin/contractTemplates', templateList([REBAR]));
    api.answer('POST admin/employments', workerLookup({ employment: taken }));
    await openWorkers(api, 'ko');
    await find(PHONE, { field: '휴대폰 번호', button: '조회' });
    const found = await screen.findByRole('article', { name: '임*윤' });
    expect(within(found).getByText('이 이름이 본인 신분증의 이름과 같은지 확인해 주세요.')).toBeTruthy();
    await screen.findByRole('region', { name: '철근공 주간 근로조건' });
    expect(value('첫 근무일')).toBe('2026-03-02');
    await press('채용');

    await vi.waitFor(() => expect(statuses()).toContain('채용했습니다. 근로계약서가 근로자의 서명을 기다리고 있으며, 근로자에게 알림을 보냈습니다.'));
    expect(fact(found, '일당')).toBe('하루 200,000원');
    expect(fact(found, '첫 근무일')).toBe('2026년 3월 2일 (월)');
    expect(fact(found, '서명')).toBe('근로자 서명 대기');
    await press('근로 종료');
    const dialog = screen.getByRole('alertdialog', { name: '근로를 종료할까요?' });
    expect(dialog.textContent).toContain('다음 날부터 이 현장에서 근로자의 QR 코드가 인식되지 않습니다. 급여와 서류는 그대로 남습니다.');
    expect(within(dialog).getByLabelText('마지막 근무일')).toBeTruthy();
  });
});

describe('the ID card (Korean)', () => {
  it('a foreign worker’s card in the words of a Korean site office', async () => {
    const api = fakeApi();
    const section = await foundEmployed(api, foreignIdentity({ stayStatus: 'F-4', stayExpiresOn: '2026-03-20', country: 'UZ' }), 'ko');
    expect(within(section).getByText('신분증 확인일: 2026년 2월 20일 (금)')).toBeTruthy();
    expect(fact(section, '체류자격')).toBe('F-4, 2026년 3월 20일 (금)까지');
    expect(fact(section, '국적')).toBe('우즈베키스탄');
    expect(fact(section, '고용보험')).toBe('적용 안 됨 (임의가입 신청 시 적용)');
    expect(within(section).getByText('체류기간이 2026년 3월 20일 (금)에 만료됩니다. 연장된 외국인등록증을 확인해 주세요.')).toBeTruthy();
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: '수정' })));
    const dialog = screen.getByRole('dialog', { name: '신분증 확인' });
    expect(within(dialog).getByText('본인의 신분증을 직접 대면하여 확인했습니다.')).toBeTruthy();
    expect(within(dialog).getByLabelText('체류기간 만료일')).toBeTruthy();
    expect(within(dialog).getByLabelText('근로자가 고용보험 임의가입을 신청함')).toBeTruthy();
  });
});
