/**
 * Changing a worker's phone number at the site (issue 31, decision 082), with the person, their ID card
 * and the new phone in front of the admin. Step 1: the new number (the form's rules first: a number,
 * not the one the worker has); a code is texted to it. Step 2: the code the person reads from the new
 * phone, and the admin's word that the ID card was checked; the number changes. A new code can be sent,
 * or another number entered. Each refusal is told where it belongs (the number, the code, the check)
 * or as the form's error, and what was typed stays.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { PhoneChangeCodeSent, WorkerLookup, WorkerPhoneChanged } from '#contract/api-employment.ts';
import { checkOneTimeCode, checkPhone, normalizeOneTimeCode, normalizePhone, ONE_TIME_CODE_DIGITS, type RuleCode } from '#contract/input-rules.ts';
import { messageForError } from '@/platform/api/error-messages';
import { fieldMessage } from '@/platform/i18n/rule-messages';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { OneTimeCodeField } from '@/platform/ui/one-time-code-field';
import { PhoneField } from '@/platform/ui/phone-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { changeWorkerPhone, sendPhoneChangeCode } from './api';
import { RecordDialog } from './record-dialog';
import { ID_CHECK_REQUIRED, PHONE_CHANGE_ERROR_MESSAGES } from './worker-errors';

interface PhoneChangeProblems {
  phone?: MessageDescriptor;
  code?: MessageDescriptor;
  idChecked?: MessageDescriptor;
}

const NEW_PHONE_REQUIRED = msg`Enter the worker's new mobile number.`;
const SAME_PHONE = msg`This is the number the worker has now. Enter the new number.`;
const CODE_REQUIRED = msg`Enter the code the person reads from the new phone.`;

interface PhoneChangeDialogProps {
  worker: WorkerLookup;
  onChanged: (answer: WorkerPhoneChanged) => void;
  onCancel: () => void;
}

export function PhoneChangeDialog({ worker, onChanged, onCancel }: PhoneChangeDialogProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<PhoneChangeCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [idChecked, setIdChecked] = useState(false);
  const { problems, setProblems, refuse, clear } = useFieldProblems<PhoneChangeProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    setError(null);
    const rule = checkPhone(phone);
    const phoneProblem = rule ? fieldMessage(rule, NEW_PHONE_REQUIRED) : normalizePhone(phone) === normalizePhone(worker.phone) ? SAME_PHONE : null;
    if (phoneProblem) {
      refuse({ phone: phoneProblem });
      return;
    }
    setBusy(true);
    try {
      setSent(await sendPhoneChangeCode(worker.userId, phone.trim()));
      setCode('');
      setProblems({});
    } catch (failure) {
      const { message, body } = await messageForError(failure, PHONE_CHANGE_ERROR_MESSAGES);
      const field = body?.fields?.phone;
      if (field === 'samePhone') refuse({ phone: SAME_PHONE });
      else if (field) refuse({ phone: fieldMessage(field as RuleCode, NEW_PHONE_REQUIRED) ?? message });
      else if (body?.code === 'PHONE_TAKEN') refuse({ phone: message });
      else setError(t(message));
    } finally {
      setBusy(false);
    }
  }

  async function change() {
    if (!sent) return;
    setError(null);
    const found: PhoneChangeProblems = {};
    const codeProblem = fieldMessage(checkOneTimeCode(code), CODE_REQUIRED);
    if (codeProblem) found.code = codeProblem;
    if (!idChecked) found.idChecked = ID_CHECK_REQUIRED;
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      onChanged(await changeWorkerPhone(worker.userId, { codeToken: sent.codeToken, code: normalizeOneTimeCode(code), idChecked }));
    } catch (failure) {
      const { message, body } = await messageForError(failure, PHONE_CHANGE_ERROR_MESSAGES);
      if (body?.code === 'RECOVERY_CODE_WRONG') refuse({ code: message });
      else if (body?.fields?.idChecked) refuse({ idChecked: ID_CHECK_REQUIRED });
      else setError(t(message));
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    return sent ? change() : sendCode();
  }

  const shown = (problem: MessageDescriptor | undefined) => (problem ? t(problem) : null);
  return (
    <RecordDialog worker={worker} title={t`Change phone number`} busy={busy} saveLabel={sent ? t`Change number` : t`Text a code`} onSave={save} onCancel={onCancel} formRef={form}>
      {sent ? (
        <>
          <p className="note" role="status">
            {t`A ${ONE_TIME_CODE_DIGITS}-digit code was texted to ${sent.sentTo}. Ask the person to read it to you from the new phone within 5 minutes.`}
          </p>
          <OneTimeCodeField
            value={code}
            error={shown(problems.code)}
            onChange={(event) => {
              setCode(event.target.value);
              clear('code');
            }}
          />
          <Checkbox
            name="idChecked"
            label={t`I checked the person's ID card in person: it is this worker.`}
            checked={idChecked}
            error={shown(problems.idChecked)}
            onChange={(event) => {
              setIdChecked(event.target.checked);
              clear('idChecked');
            }}
          />
          <p className="muted identity-dialog__note">{t`The worker is logged out on every phone and logs in with the new number and the same password. Both numbers get a text.`}</p>
          <FormError message={error} />
          <div className="phone-change__again">
            <Button variant="text" disabled={busy} onClick={() => void sendCode()}>
              {t`Send a new code`}
            </Button>
            <Button
              variant="text"
              disabled={busy}
              onClick={() => {
                setSent(null);
                setError(null);
                setProblems({});
              }}
            >
              {t`Enter another number`}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="muted identity-dialog__note">{t`The person must have the new phone with them: a code is texted to it, and they read it to you.`}</p>
          <PhoneField
            label={t`New mobile number`}
            autoComplete="off"
            value={phone}
            error={shown(problems.phone)}
            onChange={(event) => {
              setPhone(event.target.value);
              clear('phone');
            }}
          />
          <FormError message={error} />
        </>
      )}
    </RecordDialog>
  );
}
