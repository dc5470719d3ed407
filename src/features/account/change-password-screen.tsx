/**
 * Change password (/changePassword, docs/spec-notes.md §4–§5, §9): voluntary, or forced (ynConvertPassword N: every
 * other screen leads to /badRequest until it is done). Current password, new password (≥ 10 mixing
 * letters, digits and symbols), confirmation. Success ends every session: log in again.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { messageForError } from '@/platform/api/error-messages';
import { logoutEndedAccount } from '@/domain/personal-data/logout';
import { useSession } from '@/platform/session/session-store';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LogoutButton } from '@/domain/personal-data/logout-button';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import { PASSWORD_SAME } from '@/platform/i18n/identity-rule-messages';
import { changePassword } from './api';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';

type Field = 'current' | 'next' | 'confirm';

export function ChangePasswordScreen() {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const forced = session.user?.ynConvertPassword === 'N';
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const checkNewPassword = useNewPasswordCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    if (values.current === '') found.current = t`Enter your current password.`;
    Object.assign(found, checkNewPassword({ next: values.next, confirm: values.confirm }));
    if (!found.next && values.next === values.current) found.next = t(PASSWORD_SAME);
    setErrors(found);
    if (values.current === '' || values.next === '' || values.confirm === '') setFormError(t`Enter all fields.`);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next });
      setChanged(true);
    } catch (error) {
      const { message, body } = await messageForError(error);
      if (body?.code === 'WRONG_PASSWORD') setErrors({ current: t`The current password is not correct.` });
      else if (body?.fields?.newPassword === 'passwordSame') setErrors({ next: t(PASSWORD_SAME) });
      else setFormError(t(message));
    } finally {
      setBusy(false);
    }
  }

  async function done() {
    await logoutEndedAccount();
    await navigate({ to: '/login', replace: true });
  }

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <main className="page">
      <PageHeader title={t`Change password`} back={!forced} />
      <form className="page__body form" noValidate onSubmit={(event) => void submit(event)}>
        {forced ? (
          <p className="note" role="status">
            {t`You must change your password before you continue (for example after a temporary password).`}
          </p>
        ) : null}
        <TextField label={t`Current password`} name="currentPassword" type="password" autoComplete="current-password" value={values.current} error={errors.current} onChange={set('current')} />
        <NewPasswordFields value={values} errors={errors} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
        <FormError message={formError} />
        <Button type="submit" block busy={busy}>
          {t`Change password`}
        </Button>
        {forced ? <LogoutButton className="btn btn--text btn--block" /> : null}
      </form>
      <AlertDialog open={changed} title={t`Password changed`} confirmLabel={t`Go to login`} onConfirm={() => void done()}>
        <p>{t`Your password has been changed. Please log in again.`}</p>
      </AlertDialog>
    </main>
  );
}
