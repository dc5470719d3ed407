/**
 * A password set with a texted code: a forgotten password where the server has no identity provider
 * (issue 31, IDENTITY_PROVIDER=none), or the first password of an account the site registered (issue
 * 33, decision 079, /firstLogin), which also takes the agreements a sign-up gives. The registered
 * mobile number and the birth date, then the code the server texted to that number with a new
 * password (twice). The server does not say whether the number has an account, so neither does the
 * screen: "if it is registered". Set, the login opens with the number filled in.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { RecoveryCodeSent } from '#contract/api-accounts.ts';
import { checkBirthDate, normalizeBirthDate } from '#contract/identity-rules.ts';
import { checkOneTimeCode, checkPhone, normalizeOneTimeCode, ONE_TIME_CODE_DIGITS } from '#contract/input-rules.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { messageForError } from '@/platform/api/error-messages';
import { BIRTH_DATE_REQUIRED, identityMessage } from '@/platform/i18n/identity-rule-messages';
import { fieldMessage, PHONE_REQUIRED } from '@/platform/i18n/rule-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PhoneField } from '@/platform/ui/phone-field';
import { BirthDateField } from '@/platform/ui/birth-date-field';
import { OneTimeCodeField } from '@/platform/ui/one-time-code-field';
import { AgreementList } from '@/domain/policies/agreement-list';
import { getAgreementPolicies } from '@/domain/policies/api';
import { useRemote } from '@/platform/api/use-remote';
import { AGREEMENTS_REQUIRED } from '@/platform/i18n/identity-rule-messages';
import { useLocale } from '@/platform/i18n/i18n';
import { sendFirstPasswordCode, sendRecoveryCode, setFirstPassword, setPasswordWithCode } from './api';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';

type CodeField = 'code' | 'next' | 'confirm' | 'agreements';

/** `recovery`: a forgotten password; `firstPassword`: the first one of an account the site registered. */
export function TextedCodePassword({ purpose = 'recovery' }: { purpose?: 'recovery' | 'firstPassword' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const first = purpose === 'firstPassword';
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [who, setWho] = useState<{ phone?: string; birthDate?: string }>({});
  const [sent, setSent] = useState<RecoveryCodeSent | null>(null);
  const [values, setValues] = useState<Record<'code' | 'next' | 'confirm', string>>({ code: '', next: '', confirm: '' });
  const [agreed, setAgreed] = useState<string[]>([]);
  // The agreements load once the code was sent (a first password only).
  const policies = useRemote(first && sent ? `agreements-${locale}` : null, (signal) => getAgreementPolicies(signal));
  const checkNewPassword = useNewPasswordCheck();
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    const phoneMessage = fieldMessage(checkPhone(phone), PHONE_REQUIRED);
    const birthMessage = identityMessage(checkBirthDate(birthDate, '', todayInSeoul().toString()), BIRTH_DATE_REQUIRED);
    setWho({ ...(phoneMessage ? { phone: t(phoneMessage) } : {}), ...(birthMessage ? { birthDate: t(birthMessage) } : {}) });
    if (phoneMessage || birthMessage) return;
    setBusy(true);
    try {
      const request = { phone: phone.trim(), birthDate: normalizeBirthDate(birthDate) ?? birthDate };
      setSent(await (first ? sendFirstPasswordCode(request) : sendRecoveryCode(request)));
      setValues((current) => ({ ...current, code: '' }));
      setErrors({});
    } catch (error) {
      setFormError(t((await messageForError(error)).message));
    } finally {
      setBusy(false);
    }
  }

  async function setPassword(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    setFormError(null);
    const found: Partial<Record<CodeField, string>> = checkNewPassword({ next: values.next, confirm: values.confirm });
    const codeMessage = fieldMessage(checkOneTimeCode(values.code), msg`Enter the code from the text message.`);
    if (codeMessage) found.code = t(codeMessage);
    if (first) {
      const required = (policies.data ?? []).filter((policy) => policy.required).map((policy) => policy.id);
      if (policies.data === undefined || required.some((id) => !agreed.includes(id))) found.agreements = t(AGREEMENTS_REQUIRED);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const request = { codeToken: sent.codeToken, code: normalizeOneTimeCode(values.code), password: values.next };
      const { phone: loginPhone } = await (first ? setFirstPassword({ ...request, agreements: agreed }) : setPasswordWithCode(request));
      await navigate({ to: '/login', replace: true, state: { loginPhone, passwordSet: true } });
    } catch (error) {
      const { message, body } = await messageForError(error);
      if (body?.code === 'RECOVERY_CODE_WRONG') setErrors({ code: t(message) });
      else if (body?.fields?.agreements) setErrors({ agreements: t(AGREEMENTS_REQUIRED) });
      else setFormError(t(message));
    } finally {
      setBusy(false);
    }
  }

  if (!sent) {
    return (
      <form className="form" noValidate onSubmit={(event) => void sendCode(event)}>
        <p className="note">
          {first
            ? t`The site office registered you with your mobile number. Enter it and your birth date: we text a code to that number, and you choose your password.`
            : t`Enter the mobile number and birth date of your account. We text a code to that number.`}
        </p>
        <PhoneField value={phone} error={who.phone ?? null} onChange={(event) => setPhone(event.target.value)} />
        <BirthDateField value={birthDate} error={who.birthDate} onChange={(event) => setBirthDate(event.target.value)} />
        <FormError message={formError} />
        <Button type="submit" block busy={busy}>
          {t`Send code`}
        </Button>
      </form>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void setPassword(event)}>
      <p className="note" role="status">
        {t`If ${sent.sentTo} is registered with this birth date, a ${ONE_TIME_CODE_DIGITS}-digit code was sent to it. Enter it within 5 minutes.`}
      </p>
      <OneTimeCodeField value={values.code} error={errors.code} onChange={(event) => setValues((current) => ({ ...current, code: event.target.value }))} />
      <NewPasswordFields value={values} errors={errors} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
      {first ? <AgreementList policies={policies.data} loadError={policies.error} agreed={agreed} error={errors.agreements} onChange={setAgreed} /> : null}
      <FormError message={formError} />
      <Button type="submit" block busy={busy}>
        {t`Set password`}
      </Button>
      <Button variant="text" block disabled={busy} onClick={() => void sendCode()}>
        {t`Send a new code`}
      </Button>
      <Button
        variant="text"
        block
        disabled={busy}
        onClick={() => {
          setSent(null);
          setFormError(null);
        }}
      >
        {t`Enter another number`}
      </Button>
    </form>
  );
}
