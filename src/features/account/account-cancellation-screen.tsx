/**
 * Account cancellation (/accountCancellation, docs/spec-notes.md §4–§5): the precautions, a required checkbox, the
 * password again and a confirmation. Afterwards the account cannot log in; what is deleted and what
 * the law keeps is said in the precautions (docs/accounts.md).
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { messageForError } from '@/platform/api/error-messages';
import { logoutEndedAccount } from '@/domain/personal-data/logout';
import { replaceSavedPhone } from '@/platform/session/saved-phone';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import { PRECAUTIONS_REQUIRED } from '@/platform/i18n/identity-rule-messages';
import { cancelAccount, getAccount } from './api';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function AccountCancellationScreen() {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ confirmed?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = {
      ...(confirmed ? {} : { confirmed: t(PRECAUTIONS_REQUIRED) }),
      ...(password === '' ? { password: t`Enter your password.` } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) setAsking(true);
  }

  async function cancel() {
    setAsking(false);
    setBusy(true);
    try {
      // The number, to forget it where "save account" kept it (it is no longer an account's).
      const phone = await getAccount(new AbortController().signal).then(
        (account) => account.phone,
        () => null,
      );
      await cancelAccount({ password, confirmPrecautions: confirmed });
      if (phone) replaceSavedPhone(phone, null);
      setCancelled(true);
    } catch (error) {
      const { message, body } = await messageForError(error);
      if (body?.code === 'WRONG_PASSWORD') setErrors({ password: t(message) });
      else setFormError(t(message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page">
      <PageHeader title={t`Account cancellation`} back />
      <form className="page__body form" noValidate onSubmit={submit}>
        <section className="card account__precautions" aria-labelledby="precautions-title">
          <h2 id="precautions-title" className="card__title">{t`Before you cancel`}</h2>
          <ul>
            <li>{t`You can no longer log in, and your phone number, password, agreements and Q&A inquiries are deleted at once.`}</li>
            <li>{t`Your employers must keep your employment contracts, attendance and pay records by law (3 years; tax records 5 years). They are kept without any login and destroyed afterwards.`}</li>
            <li>{t`Certificates and pay statements can no longer be viewed in the app. Download what you need first.`}</li>
            <li>{t`You may sign up again later with identity verification; the records of this account are not moved to the new one.`}</li>
          </ul>
        </section>
        <div>
          <Checkbox label={t`I have read the precautions above.`} checked={confirmed} aria-invalid={errors.confirmed ? true : undefined} onChange={(event) => setConfirmed(event.target.checked)} />
          {errors.confirmed ? (
            <p className="field__error" role="alert">
              {errors.confirmed}
            </p>
          ) : null}
        </div>
        <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" value={password} error={errors.password} onChange={(event) => setPassword(event.target.value)} />
        <FormError message={formError} />
        <Button type="submit" variant="danger" block busy={busy}>
          {t`Cancel my account`}
        </Button>
      </form>
      <AlertDialog
        open={asking}
        title={t`Cancel your account?`}
        confirmLabel={t`Cancel my account`}
        cancelLabel={t`Keep my account`}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel()}
      >
        <p>{t`This cannot be undone.`}</p>
      </AlertDialog>
      <AlertDialog
        open={cancelled}
        title={t`Account cancelled`}
        confirmLabel={t`OK`}
        onConfirm={() => {
          // The server has ended every session of the account already; this phone forgets it and its data.
          void logoutEndedAccount().then(() => navigate({ to: '/login', replace: true }));
        }}
      >
        <p>{t`Your account has been cancelled. Thank you for using the app.`}</p>
      </AlertDialog>
    </main>
  );
}
