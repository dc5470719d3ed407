/**
 * Admin login in two steps (spec §2, §5): mobile number + employee number are verified by the
 * server, which answers the corporation-sites this admin may choose; the chosen one logs in.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { messageForError } from '@/shared/api/error-messages';
import type { AdminVerifyAnswer } from '@/shared/contract/api-contract';
import { setAdminSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { LanguageToggle } from '@/shared/ui/language-toggle';
import { TextField } from '@/shared/ui/text-field';
import { RULE_MESSAGES } from '@/shared/validation/messages';
import { checkEmployeeNumber, checkPhone } from '@/shared/validation/rules';
import { loginAdmin, verifyAdmin } from './api';

function siteKey(site: { corporationCode: string; siteCode: string }): string {
  return `${site.corporationCode}/${site.siteCode}`;
}

export function AdminLoginScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [employeeError, setEmployeeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [verified, setVerified] = useState<AdminVerifyAnswer | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [busy, setBusy] = useState(false);

  async function showError(error: unknown) {
    const { message, body } = await messageForError(error);
    if (body?.code === 'TOO_MANY_ATTEMPTS' && body.retryAfter) {
      const minutes = Math.max(1, Math.ceil(body.retryAfter / 60));
      setFormError(t`Too many failed attempts. Try again in ${minutes} minutes.`);
    } else {
      setFormError(t(message));
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const phoneRule = checkPhone(phone);
    const employeeRule = checkEmployeeNumber(employeeNumber);
    const nextPhoneError = phoneRule === 'required' ? t`Enter your mobile number.` : phoneRule ? t(RULE_MESSAGES[phoneRule]) : null;
    const nextEmployeeError = employeeRule === 'required' ? t`Enter your employee number.` : employeeRule ? t(RULE_MESSAGES[employeeRule]) : null;
    setPhoneError(nextPhoneError);
    setEmployeeError(nextEmployeeError);
    if (nextPhoneError || nextEmployeeError) return;
    setBusy(true);
    try {
      const answer = await verifyAdmin({ phone: phone.trim(), employeeNumber: employeeNumber.trim() });
      setVerified(answer);
      const only = answer.sites.length === 1 ? answer.sites[0] : undefined;
      setChosen(only ? siteKey(only) : '');
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function login(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const site = verified?.sites.find((candidate) => siteKey(candidate) === chosen);
    if (!verified || !site) {
      setFormError(t(RULE_MESSAGES.siteRequired));
      return;
    }
    setBusy(true);
    try {
      const session = await loginAdmin({ verificationToken: verified.verificationToken, corporationCode: site.corporationCode, siteCode: site.siteCode });
      setAdminSession(session);
      await navigate({ to: '/admin', replace: true });
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page--auth">
      <div className="auth-top">
        <p className="brand">{t`WFM Attendance`}</p>
        <LanguageToggle />
      </div>
      <h1 className="auth-title">{t`Administrator login`}</h1>
      {verified ? (
        <form className="form" noValidate onSubmit={(event) => void login(event)}>
          <fieldset className="choice-list">
            <legend className="choice-list__legend">{t`Select the corporation-site`}</legend>
            {verified.sites.map((site) => (
              <label key={siteKey(site)} className="choice-list__item">
                <input type="radio" name="site" value={siteKey(site)} checked={chosen === siteKey(site)} onChange={() => setChosen(siteKey(site))} />
                <span>
                  <span className="choice-list__primary">{site.siteName}</span>
                  <span className="choice-list__secondary">{site.corporationName}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {formError ? (
            <p className="form__error" role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" block busy={busy}>
            {t`Log in`}
          </Button>
          <Button
            variant="text"
            block
            onClick={() => {
              setVerified(null);
              setChosen('');
              setFormError(null);
            }}
          >
            {t`Use another number`}
          </Button>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void verify(event)}>
          <TextField
            label={t`Mobile number`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            placeholder="010-1234-5678"
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
          />
          <TextField
            label={t`Employee number`}
            name="employeeNumber"
            autoComplete="off"
            autoCapitalize="characters"
            value={employeeNumber}
            error={employeeError}
            onChange={(event) => setEmployeeNumber(event.target.value)}
          />
          {formError ? (
            <p className="form__error" role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" block busy={busy}>
            {t`Next`}
          </Button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/login" className="auth-links__switch">
          {t`Worker? Log in as worker`}
        </Link>
      </div>
    </main>
  );
}
