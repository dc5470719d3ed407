/**
 * Registration (/join, docs/spec-notes.md §2, §5): three steps with a progress indicator.
 * 1. Identity: language, name, registration number, nationality and birth date (the shared rules:
 *    no checksum, the 7th digit matches nationality and century, the birth date matches the number),
 *    then the provider's real-name check.
 * 2. Phone: the provider's phone verification, whose person must be the one of step 1.
 * 3. Password, confirmation and agreements (every required one; each text viewable).
 * Going back a step keeps everything typed; a trip that leaves the window (installed app) keeps it
 * in this tab's session storage until it comes back. Success says to log in with the verified number.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readApiError } from '@/platform/api/client';
import { messageForError } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import type { FlowCredentials, JoinClaim } from '#contract/api-identity.ts';
import type { Nationality } from '#contract/account-contract.ts';
import { languageName } from '#contract/language-names.ts';
import { LANGUAGE_CODES } from '#contract/languages.ts';
import { chooseLocale, useLocale } from '@/platform/i18n/i18n';
import type { Locale } from '@/platform/i18n/locale-cookie';
import { startJoinFlow } from '@/domain/identity/api';
import { useResumedVerification, verificationErrorMessage, verifyWithProvider } from '@/domain/identity/verify';
import { getAgreementPolicies } from '@/domain/policies/api';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { BirthDateField } from '@/platform/ui/birth-date-field';
import { RrnField } from '@/platform/ui/rrn-field';
import { TextField } from '@/platform/ui/text-field';
import { checkBirthDate, checkName, checkNationality, checkRrn, normalizeBirthDate, normalizeRrn, rrnFacts, type IdentityRuleCode } from '#contract/identity-rules.ts';
import { AGREEMENTS_REQUIRED, BIRTH_DATE_REQUIRED, IDENTITY_RULE_MESSAGES, identityMessage, NAME_REQUIRED, RRN_REQUIRED } from '@/platform/i18n/identity-rule-messages';
import { RULE_MESSAGES } from '@/platform/i18n/rule-messages';
import { checkNewPassword, checkPasswordConfirm } from '#contract/input-rules.ts';
import { createAccount } from './api';
import { AgreementList } from '@/domain/policies/agreement-list';
import { ChoiceRow } from './choice-row';
import './join.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';
import { NotOfferedNotice } from '@/domain/identity/not-offered-notice';
import { useVerificationOffer } from '@/domain/identity/offer';

type Step = 1 | 2 | 3;

interface IdentityDraft {
  language: Locale;
  name: string;
  rrn: string;
  nationality: Nationality | '';
  birthDate: string;
}

/** What survives a trip that leaves the window (never the password). */
interface JoinTripState {
  step: Step;
  draft: IdentityDraft;
  flow: FlowCredentials;
  claimKey: string;
}

type IdentityErrors = Partial<Record<'name' | 'rrn' | 'nationality' | 'birthDate', string>>;

/**
 * A new registration number, with what it says filled in where the person has not chosen yet: the
 * birth date (replaced while it is still the one an earlier number gave) and the nationality.
 */
function withFactsOf(draft: IdentityDraft, rrn: string): Partial<IdentityDraft> {
  const facts = rrnFacts(rrn);
  if (!facts) return { rrn };
  const filled = draft.birthDate === '' || draft.birthDate === rrnFacts(draft.rrn)?.birthDate;
  return { rrn, ...(filled ? { birthDate: facts.birthDate } : {}), ...(draft.nationality === '' ? { nationality: facts.nationality } : {}) };
}

function claimOf(draft: IdentityDraft): JoinClaim {
  return {
    language: draft.language,
    name: draft.name.trim(),
    rrn: normalizeRrn(draft.rrn.trim()),
    nationality: draft.nationality === '' ? 'korean' : draft.nationality,
    birthDate: normalizeBirthDate(draft.birthDate) ?? draft.birthDate.trim(),
  };
}

/** Sign-up, where this server verifies identities; else where to sign up instead (issue 31). */
export function JoinScreen() {
  useAccountMessages();
  const offer = useVerificationOffer();
  // Nothing until the server says which (a first visit): never the wrong screen for a moment.
  if (offer === null) return null;
  return offer.identityVerification ? <JoinSteps /> : <NotOfferedNotice step="join" />;
}

function JoinSteps() {
  useAccountMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  // Back from a trip that left the window: its reference is redeemed here, once.
  const resumed = useResumedVerification<JoinTripState>('/join', {
    onOutcome: (state, outcome) => {
      setCheckedClaim(state.claimKey);
      if (outcome.service === 'phone') setVerifiedPhone(outcome.phone ?? null);
      goTo(outcome.service === 'realName' ? 2 : 3);
    },
    onError: showError,
  });

  const [step, setStep] = useState<Step>(resumed.state?.step ?? 1);
  const [draft, setDraft] = useState<IdentityDraft>(resumed.state?.draft ?? { language: locale, name: '', rrn: '', nationality: '', birthDate: '' });
  const [flow, setFlow] = useState<FlowCredentials | null>(resumed.state?.flow ?? null);
  /** The claim the real-name check passed for (step 1 unchanged: no second check). */
  const [checkedClaim, setCheckedClaim] = useState<string | null>(null);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState<string[]>([]);
  const [identityErrors, setIdentityErrors] = useState<IdentityErrors>({});
  const [passwordErrors, setPasswordErrors] = useState<{ password?: string; confirm?: string; agreements?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setBusy] = useState(false);
  const busy = working || resumed.busy;
  const [joinedPhone, setJoinedPhone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const policies = useRemote(step === 3 ? `agreements-${locale}` : null, (signal) => getAgreementPolicies(signal));

  function goTo(next: Step) {
    setFormError(null);
    setStep(next);
  }

  // Move focus to the step's heading, so a screen reader hears where it is.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  async function showError(error: unknown) {
    setFormError(t(await verificationErrorMessage(error)));
  }

  function checkIdentity(): IdentityErrors {
    const today = todayInSeoul().toString();
    const found: IdentityErrors = {};
    const message = (rule: IdentityRuleCode | null, required: Parameters<typeof identityMessage>[1]) => {
      const descriptor = identityMessage(rule, required);
      return descriptor ? t(descriptor) : undefined;
    };
    const nationalityRule = checkNationality(draft.nationality);
    const name = message(checkName(draft.name), NAME_REQUIRED);
    const rrn = message(checkRrn(draft.rrn, draft.nationality, today), RRN_REQUIRED);
    const nationality = nationalityRule ? t(IDENTITY_RULE_MESSAGES[nationalityRule]) : undefined;
    const birthDate = message(checkBirthDate(draft.birthDate, draft.rrn, today), BIRTH_DATE_REQUIRED);
    if (name) found.name = name;
    if (rrn) found.rrn = rrn;
    if (nationality) found.nationality = nationality;
    if (birthDate) found.birthDate = birthDate;
    return found;
  }

  async function serverFieldErrors(error: unknown): Promise<boolean> {
    const body = await readApiError(error);
    const fields = body?.code === 'BAD_REQUEST' ? body.fields : undefined;
    if (!fields) return false;
    const found: IdentityErrors = {};
    for (const key of ['name', 'rrn', 'nationality', 'birthDate'] as const) {
      const code = fields[`join.${key}`];
      if (code && code in IDENTITY_RULE_MESSAGES) found[key] = t(IDENTITY_RULE_MESSAGES[code as IdentityRuleCode]);
    }
    setIdentityErrors(found);
    return Object.keys(found).length > 0;
  }

  function submitIdentity(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = checkIdentity();
    setIdentityErrors(found);
    if (Object.keys(found).length > 0) return;
    const claim = claimOf(draft);
    const claimKey = JSON.stringify(claim);
    if (flow && checkedClaim === claimKey) {
      goTo(2);
      return;
    }
    setBusy(true);
    // No await before this call: the popup must open inside the click.
    verifyWithProvider({
      flow: startJoinFlow(claim),
      service: 'realName',
      returnTo: '/join',
      state: (started): JoinTripState => ({ step: 1, draft, flow: started, claimKey }),
    })
      .then(({ flow: started }) => {
        setFlow(started);
        setCheckedClaim(claimKey);
        setVerifiedPhone(null);
        goTo(2);
      })
      .catch(async (error: unknown) => {
        if (!(await serverFieldErrors(error))) await showError(error);
      })
      .finally(() => setBusy(false));
  }

  function verifyPhone() {
    if (!flow || checkedClaim === null) {
      goTo(1);
      return;
    }
    setFormError(null);
    setBusy(true);
    const claimKey = checkedClaim;
    verifyWithProvider({ flow, service: 'phone', returnTo: '/join', state: (started): JoinTripState => ({ step: 2, draft, flow: started, claimKey }) })
      .then(({ outcome }) => {
        setVerifiedPhone(outcome.phone ?? null);
        goTo(3);
      })
      .catch(showError)
      .finally(() => setBusy(false));
  }

  async function submitAccount(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const required = (policies.data ?? []).filter((policy) => policy.required).map((policy) => policy.id);
    const passwordRule = checkNewPassword(password);
    const confirmRule = checkPasswordConfirm(password, confirm);
    const found: { password?: string; confirm?: string; agreements?: string } = {};
    if (passwordRule) found.password = passwordRule === 'required' ? t`Enter a password.` : t(RULE_MESSAGES[passwordRule]);
    if (confirmRule) found.confirm = confirmRule === 'required' ? t`Enter the password again.` : t(RULE_MESSAGES[confirmRule]);
    if (policies.data === undefined || required.some((id) => !agreed.includes(id))) found.agreements = t(AGREEMENTS_REQUIRED);
    if (passwordRule === 'required' || confirmRule === 'required') setFormError(t`Enter all fields.`);
    setPasswordErrors(found);
    if (Object.keys(found).length > 0 || !flow) return;
    setBusy(true);
    try {
      const answer = await createAccount({ flowId: flow.flowId, flowSecret: flow.flowSecret, password, agreements: agreed });
      setJoinedPhone(answer.phone);
    } catch (error) {
      const { message, body } = await messageForError(error);
      setFormError(t(message));
      if (body?.code === 'VERIFICATION_INVALID') setFlow(null);
    } finally {
      setBusy(false);
    }
  }

  const stepTitles: Record<Step, string> = { 1: t`Identity verification`, 2: t`Phone verification`, 3: t`Password and agreements` };
  const update = (patch: Partial<IdentityDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field being corrected no longer shows its old message.
    setIdentityErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };

  return (
    <main className="page join">
      <PageHeader title={t`Sign up`} back />
      <div className="page__body">
        <ol className="join-steps" aria-label={t`Sign-up steps`}>
          {([1, 2, 3] as const).map((n) => (
            <li key={n} className={n === step ? 'join-steps__item join-steps__item--current' : n < step ? 'join-steps__item join-steps__item--done' : 'join-steps__item'} aria-current={n === step ? 'step' : undefined}>
              <span className="join-steps__number" aria-hidden="true">{n}</span>
              <span className="join-steps__label">{stepTitles[n]}</span>
            </li>
          ))}
        </ol>
        <h2 className="join__title" ref={heading} tabIndex={-1}>
          {t`Step ${step} of 3: ${stepTitles[step]}`}
        </h2>

        {step === 1 ? (
          <form className="form" noValidate onSubmit={submitIdentity}>
            <ChoiceRow
              legend={t`Language`}
              name="language"
              value={draft.language}
              options={LANGUAGE_CODES.map((language) => ({ value: language, label: languageName(language), lang: language }))}
              onChange={(language) => {
                update({ language });
                void chooseLocale(language);
              }}
            />
            <TextField label={t`Name`} name="name" autoComplete="name" value={draft.name} error={identityErrors.name} onChange={(e) => update({ name: e.target.value })} />
            <RrnField value={draft.rrn} error={identityErrors.rrn} onChange={(rrn) => update(withFactsOf(draft, rrn))} />
            <ChoiceRow
              legend={t`Nationality`}
              name="nationality"
              value={draft.nationality}
              error={identityErrors.nationality}
              options={[
                { value: 'korean', label: t`Korean` },
                { value: 'foreigner', label: t`Foreigner` },
              ]}
              onChange={(nationality) => update({ nationality })}
            />
            <BirthDateField
              value={draft.birthDate}
              error={identityErrors.birthDate}
              hint={draft.birthDate !== '' && draft.birthDate === rrnFacts(draft.rrn)?.birthDate ? t`Filled in from your registration number. Check it.` : undefined}
              onChange={(e) => update({ birthDate: e.target.value })}
            />
            <FormError message={formError} />
            <Button type="submit" block busy={busy}>
              {t`Verify identity`}
            </Button>
          </form>
        ) : null}

        {step === 2 ? (
          <div className="form">
            <p>{t`Verify with a mobile phone in your own name. The name, birth date and nationality must be the ones you entered in step 1.`}</p>
            <FormError message={formError} />
            <Button block busy={busy} onClick={verifyPhone}>
              {t`Verify my phone`}
            </Button>
            {verifiedPhone ? (
              <Button block variant="secondary" onClick={() => goTo(3)}>
                {t`Next`}
              </Button>
            ) : null}
            <Button block variant="text" onClick={() => goTo(1)}>
              {t`Previous step`}
            </Button>
          </div>
        ) : null}

        {step === 3 ? (
          <form className="form" noValidate onSubmit={(event) => void submitAccount(event)}>
            {verifiedPhone ? <p className="note">{t`Verified mobile number: ${verifiedPhone}`}</p> : null}
            <TextField
              label={t`Password`}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t`At least 10 characters with letters, digits and special characters.`}
              value={password}
              error={passwordErrors.password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t`Confirm password`}
              name="passwordConfirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={passwordErrors.confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <AgreementList policies={policies.data} loadError={policies.error} agreed={agreed} error={passwordErrors.agreements} onChange={setAgreed} />
            <FormError message={formError} />
            <Button type="submit" block busy={busy}>
              {t`Complete sign-up`}
            </Button>
            <Button block variant="text" onClick={() => goTo(2)}>
              {t`Previous step`}
            </Button>
          </form>
        ) : null}
      </div>
      <AlertDialog open={joinedPhone !== null} title={t`Registration complete`} confirmLabel={t`Go to login`} onConfirm={() => void navigate({ to: '/login', replace: true, state: joinedPhone ? { loginPhone: joinedPhone } : {} })}>
        <p>{t`Log in with your registered phone number ${joinedPhone ?? ''} and your new password.`}</p>
      </AlertDialog>
    </main>
  );
}
