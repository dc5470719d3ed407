/**
 * The site admin's contract templates (/adminContractTemplates, issue 33) against the fake API: the
 * site's templates as cards (the wage with the hourly wage it gives, the hours, the days, the pay day),
 * none, loading and a failed load; making one (the body the API takes); the rules of contract-terms.ts
 * on their fields before anything is sent, and the server's on the same fields; a template someone
 * changed meanwhile (409) or retired (404) without losing what was typed; retiring after a confirmation.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CorporationSite } from '#contract/api-auth.ts';
import type { ContractTemplate } from '#contract/api-contract-templates.ts';
import type { FakeApi } from '@/testing/fake-api';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { contractTemplate, templateList } from '@/testing/template-answers';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
/** A Monday in 2026: this year's minimum hourly wage is ₩10,320. */
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

async function openTemplates(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  const rendered = await renderScreen('/adminContractTemplates', { session: 'admin', language, now: NOW });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Contract templates' : '계약서 양식' });
  return rendered;
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

/** The value of a card's fact, by its term. */
function fact(article: HTMLElement, term: string): string {
  return within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function form(title: 'New template' | 'Change the template' = 'New template'): HTMLElement {
  return screen.getByRole('region', { name: title });
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

function toggle(label: string): void {
  fireEvent.click(screen.getByLabelText(label, { exact: true }));
}

async function save(): Promise<void> {
  await act(async () => fireEvent.click(within(screen.getByRole('region', { name: /template/ })).getByRole('button', { name: 'Save' })));
}

/** A new template with valid terms typed in, from the empty form. */
function typeRebarTerms(): void {
  fill('Template name', ' 철근공 주간 ');
  fill('Trade (job title)', '철근공');
  fill('Daily wage (won)', '200,000');
}

function statuses(): string[] {
  return screen.queryAllByRole('status').map((status) => status.textContent);
}

describe('contract templates (English)', () => {
  it('lists the site’s templates: the wage with its hourly wage, the hours, the days, the pay day, the kind and the contracts made', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([REBAR, NIGHT]));
    await openTemplates(api);
    const rebar = await screen.findByRole('article', { name: '철근공 주간' });
    expect(screen.getByText('판교 현장')).toBeTruthy();
    expect(screen.getByText('Minimum wage in 2026: ₩10,320 an hour.')).toBeTruthy();
    expect(fact(rebar, 'Trade')).toBe('철근공');
    expect(fact(rebar, 'Daily wage')).toBe('₩200,000 a day · ₩25,000 an hour');
    expect(fact(rebar, 'Hours')).toBe('08:00–17:00, break 12:00–13:00');
    expect(fact(rebar, 'Days')).toBe('Mon–Fri · weekly holiday Sun');
    expect(fact(rebar, 'Pay day')).toBe('10th of the next month');
    expect(within(rebar).getByText('Continuing')).toBeTruthy();
    expect(within(rebar).getByText('3 contracts made from it')).toBeTruthy();

    const night = card('보통인부 야간');
    // ₩170,000 over 7 hours: ₩24,285 an hour, to the won below.
    expect(fact(night, 'Daily wage')).toBe('₩170,000 a day · ₩24,285 an hour');
    expect(fact(night, 'Hours')).toBe('22:00–06:00 the next day, break 02:00–03:00');
    expect(fact(night, 'Days')).toBe('Mon, Wed, Fri · weekly holiday Sat');
    expect(fact(night, 'Pay day')).toBe('1st of the next month');
    expect(within(night).getByText('One day')).toBeTruthy();
    expect(within(night).queryByText(/made from it/)).toBeNull();
  });

  it('while loading says so; a failed load says why and tries again; none yet says how to make one', async () => {
    const api = fakeApi();
    const first = api.defer('GET admin/contractTemplates');
    api.answer('GET admin/contractTemplates', templateList([]));
    await openTemplates(api);
    await first.requested;
    expect(statuses()).toContain('Loading…');
    await act(async () => first.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    await press('Try again');
    expect(await screen.findByText('No contract templates yet.')).toBeTruthy();
    expect(screen.getByText('Make one with “New template”: the contract of a worker you take on copies its terms.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET admin/contractTemplates')).toBe(2);
  });

  it('makes a template: the form takes the focus, the wage shows its hourly wage and the minimum as typed, and the body is what the API takes', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([]), { once: true });
    const made = contractTemplate({ id: '0b1e6a52-5d0e-4c7e-9a51-000000000499', name: '철근공 주간', payDay: 25, weeklyHoliday: 6, workDays: [1, 2, 3, 4, 5], kind: 'oneDay', premiumsApply: false, contracts: 0 });
    api.answer('GET admin/contractTemplates', templateList([made]));
    api.answer('POST admin/contractTemplates', made);
    await openTemplates(api);
    await screen.findByText('No contract templates yet.');
    await press('New template');
    await vi.waitFor(() => expect(document.activeElement).toBe(within(form()).getByRole('heading', { name: 'New template' })));
    expect(screen.getByLabelText('Work starts').getAttribute('type')).toBe('time');
    expect(screen.getByLabelText('Daily wage (won)').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('Minimum wage: ₩10,320 an hour, at least ₩82,560 a day for these hours.')).toBeTruthy();
    expect(screen.getByText('8 contracted hours a day')).toBeTruthy();

    typeRebarTerms();
    expect((screen.getByLabelText('Daily wage (won)') as HTMLInputElement).value).toBe('200000');
    expect(screen.getByText('₩25,000 an hour. Minimum wage: ₩10,320 an hour, at least ₩82,560 a day for these hours.')).toBeTruthy();
    // Sunday first, in the admin's language; Monday to Friday to start with.
    const days = within(screen.getByRole('group', { name: 'Work days of the week' })).getAllByRole<HTMLInputElement>('checkbox');
    expect(days.map((day) => day.labels?.[0]?.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(days.map((day) => day.checked)).toEqual([false, true, true, true, true, true, false]);
    choose('Weekly holiday', '6');
    choose('Pay day', '25');
    expect((screen.getByLabelText('Pay day') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('25th of the next month');
    expect(screen.getByText('Fixed work days without an end date: paid public holidays and the weekly paid holiday apply.')).toBeTruthy();
    await press('One day');
    expect(screen.getByRole('button', { name: 'One day' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Ends with its day: no paid public holidays and no weekly paid holiday.')).toBeTruthy();
    expect((screen.getByLabelText('Weekly paid holiday applies') as HTMLInputElement).checked).toBe(true);
    toggle('Premiums for overtime, night and holiday work apply (5 or more workers)');
    await save();

    await vi.waitFor(() => expect(statuses()).toContain('Template saved.'));
    expect(api.lastRequest('POST admin/contractTemplates').body).toEqual({
      name: '철근공 주간',
      jobTitle: '철근공',
      dailyWage: 200_000,
      workStart: '08:00',
      workEnd: '17:00',
      breakStart: '12:00',
      breakEnd: '13:00',
      workDays: [1, 2, 3, 4, 5],
      weeklyHoliday: 6,
      premiumsApply: false,
      weeklyPaidHoliday: true,
      payDay: 25,
      kind: 'oneDay',
    });
    expect(screen.queryByRole('region', { name: 'New template' })).toBeNull();
    expect(await screen.findByRole('article', { name: '철근공 주간' })).toBeTruthy();
    expect(api.callsTo('GET admin/contractTemplates')).toBe(2);
  });

  it('says what is missing under each field, marks it and focuses the first; nothing is sent', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([]));
    await openTemplates(api);
    await screen.findByText('No contract templates yet.');
    await press('New template');
    toggle('Mon');
    toggle('Tue');
    toggle('Wed');
    toggle('Thu');
    toggle('Fri');
    fill('Work starts', '');
    await save();
    expect(fieldError('Template name')).toBe("Enter the template's name.");
    expect(fieldError('Trade (job title)')).toBe('Enter the trade (job title).');
    expect(fieldError('Daily wage (won)')).toBe('Enter the daily wage.');
    expect(fieldError('Work starts')).toBe('Enter the time.');
    expect(within(screen.getByRole('group', { name: 'Work days of the week' })).getByRole('alert').textContent).toBe('Choose at least one work day.');
    expect(fieldError('Sun')).toBe('Choose at least one work day.');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Template name')));
    expect(api.callsTo('POST admin/contractTemplates')).toBe(0);

    // Typing in a field takes its message away; the others stay.
    fill('Template name', '철근공 주간');
    expect(fieldError('Template name')).toBeNull();
    expect(fieldError('Trade (job title)')).toBe('Enter the trade (job title).');
  });

  it('the law’s rules on their fields: the minimum wage with its amount, the holiday, the break, the 8-hour day and 40-hour week, no working time; what was typed stays', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([]));
    await openTemplates(api);
    await screen.findByText('No contract templates yet.');
    await press('New template');
    typeRebarTerms();
    fill('Daily wage (won)', '80000');
    choose('Weekly holiday', '3');
    await save();
    expect(fieldError('Daily wage (won)')).toBe('Below the minimum wage: 8 hours at ₩10,320 an hour is at least ₩82,560 a day.');
    expect(fieldError('Weekly holiday')).toBe('The weekly holiday cannot be one of the work days.');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Daily wage (won)')));

    // A 30-minute break in a day of 8 hours, and then a day of 9.
    fill('Daily wage (won)', '200000');
    choose('Weekly holiday', '0');
    fill('Work ends', '16:30');
    fill('Break ends', '12:30');
    await save();
    expect(fieldError('Break ends')).toBe('From 4 hours of work a break of at least 30 minutes, from 8 hours at least an hour, is required by law.');
    expect(fieldError('Weekly holiday')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Break ends')));
    fill('Work ends', '18:00');
    fill('Break ends', '13:00');
    await save();
    expect(fieldError('Work ends')).toBe('A contracted day may be at most 8 hours; longer days are overtime.');
    // A break after the end of work.
    fill('Work ends', '17:00');
    fill('Break starts', '18:00');
    fill('Break ends', '19:00');
    await save();
    expect(fieldError('Break ends')).toBe('The break must lie within the working hours.');
    // Six days of 8 hours; then a day the break takes whole.
    fill('Break starts', '12:00');
    fill('Break ends', '13:00');
    toggle('Sat');
    await save();
    expect(fieldError('Sat')).toBe('The work days come to more than 40 hours a week.');
    toggle('Sat');
    fill('Work starts', '12:00');
    fill('Work ends', '13:00');
    await save();
    expect(fieldError('Work ends')).toBe('No working time is left: the work must end after it starts and last longer than the break.');
    expect(screen.getByText('The hours do not make a working day yet.')).toBeTruthy();

    expect((screen.getByLabelText('Template name') as HTMLInputElement).value).toBe(' 철근공 주간 ');
    expect((screen.getByLabelText('Daily wage (won)') as HTMLInputElement).value).toBe('200000');
    expect(api.callsTo('POST admin/contractTemplates')).toBe(0);
  });

  it('a term the server refuses (400 fields) is said under its field, and the form stays as typed', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([]));
    api.refuse('POST admin/contractTemplates', 400, 'BAD_REQUEST', { fields: { jobTitle: 'tooLong', name: 'controlChars' } });
    await openTemplates(api);
    await screen.findByText('No contract templates yet.');
    await press('New template');
    typeRebarTerms();
    await save();
    expect(await vi.waitFor(() => fieldError('Trade (job title)'))).toBe('Use at most 40 characters.');
    expect(fieldError('Template name')).toBe('Remove the invisible control characters (they are often pasted by accident).');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Template name')));
    expect(screen.getByRole('region', { name: 'New template' })).toBeTruthy();
    expect((screen.getByLabelText('Trade (job title)') as HTMLInputElement).value).toBe('철근공');
  });

  it('changed by someone else meanwhile (409): said, the list loads again, the typed values stay and the next save is on the new version', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([REBAR]), { once: true });
    const theirs = { ...REBAR, dailyWage: 205_000, version: 2, contracts: 4 };
    api.answer('GET admin/contractTemplates', templateList([theirs]));
    api.refuse('PUT admin/contractTemplates/{id}', 409, 'TEMPLATE_CHANGED', undefined, { once: true });
    api.answer('PUT admin/contractTemplates/{id}', { ...theirs, dailyWage: 210_000, version: 3 });
    await openTemplates(api);
    await screen.findByRole('article', { name: '철근공 주간' });
    await press('Change 철근공 주간');
    const editing = form('Change the template');
    expect(within(editing).getByText('Changing it does not change the 3 contracts already made from it.')).toBeTruthy();
    expect((screen.getByLabelText('Daily wage (won)') as HTMLInputElement).value).toBe('200000');
    fill('Daily wage (won)', '210000');
    await save();

    expect((await within(editing).findByRole('alert')).textContent).toBe(
      'Someone changed this template while you edited it. Your changes are kept; the list shows the new version — check and save again.',
    );
    expect(api.lastRequest('PUT admin/contractTemplates/{id}').path).toBe(`admin/contractTemplates/${REBAR.id}`);
    expect(api.lastRequest('PUT admin/contractTemplates/{id}').body).toMatchObject({ dailyWage: 210_000, version: 1 });
    await vi.waitFor(() => expect(fact(card('철근공 주간'), 'Daily wage')).toBe('₩205,000 a day · ₩25,625 an hour'));
    expect((screen.getByLabelText('Daily wage (won)') as HTMLInputElement).value).toBe('210000');
    expect(within(editing).getByText('Changing it does not change the 4 contracts already made from it.')).toBeTruthy();

    await save();
    await vi.waitFor(() => expect(statuses()).toContain('Template saved.'));
    expect(api.lastRequest('PUT admin/contractTemplates/{id}').body).toMatchObject({ dailyWage: 210_000, version: 2 });
  });

  it('retired meanwhile (404): said, the list loads again and what was typed stays, as a new template', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([REBAR]), { once: true });
    api.answer('GET admin/contractTemplates', templateList([]));
    api.refuse('PUT admin/contractTemplates/{id}', 404, 'NOT_FOUND');
    await openTemplates(api);
    await screen.findByRole('article', { name: '철근공 주간' });
    await press('Change 철근공 주간');
    fill('Trade (job title)', '철근공 반장');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This template has been retired, so it can no longer be changed. The list has been refreshed; your values are kept as a new template.',
    );
    expect(await screen.findByText('No contract templates yet.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'New template' })).toBeTruthy();
    expect((screen.getByLabelText('Trade (job title)') as HTMLInputElement).value).toBe('철근공 반장');
    expect(screen.queryByRole('button', { name: 'Retire template' })).toBeNull();
  });

  it('retires a template after a confirmation (kept when cancelled); the list loads again', async () => {
    const api = fakeApi();
    api.answer('GET admin/contractTemplates', templateList([REBAR, NIGHT]), { once: true });
    api.answer('GET admin/contractTemplates', templateList([NIGHT]));
    api.answerNothing('DELETE admin/contractTemplates/{id}');
    await openTemplates(api);
    await screen.findByRole('article', { name: '철근공 주간' });
    await press('Change 철근공 주간');
    await press('Retire template');
    let confirm = screen.getByRole('alertdialog', { name: 'Retire this template?' });
    expect(confirm.textContent).toContain('“철근공 주간” is no longer offered when taking a worker on. Contracts already made from it do not change.');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE admin/contractTemplates/{id}')).toBe(0);

    await press('Retire template');
    confirm = screen.getByRole('alertdialog', { name: 'Retire this template?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Retire' })));
    await vi.waitFor(() => expect(statuses()).toContain('The template “철근공 주간” was retired.'));
    expect(api.lastRequest('DELETE admin/contractTemplates/{id}').path).toBe(`admin/contractTemplates/${REBAR.id}`);
    expect(screen.queryByRole('region', { name: 'Change the template' })).toBeNull();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: '철근공 주간' })).toBeNull());
    expect(card('보통인부 야간')).toBeTruthy();
  });
});

describe('contract templates (Korean)', () => {
  it('the card and the minimum-wage rule in Korean words and won', async () => {
    const api = fakeApi();
    const templates: ContractTemplate[] = [REBAR];
    api.answer('GET admin/contractTemplates', templateList(templates));
    await openTemplates(api, 'ko');
    const rebar = await screen.findByRole('article', { name: '철근공 주간' });
    expect(screen.getByText('2026년 최저임금: 시간당 10,320원')).toBeTruthy();
    expect(fact(rebar, '일당')).toBe('하루 200,000원 · 시간당 25,000원');
    expect(fact(rebar, '근무일')).toBe('월–금 · 주휴일 일');
    expect(fact(rebar, '임금지급일')).toBe('다음 달 10일');
    expect(within(rebar).getByText('이 양식으로 작성한 계약서 3건')).toBeTruthy();

    await act(async () => fireEvent.click(within(rebar).getByRole('button', { name: '철근공 주간 수정' })));
    fill('일당 (원)', '80000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    expect(fieldError('일당 (원)')).toBe('최저임금 미달입니다. 8시간 × 시간당 10,320원이면 일당은 82,560원 이상이어야 합니다.');
    expect(api.callsTo('PUT admin/contractTemplates/{id}')).toBe(0);
  });
});
