/**
 * Admin login in three steps (docs/spec-notes.md §2, §5; decision 061): mobile number + employee number, then the
 * one-time code the server texted to the admin's registered phone (the second factor), which answers
 * the corporation-sites this admin may choose; the chosen one logs in. An admin with a passkey is
 * texted nothing unless they ask: the passkey step (decision 063, loaded only then) replaces the code.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { AdminCodeSent, AdminVerifyAnswer } from '#contract/api-auth.ts';
import { setAdminSession } from '@/platform/session/session-store';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PhoneField } from '@/platform/ui/phone-field';
import { TextField } from '@/platform/ui/text-field';
import { SiteChoiceList } from '@/platform/ui/site-choice-list';
import { fieldMessage, PHONE_REQUIRED, RULE_MESSAGES } from '@/platform/i18n/rule-messages';
import { checkEmployeeNumber, checkOneTimeCode, checkPhone, normalizeOneTimeCode, ONE_TIME_CODE_DIGITS } from '#contract/input-rules.ts';
import { passkeysSupported } from '@/platform/api/passkeys-supported';
import { importOrReload } from '@/platform/pwa/chunk-recovery';
import { AuthHeader } from './auth-header';
import { useLoginMessages } from './messages';
import { OneTimeCodeField } from '@/platform/ui/one-time-code-field';

const PasskeyLogin = lazy(() => import('./passkey-login'));

/**
 * The login's calls, with the API client (ky) under them: loaded when the admin starts on the form
 * or, at the latest, with the first press, so the first screen carries no HTTP client (its budget).
 * Removed by a deploy since the page loaded, the page loads again into the new version.
 */
const loadAdminApi = () => importOrReload(() => import('./admin-api'));

/**
 * The message for a failed step. The table of error texts loads with the first error, not with this
 * first screen (its budget, decision 063); if even that load fails, the network is what failed.
 */
function errorMessage(error: unknown): Promise<MessageDescriptor> {
  return import('@/platform/api/error-messages').then(
    async ({ messageForError }) => (await messageForError(error)).message,
    () => msg`Cannot reach the server. Check your connection and try again.`,
  );
}

function siteKey(site: { corporationCode: string; siteCode: string }): string {
  return `${site.corporationCode}/${site.siteCode}`;
}

/** A corporation's payroll office among the choices (decision 088): no site code has a colon. */
function officeKey(office: { corporationCode: string }): string {
  return `office:${office.corporationCode}`;
}

export function AdminLoginScreen() {
  useLoginMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [employeeError, setEmployeeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<AdminCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [verified, setVerified] = useState<AdminVerifyAnswer | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [busy, setBusy] = useState(false);

  function startOver() {
    setSent(null);
    setCode('');
    setCodeError(null);
    setResent(false);
    setVerified(null);
    setChosen('');
    setFormError(null);
  }

  async function showError(error: unknown) {
    setFormError(t(await errorMessage(error)));
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const phoneMessage = fieldMessage(checkPhone(phone), PHONE_REQUIRED);
    const employeeMessage = fieldMessage(checkEmployeeNumber(employeeNumber), msg`Enter your employee number.`);
    const nextPhoneError = phoneMessage ? t(phoneMessage) : null;
    const nextEmployeeError = employeeMessage ? t(employeeMessage) : null;
    setPhoneError(nextPhoneError);
    setEmployeeError(nextEmployeeError);
    if (nextPhoneError || nextEmployeeError) return;
    await sendCode(false, true);
  }

  /** Asks the server to text a code (again, when `again`), or for a passkey challenge when `passkey` and the admin has one. */
  async function sendCode(again: boolean, passkey = false) {
    setBusy(true);
    setFormError(null);
    try {
      const { verifyAdmin } = await loadAdminApi();
      setSent(await verifyAdmin({ phone: phone.trim(), employeeNumber: employeeNumber.trim(), preferPasskey: passkey && passkeysSupported() }));
      // While the admin waits for the text message: the menu's code, which no preload list carries (decision 096).
      router.loadRouteChunk(router.routesById['/_admin/admin'])?.catch(() => undefined);
      setCode('');
      setCodeError(null);
      setResent(again);
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setResent(false);
    const message = fieldMessage(checkOneTimeCode(code), msg`Enter the code from the text message.`);
    setCodeError(message ? t(message) : null);
    if (message || !sent) return;
    setBusy(true);
    try {
      const { checkAdminCode } = await loadAdminApi();
      admit(await checkAdminCode({ codeToken: sent.codeToken ?? '', code: normalizeOneTimeCode(code) }));
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  /** The second factor held: the sites to choose from (the only one chosen already). */
  function admit(answer: AdminVerifyAnswer) {
    setVerified(answer);
    const choices = [...answer.sites.map(siteKey), ...answer.offices.map(officeKey)];
    setChosen(choices.length === 1 ? (choices[0] ?? '') : '');
  }

  async function login(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const site = verified?.sites.find((candidate) => siteKey(candidate) === chosen);
    const office = verified?.offices.find((candidate) => officeKey(candidate) === chosen);
    if (!verified || (!site && !office)) {
      setFormError(t(RULE_MESSAGES.siteRequired));
      return;
    }
    setBusy(true);
    try {
      const { loginAdmin, loginOffice } = await loadAdminApi();
      if (office) {
        setAdminSession(await loginOffice({ verificationToken: verified.verificationToken, corporationCode: office.corporationCode }));
        await navigate({ to: '/office', replace: true });
      } else if (site) {
        setAdminSession(await loginAdmin({ verificationToken: verified.verificationToken, corporationCode: site.corporationCode, siteCode: site.siteCode }));
        await navigate({ to: '/admin', replace: true });
      }
    } catch (error) {
      // The verification works once and for five minutes: used or run out, the login starts over.
      const code = (await import('@/platform/api/client').then(({ readApiError }) => readApiError(error), () => null))?.code;
      if (code === 'UNAUTHORIZED' || code === 'TOKEN_EXPIRED') {
        startOver();
        setFormError(t`This verification can no longer be used. Enter your numbers again.`);
      } else {
        await showError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page--auth">
      <AuthHeader title={t`Administrator login`} />
      {verified ? (
        <form className="form" noValidate onSubmit={(event) => void login(event)}>
          <SiteChoiceList
            legend={t`Select the corporation-site`}
            name="site"
            sites={[
              ...verified.sites.map((site) => ({ ...site, key: siteKey(site) })),
              ...verified.offices.map((office) => ({ ...office, siteName: t`Payroll office`, key: officeKey(office) })),
            ]}
            chosen={chosen}
            onChoose={setChosen}
          />
          <FormError message={formError} />
          <Button type="submit" block busy={busy}>
            {t`Log in`}
          </Button>
          <Button variant="text" block onClick={startOver}>
            {t`Use another number`}
          </Button>
        </form>
      ) : sent?.passkeyToken ? (
        <Suspense>
          <PasskeyLogin sent={sent} error={formError} busy={busy} admit={admit} sendCode={sendCode} startOver={startOver} />
        </Suspense>
      ) : sent ? (
        <form className="form" noValidate onSubmit={(event) => void confirmCode(event)}>
          <p className="note" role="status">
            {resent ? t`A new code was sent to ${sent.sentTo}. Enter it within 5 minutes.` : t`We sent a ${ONE_TIME_CODE_DIGITS}-digit code to ${sent.sentTo}. Enter it within 5 minutes.`}
          </p>
          <OneTimeCodeField value={code} error={codeError} onChange={(event) => setCode(event.target.value)} />
          <FormError message={formError} />
          <Button type="submit" block busy={busy}>
            {t`Confirm`}
          </Button>
          <Button variant="text" block disabled={busy} onClick={() => void sendCode(true)}>
            {t`Send a new code`}
          </Button>
          <Button variant="text" block onClick={startOver}>
            {t`Use another number`}
          </Button>
        </form>
      ) : (
        <form className="form" noValidate onFocus={() => void loadAdminApi().catch(() => undefined)} onSubmit={(event) => void verify(event)}>
          <PhoneField value={phone} error={phoneError} onChange={(event) => setPhone(event.target.value)} />
          <TextField
            label={t`Employee number`}
            name="employeeNumber"
            autoComplete="off"
            autoCapitalize="characters"
            value={employeeNumber}
            error={employeeError}
            onChange={(event) => setEmployeeNumber(event.target.value)}
          />
          <FormError message={formError} />
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
