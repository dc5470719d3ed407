/**
 * Forgot password (/forgotPassword, docs/spec-notes.md §2, §5): the user check (name and birth date the account
 * was registered with), the phone verification, whose person must hold that account, then the
 * choice: a temporary password by SMS (/passwordReissue) or the verified number as the new login
 * (/changePhoneNumber).
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { useState, type FormEvent } from 'react';
import type { RecoveryHandOff } from '@/platform/router/history-state';
import type { FlowCredentials } from '#contract/api-identity.ts';
import { startRecoveryFlow } from '@/domain/identity/api';
import { useResumedVerification, verificationErrorMessage, verifyWithProvider } from '@/domain/identity/verify';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { BirthDateField } from '@/platform/ui/birth-date-field';
import { TextField } from '@/platform/ui/text-field';
import { checkBirthDate, checkName, normalizeBirthDate, type IdentityRuleCode } from '#contract/identity-rules.ts';
import { BIRTH_DATE_REQUIRED, identityMessage, NAME_REQUIRED } from '@/platform/i18n/identity-rule-messages';
import { reissuePassword } from './api';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';
import { useVerificationOffer } from '@/domain/identity/offer';
import { TextedCodePassword } from './texted-code-password';

interface RecoveryDraft {
  name: string;
  birthDate: string;
}

interface RecoveryTripState {
  draft: RecoveryDraft;
  flow: FlowCredentials;
}

/**
 * Where the server verifies identities, recovery goes through the provider; else the registered
 * number gets a texted code (issue 31).
 */
export function ForgotPasswordScreen() {
  useAccountMessages();
  const { t } = useLingui();
  const offer = useVerificationOffer();
  // Nothing until the server says which (a first visit): never the wrong form for a moment.
  if (offer === null) return null;
  if (offer.identityVerification) return <RecoveryByVerification />;
  return (
    <main className="page">
      <PageHeader title={t`Forgot password`} back />
      <div className="page__body">
        <TextedCodePassword />
      </div>
    </main>
  );
}

function RecoveryByVerification() {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RecoveryDraft>({ name: '', birthDate: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof RecoveryDraft, string | undefined>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [verified, setVerified] = useState<RecoveryHandOff | null>(null);
  const [choice, setChoice] = useState<'password' | 'phone' | ''>('');
  const [choiceError, setChoiceError] = useState<string | null>(null);

  function accept(flow: FlowCredentials, outcome: { phone?: string; accountPhone?: string }) {
    setVerified({ flowId: flow.flowId, flowSecret: flow.flowSecret, accountPhone: outcome.accountPhone ?? '', verifiedPhone: outcome.phone ?? '' });
  }

  const resumed = useResumedVerification<RecoveryTripState>('/forgotPassword', {
    onOutcome: (state, outcome) => {
      setDraft(state.draft);
      accept(state.flow, outcome);
    },
    onError: async (error) => setFormError(t(await verificationErrorMessage(error))),
  });
  const busy = working || resumed.busy;

  function check(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const message = (rule: IdentityRuleCode | null, required: Parameters<typeof identityMessage>[1]) => {
      const descriptor = identityMessage(rule, required);
      return descriptor ? t(descriptor) : undefined;
    };
    const name = message(checkName(draft.name), NAME_REQUIRED);
    const birthDate = message(checkBirthDate(draft.birthDate, '', todayInSeoul().toString()), BIRTH_DATE_REQUIRED);
    setErrors({ ...(name ? { name } : {}), ...(birthDate ? { birthDate } : {}) });
    if (name || birthDate) return;
    setWorking(true);
    const claim = { name: draft.name.trim(), birthDate: normalizeBirthDate(draft.birthDate) ?? draft.birthDate };
    // No await before this call: the popup must open inside the click.
    verifyWithProvider({ flow: startRecoveryFlow(claim), service: 'phone', returnTo: '/forgotPassword', state: (flow): RecoveryTripState => ({ draft, flow }) })
      .then(({ flow, outcome }) => accept(flow, outcome))
      .catch(async (error: unknown) => setFormError(t(await verificationErrorMessage(error))))
      .finally(() => setWorking(false));
  }

  async function proceed() {
    if (!verified) return;
    if (choice === '') {
      setChoiceError(t`Choose what you want to do.`);
      return;
    }
    setChoiceError(null);
    if (choice === 'phone') {
      await navigate({ to: '/changePhoneNumber', state: { recovery: verified }, replace: true });
      return;
    }
    setWorking(true);
    try {
      const { sentTo } = await reissuePassword(verified);
      await navigate({ to: '/passwordReissue', state: { recovery: { ...verified, sentTo } }, replace: true });
    } catch (error) {
      setFormError(t(await verificationErrorMessage(error)));
      setWorking(false);
    }
  }

  return (
    <main className="page">
      <PageHeader title={t`Forgot password`} back />
      <div className="page__body">
        {verified ? (
          <div className="form">
            <p className="note" role="status">
              {t`Your identity is verified. Registered number: ${verified.accountPhone}`}
            </p>
            <fieldset className="choice-list" aria-describedby={choiceError ? 'recovery-choice-error' : undefined}>
              <legend className="choice-list__legend">{t`What do you want to do?`}</legend>
              <label className="choice-list__item">
                <input type="radio" name="recovery" value="password" checked={choice === 'password'} onChange={() => setChoice('password')} />
                <span>
                  <span className="choice-list__primary">{t`Reset password`}</span>
                  <span className="choice-list__secondary">{t`A temporary password is sent by text message to ${verified.accountPhone}.`}</span>
                </span>
              </label>
              <label className="choice-list__item">
                <input type="radio" name="recovery" value="phone" checked={choice === 'phone'} onChange={() => setChoice('phone')} />
                <span>
                  <span className="choice-list__primary">{t`Change phone number`}</span>
                  <span className="choice-list__secondary">{t`Log in with the number you just verified, ${verified.verifiedPhone}.`}</span>
                </span>
              </label>
              {choiceError ? (
                <p id="recovery-choice-error" className="field__error" role="alert">
                  {choiceError}
                </p>
              ) : null}
            </fieldset>
            <FormError message={formError} />
            <Button block busy={busy} onClick={() => void proceed()}>
              {t`Continue`}
            </Button>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={check}>
            <h2 className="account__subtitle">{t`User check`}</h2>
            <p>{t`Enter the name and birth date you signed up with, then verify with your phone.`}</p>
            <TextField label={t`Name`} name="name" autoComplete="name" value={draft.name} error={errors.name} onChange={(e) => { setDraft({ ...draft, name: e.target.value }); setErrors({ ...errors, name: undefined }); }} />
            <BirthDateField value={draft.birthDate} error={errors.birthDate} onChange={(e) => { setDraft({ ...draft, birthDate: e.target.value }); setErrors({ ...errors, birthDate: undefined }); }} />
            <FormError message={formError} />
            <Button type="submit" block busy={busy}>
              {t`Verify with my phone`}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
