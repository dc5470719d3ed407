/**
 * Registering a person without an account (issue 33, decision 079), offered when no account has the
 * number searched: the name and the registration number as the ID card in front of the admin shows
 * them, the person's language (their texts and contract), and the admin's word that the card was
 * checked in person. The number is the one searched. The form applies the server's rules first, each
 * message under its field; the server's refusals come back the same way (a person registered under
 * another number is told under the registration number, without that number), or as the form's error.
 * What was typed stays on any refusal.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { WorkerLookup } from '#contract/api-employment.ts';
import { checkName, checkRrn } from '#contract/identity-rules.ts';
import { languageName } from '#contract/language-names.ts';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { messageForError } from '@/platform/api/error-messages';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { RrnField } from '@/platform/ui/rrn-field';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { registerWorker } from './api';
import { ID_CHECK_REQUIRED } from './worker-errors';

interface RegistrationProblems {
  name?: string;
  rrn?: string;
  idChecked?: string;
}

const FIELD_MESSAGES: Record<keyof RegistrationProblems, Partial<Record<string, MessageDescriptor>>> = {
  name: {
    required: msg`Enter the name as the ID card shows it.`,
    nameChars: msg`Enter the name as the ID card writes it, in letters only.`,
    tooLong: msg`The name is too long. Enter it as the ID card shows it.`,
  },
  rrn: {
    required: msg`Enter the registration number from the ID card.`,
    rrnFormat: msg`Enter the 13 digits of the registration number, e.g. 900101-1234567.`,
    rrnDate: msg`The registration number does not begin with a real birth date. Check it against the card.`,
    rrnRegistered: msg`This person already has an account under another mobile number. Ask for that number and search by it.`,
  },
  idChecked: { idCheckRequired: ID_CHECK_REQUIRED },
};

function fieldMessage(field: keyof RegistrationProblems, code: string | undefined): MessageDescriptor | null {
  if (!code) return null;
  return FIELD_MESSAGES[field][code] ?? msg`Check this value.`;
}

/** The rules the server applies, before anything is sent. */
function checkRegistration(name: string, rrn: string, idChecked: boolean): RegistrationProblems {
  const found: RegistrationProblems = {};
  const nameRule = checkName(name);
  if (nameRule) found.name = nameRule;
  const rrnRule = checkRrn(rrn, '', todayInSeoul().toString());
  if (rrnRule) found.rrn = rrnRule;
  if (!idChecked) found.idChecked = 'idCheckRequired';
  return found;
}

const REGISTRATION_ERRORS = {
  PHONE_TAKEN: msg`An account has this number now. Search the number again.`,
} as const;

interface RegisterFormProps {
  /** The number searched, as typed. */
  phone: string;
  onRegistered: (worker: WorkerLookup) => void;
}

export function RegisterForm({ phone, onRegistered }: RegisterFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [rrn, setRrn] = useState('');
  // The admin's language until they choose the person's.
  const [language, setLanguage] = useState<Language>(locale);
  const [idChecked, setIdChecked] = useState(false);
  const { problems, setProblems, refuse, clear } = useFieldProblems<RegistrationProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = checkRegistration(name, rrn, idChecked);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      onRegistered(await registerWorker({ phone, name: name.trim(), rrn: rrn.trim(), language, idChecked }));
    } catch (failure) {
      const { message, body } = await messageForError(failure, REGISTRATION_ERRORS);
      const fields = body?.fields ?? {};
      const onFields: RegistrationProblems = {};
      if (fields.name) onFields.name = fields.name;
      if (fields.rrn) onFields.rrn = fields.rrn;
      if (fields.idChecked) onFields.idChecked = fields.idChecked;
      if (Object.keys(onFields).length > 0) refuse(onFields);
      else setError(t(message));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof RegistrationProblems) => {
    const text = fieldMessage(field, problems[field]);
    return text ? t(text) : null;
  };
  return (
    <section className="card register" aria-labelledby={titleId}>
      <h2 id={titleId} className="register__title">
        {t`Register this person`}
      </h2>
      <p className="muted">{t`With the person and their ID card in front of you, enter the name and number as the card shows them. A text tells the person how to set their password.`}</p>
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="register__phone">
          <span className="muted">{t`Mobile number`}</span> <span>{phone.trim()}</span>
        </p>
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="off"
          value={name}
          error={message('name')}
          onChange={(event) => {
            setName(event.target.value);
            clear('name');
          }}
        />
        <RrnField
          value={rrn}
          error={message('rrn') ?? undefined}
          onChange={(value) => {
            setRrn(value);
            clear('rrn');
          }}
        />
        <SelectField
          label={t`The person's language`}
          name="language"
          hint={t`Their texts and their contract are in this language.`}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code) }))}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        />
        <Checkbox
          name="idChecked"
          label={t`I checked the ID card in person: it shows this name and number.`}
          checked={idChecked}
          error={message('idChecked')}
          onChange={(event) => {
            setIdChecked(event.target.checked);
            clear('idChecked');
          }}
        />
        <FormError message={error} />
        <Button type="submit" block busy={busy}>
          {t({ message: 'Register', context: 'a person at the site' })}
        </Button>
      </form>
    </section>
  );
}
