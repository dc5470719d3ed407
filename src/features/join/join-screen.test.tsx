/**
 * Sign-up (/join, spec §2, §5) in three steps against the fake API and a stand-in provider popup:
 * step 1's messages (each rule of the shared identity rules, the number hidden until shown, the
 * birth date and nationality filled in from it), the claim sent and each refusal of the real-name
 * check; step 2's phone verification and its refusals; step 3's password and agreement messages, a
 * policy's text, the account created and the login it leads to. Going back keeps what was typed.
 * The provider's own pages, a popup closed by hand and the login with the new account stay in e2e.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationOutcome } from '#contract/api-identity.ts';
import { FLOW, PROVIDER_START, providerTrip, TRIP_REF } from '@/testing/identity-trip';
import { policyAnswer, policySummary } from '@/testing/policy-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { refusesEveryNaughtyString } from '@/testing/naughty-strings';

const NOW = '2026-11-18T10:00:00+09:00';
const PERSON = { name: '김민준', rrn: '900101-1234567', birthDate: '1990-01-01', phone: '010-7000-1234' };
const REAL_NAME: VerificationOutcome = { service: 'realName' };
const PHONE: VerificationOutcome = { service: 'phone', name: PERSON.name, phone: PERSON.phone };
const PASSWORD = 'New-account-1!';
const PRIVACY = policySummary('privacy', 2, '2026-01-01');
const TERMS = policySummary('terms', 1, '2025-03-01');
const NOTICES = policySummary('notices', 1, '2025-03-01', { required: false });

type Api = ReturnType<typeof fakeApi>;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function open() {
  const rendered = await renderScreen('/join', { now: NOW });
  await screen.findByRole('heading', { name: 'Step 1 of 3: Identity verification' });
  return rendered;
}

function fillIdentity() {
  fill('Name', PERSON.name);
  fill('Resident registration number', PERSON.rrn);
}

/** The flow up to each provider form; the redemptions in the order given. */
function answerFlow(api: Api, ...redeemed: VerificationOutcome[]) {
  api.answer('POST identity/flows', FLOW);
  api.answer('POST identity/provider', PROVIDER_START);
  for (const outcome of redeemed) api.answer('POST identity/redeem', outcome, { once: true });
}

async function trip(provider: ReturnType<typeof providerTrip>, button: string) {
  await click(button);
  await provider.submitted;
  await act(async () => provider.returnWith(TRIP_REF));
}

async function toStep3(provider: ReturnType<typeof providerTrip>) {
  fillIdentity();
  await trip(provider, 'Verify identity');
  await screen.findByRole('heading', { name: 'Step 2 of 3: Phone verification' });
  await trip(provider, 'Verify my phone');
  await screen.findByRole('heading', { name: 'Step 3 of 3: Password and agreements' });
}

describe('sign-up, step 1 (English)', () => {
  it('says each missing field, then each rule the number and the birth date break, and sends nothing', async () => {
    const api = fakeApi();
    const provider = providerTrip();
    await open();
    const steps = within(screen.getByRole('list', { name: 'Sign-up steps' }));
    expect(steps.getByText('Identity verification').closest('li')?.getAttribute('aria-current')).toBe('step');
    await click('Verify identity');
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your resident registration number.')).toBeTruthy();
    expect(screen.getByText('Choose Korean or Foreigner.')).toBeTruthy();
    expect(screen.getByText('Enter your birth date.')).toBeTruthy();

    // Correcting a field takes its message away.
    fill('Name', '김민준 2');
    expect(screen.queryByText('Enter your name.')).toBeNull();
    fill('Resident registration number', '9001');
    await click('Verify identity');
    expect(screen.getByText('Enter your name as it is on your ID, in letters only.')).toBeTruthy();
    expect(screen.getByText('Enter the 13 digits of the registration number, e.g. 900101-1234567.')).toBeTruthy();
    fill('Name', PERSON.name);
    fill('Resident registration number', '901301-1234567');
    await click('Verify identity');
    expect(screen.getByText('The registration number does not begin with a real birth date.')).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(provider.opened()).toBe(0);
  });

  it('every naughty string in each field keeps its value, says what is wrong and is never sent', async () => {
    const api = fakeApi();
    const provider = providerTrip();
    await open();
    await refusesEveryNaughtyString(['Name', 'Resident registration number', 'Birth date'], 'Verify identity');
    expect(api.requests).toEqual([]);
    expect(provider.opened()).toBe(0);
  });

  it('hides the number until shown, fills in the birth date and nationality from it, and checks them against it', async () => {
    const api = fakeApi();
    await open();
    fillIdentity();
    const rrn = screen.getByLabelText('Resident registration number') as HTMLInputElement;
    expect(rrn.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(rrn.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(rrn.type).toBe('password');
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe(PERSON.birthDate);
    expect((screen.getByLabelText('Korean', { exact: true }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Filled in from your registration number. Check it.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Foreigner', { exact: true }));
    await click('Verify identity');
    expect(screen.getByText('The registration number does not match the nationality you chose.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Korean', { exact: true }));
    fill('Birth date', '2001-01-01');
    expect(screen.queryByText('Filled in from your registration number. Check it.')).toBeNull();
    await click('Verify identity');
    expect(screen.getByText('The birth date does not match the registration number.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('sends the claim, and says each refusal of the real-name check on step 1', async () => {
    const api = fakeApi();
    answerFlow(api);
    for (const code of ['IDENTITY_MISMATCH', 'IDENTITY_NOT_FOUND', 'IDENTITY_THEFT_BLOCKED', 'IDENTITY_MISUSE_BLOCKED'] as const) api.refuse('POST identity/redeem', 422, code, {}, { once: true });
    const provider = providerTrip();
    await open();
    fillIdentity();
    for (const said of [
      'Check your name and resident registration number.',
      'Your name was not found at the identity verification provider.',
      'Verification is blocked by identity theft protection. Lift the block with the provider and try again.',
      'Verification is blocked because of suspected misuse. Contact the identity verification provider.',
    ]) {
      await trip(provider, 'Verify identity');
      expect((await screen.findByRole('alert')).textContent).toBe(said);
      expect(screen.getByRole('heading', { name: 'Step 1 of 3: Identity verification' })).toBeTruthy();
    }
    const sent = api.lastRequest('POST identity/flows');
    expect(sent.body).toEqual({ purpose: 'join', join: { language: 'en', name: PERSON.name, rrn: '9001011234567', nationality: 'korean', birthDate: PERSON.birthDate } });
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(api.lastRequest('POST identity/provider').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, service: 'realName' });
  });

  it('a rule the server finds in the claim is said under its field', async () => {
    const api = fakeApi();
    api.refuse('POST identity/flows', 400, 'BAD_REQUEST', { fields: { 'join.birthDate': 'birthDateMismatch' } });
    providerTrip();
    await open();
    fillIdentity();
    await click('Verify identity');
    expect(await screen.findByText('The birth date does not match the registration number.')).toBeTruthy();
    expect(screen.queryByText('Some of what you entered is not valid. Check it and try again.')).toBeNull();
  });
});

describe('sign-up, steps 2 and 3 (English)', () => {
  it('the phone must be the same person; each refusal is said on step 2; one account per person', async () => {
    const api = fakeApi();
    answerFlow(api, REAL_NAME);
    api.refuse('POST identity/redeem', 422, 'IDENTITY_NOT_MATCHING', {}, { once: true });
    api.refuse('POST identity/redeem', 422, 'IDENTITY_CODE_FAILED', {}, { once: true });
    api.refuse('POST identity/redeem', 422, 'IDENTITY_CANCELLED', {}, { once: true });
    api.refuse('POST identity/redeem', 409, 'ACCOUNT_EXISTS', {}, { once: true });
    const provider = providerTrip();
    await open();
    fillIdentity();
    await trip(provider, 'Verify identity');
    await screen.findByRole('heading', { name: 'Step 2 of 3: Phone verification' });
    expect(screen.getByText('Phone verification').closest('li')?.getAttribute('aria-current')).toBe('step');
    for (const said of [
      'Your identity details do not match the phone verification.',
      'The verification code was wrong three times. Start the verification again.',
      'The verification was cancelled.',
      'You already have an account. Log in, or use Forgot password.',
    ]) {
      await trip(provider, 'Verify my phone');
      expect((await screen.findByRole('alert')).textContent).toBe(said);
      expect(screen.getByRole('heading', { name: 'Step 2 of 3: Phone verification' })).toBeTruthy();
    }
    expect(api.lastRequest('POST identity/provider').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, service: 'phone' });
    // The flow started once: the phone step goes on with it.
    expect(api.callsTo('POST identity/flows')).toBe(1);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('back to step 1 keeps what was typed, and the same claim is not checked again', async () => {
    const api = fakeApi();
    answerFlow(api, REAL_NAME);
    const provider = providerTrip();
    await open();
    fillIdentity();
    await trip(provider, 'Verify identity');
    await screen.findByRole('heading', { name: 'Step 2 of 3: Phone verification' });
    await click('Previous step');
    expect((screen.getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe(PERSON.name);
    expect((screen.getByLabelText('Resident registration number') as HTMLInputElement).value).toBe(PERSON.rrn);
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe(PERSON.birthDate);
    await click('Verify identity');
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Phone verification' })).toBeTruthy();
    expect(api.callsTo('POST identity/flows')).toBe(1);
    expect(provider.opened()).toBe(1);
  });

  it('step 3 says each password and agreement mistake, shows a policy’s text, keeps the password across steps, and creates the account', async () => {
    const api = fakeApi();
    answerFlow(api, REAL_NAME, PHONE);
    const agreements = api.defer('GET policies/agreements');
    api.answer('GET policies/agreements', { items: [PRIVACY, TERMS, NOTICES] });
    api.answer('GET policies/{id}', policyAnswer(PRIVACY, '1. Purpose\n\nUnder the Labour Standards Act the employer keeps the records.'));
    const join = api.defer('POST join');
    const provider = providerTrip();
    const { path } = await open();
    await toStep3(provider);
    expect(screen.getByText(`Verified mobile number: ${PERSON.phone}`)).toBeTruthy();
    await agreements.requested;
    expect(within(screen.getByRole('group', { name: 'Agreements' })).getByText('Loading…')).toBeTruthy();
    await act(async () => agreements.answer({ items: [PRIVACY, TERMS, NOTICES] }));
    await screen.findByLabelText('[Required] Privacy policy');
    expect(screen.getByLabelText('[Optional] SMS notices')).toBeTruthy();
    expect(api.lastRequest('GET policies/agreements').query.get('lang')).toBe('en');

    await click('Complete sign-up');
    expect(screen.getByText('Enter all fields.')).toBeTruthy();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    expect(screen.getByText('Enter the password again.')).toBeTruthy();
    expect(screen.getByText('Agree to all required agreements.')).toBeTruthy();
    fill('Password', 'short1!');
    fill('Confirm password', 'short1!');
    await click('Complete sign-up');
    expect(screen.getByText('The password must be at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText('Enter all fields.')).toBeNull();
    fill('Password', 'onlyletters-and-digits1');
    await click('Complete sign-up');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    // The required ones alone are enough; the optional one is not.
    fireEvent.click(screen.getByLabelText('[Required] Privacy policy'));
    fireEvent.click(screen.getByLabelText('[Optional] SMS notices'));
    await click('Complete sign-up');
    expect(screen.getByText('Agree to all required agreements.')).toBeTruthy();
    expect(api.callsTo('POST join')).toBe(0);

    await click('View Privacy policy');
    const policy = await screen.findByRole('alertdialog', { name: 'Privacy policy' });
    expect(await within(policy).findByText('Under the Labour Standards Act the employer keeps the records.')).toBeTruthy();
    expect(api.lastRequest('GET policies/{id}').path).toBe('policies/privacy-2');
    await act(async () => fireEvent.click(within(policy).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Back to the phone step and on again: the password stays, the phone is not verified again.
    await click('Previous step');
    await click('Next');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('onlyletters-and-digits1');
    fill('Password', PASSWORD);
    fill('Confirm password', PASSWORD);
    fireEvent.click(await screen.findByLabelText('Agree to all'));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Complete sign-up' }));
    expect((await join.requested).body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, password: PASSWORD, agreements: ['privacy-2', 'terms-1', 'notices-1'] });
    expect((screen.getByRole('button', { name: 'Complete sign-up' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => join.answer({ phone: PERSON.phone }));
    const done = await screen.findByRole('alertdialog', { name: 'Registration complete' });
    expect(done.textContent).toContain(`Log in with your registered phone number ${PERSON.phone} and your new password.`);
    await act(async () => fireEvent.click(within(done).getByRole('button', { name: 'Go to login' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(PERSON.phone);
  });

  it('every naughty string as the password keeps its value, says what is wrong and is never sent', async () => {
    const api = fakeApi();
    answerFlow(api, REAL_NAME, PHONE);
    api.answer('GET policies/agreements', { items: [PRIVACY, TERMS, NOTICES] });
    const provider = providerTrip();
    await open();
    await toStep3(provider);
    await screen.findByLabelText('[Required] Privacy policy');
    // The confirmation never matches: whatever the rules say of the string, the form refuses it.
    await refusesEveryNaughtyString(['Password'], 'Complete sign-up', (value) => ({ 'Confirm password': `${value}x` }));
    expect(api.callsTo('POST join')).toBe(0);
  });

  it('the agreements that cannot load, and a sign-up refused: said; an expired flow starts over', async () => {
    const api = fakeApi();
    answerFlow(api, REAL_NAME, PHONE);
    api.failNetwork('GET policies/agreements', { once: true });
    api.answer('GET policies/agreements', { items: [PRIVACY] });
    api.refuse('POST join', 409, 'ACCOUNT_EXISTS', {}, { once: true });
    api.refuse('POST join', 409, 'VERIFICATION_INVALID', {}, { once: true });
    const provider = providerTrip();
    await open();
    await toStep3(provider);
    expect((await within(screen.getByRole('group', { name: 'Agreements' })).findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    // Back and on again reads them again.
    await click('Previous step');
    await click('Next');
    fireEvent.click(await screen.findByLabelText('Agree to all'));
    fill('Password', PASSWORD);
    fill('Confirm password', PASSWORD);
    await click('Complete sign-up');
    expect(await screen.findByText('You already have an account. Log in, or use Forgot password.')).toBeTruthy();
    await click('Complete sign-up');
    expect(await screen.findByText('Access is not possible. Please start again.')).toBeTruthy();
    expect(api.callsTo('POST join')).toBe(2);
    // The flow is gone: the phone step sends the person back to step 1.
    await click('Previous step');
    await click('Verify my phone');
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Identity verification' })).toBeTruthy();
  });

  it('in an installed app each trip leaves the window and the sign-up resumes at the next step, leaving nothing in storage', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.answer('POST identity/redeem', REAL_NAME);
    api.answer('GET policies/agreements', { items: [PRIVACY] });
    const provider = providerTrip();
    const standalone = () => ({ matches: true }) as MediaQueryList;
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = standalone;
    try {
      const first = await open();
      fillIdentity();
      await click('Verify identity');
      await provider.submitted;
      expect(provider.forms[0]?.target).toBe('_self');
      first.view.unmount();
      const second = await renderScreen(`/niceSuccess?ref=${TRIP_REF}`, { now: NOW });
      await screen.findByRole('heading', { name: 'Step 2 of 3: Phone verification' });
      expect(second.path()).toBe('/join');
      await click('Previous step');
      expect((screen.getByLabelText('Resident registration number') as HTMLInputElement).value).toBe(PERSON.rrn);
      await click('Verify identity');
      await click('Verify my phone');
      await provider.submitted;
      second.view.unmount();
      api.forget('POST identity/redeem');
      api.answer('POST identity/redeem', PHONE);
      await renderScreen(`/niceSuccess?ref=${TRIP_REF}`, { now: NOW });
      await screen.findByRole('heading', { name: 'Step 3 of 3: Password and agreements' });
      expect(screen.getByText(`Verified mobile number: ${PERSON.phone}`)).toBeTruthy();
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('1234567');
      expect(api.callsTo('POST identity/flows')).toBe(1);
      expect(api.lastRequest('POST identity/redeem').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, ref: TRIP_REF });
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('a trip back from the provider', () => {
  // StrictMode (development builds, and these tests) runs the redeeming effect twice; a reference
  // works once, so the second call was refused and "Access is not possible" covered a verification
  // that had passed (src/domain/identity/verify.ts now redeems once per trip).
  it('redeems the reference once', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.answer('POST identity/redeem', REAL_NAME);
    const provider = providerTrip();
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = () => ({ matches: true }) as MediaQueryList;
    try {
      const first = await open();
      fillIdentity();
      await click('Verify identity');
      await provider.submitted;
      first.view.unmount();
      await renderScreen(`/niceSuccess?ref=${TRIP_REF}`, { now: NOW });
      await screen.findByRole('heading', { name: 'Step 2 of 3: Phone verification' });
      expect(api.callsTo('POST identity/redeem')).toBe(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('sign-up (Korean)', () => {
  it('says step 1’s missing fields in Korean', async () => {
    fakeApi();
    await renderScreen('/join', { now: NOW, language: 'ko' });
    await screen.findByRole('heading', { name: '1/3단계: 본인 인증' });
    await click('본인 인증하기');
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주민등록번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('내국인 또는 외국인을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('생년월일을 입력해 주세요.')).toBeTruthy();
  });
});
