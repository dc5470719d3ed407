/**
 * /adminWorkers (issue 33, decision 075): the site admin finds a person by mobile number (or by the
 * join code on their phone, join-code-scanner.tsx, decision 084) and, with the
 * person and the ID card in front of them, takes them on with one of the site's contract templates or
 * ends their employment at the site. The number is checked by the house's phone rules before it is
 * sent; no account with it offers to register the person from the ID card (register-form.tsx,
 * decision 079; where the server offers identity verification the person may also sign up in the app). A person found shows with a masked
 * name (김*준), their employment here (worker-card.tsx) and, once employed here, the ID card section
 * (identity-section.tsx: the check in person, a foreigner's stay status for the pay rules of issue 30).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WorkerLookup } from '#contract/api-employment.ts';
import { checkPhone, type RuleCode } from '#contract/input-rules.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { useVerificationOffer } from '@/domain/identity/offer';
import { fieldMessage } from '@/platform/i18n/rule-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { PhoneField } from '@/platform/ui/phone-field';
import { findWorker } from './api';
import { useAdminWorkerMessages } from './messages';
import { JoinCodeScanner } from './join-code-scanner';
import { RegisterForm } from './register-form';
import { WorkerCard } from './worker-card';
import { PHONE_REQUIRED, searchFailure } from './worker-errors';
import './admin-workers.css';

type SearchResult =
  /** `search` numbers the searches: a new one starts the card afresh (its forms and dialog closed). */
  | { kind: 'found'; worker: WorkerLookup; search: number }
  /** No account has `phone` (as searched): the person may be registered. */
  | { kind: 'notFound'; phone: string }
  /** Registered just now: the card, with what happened. */
  | { kind: 'registered'; worker: WorkerLookup; search: number };

export function AdminWorkersScreen() {
  useAdminWorkerMessages();
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [phoneRule, setPhoneRule] = useState<RuleCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [scanning, setScanning] = useState(false);
  const searches = useRef(0);
  const running = useRef<AbortController | null>(null);
  // Without an identity provider there is no sign-up in the app (issue 31): the site office registers people.
  const signUpOffered = useVerificationOffer()?.identityVerification ?? true;

  useEffect(() => () => running.current?.abort(), []);

  async function search(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rule = checkPhone(phone);
    setPhoneRule(rule);
    if (rule) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    searches.current += 1;
    const number = searches.current;
    setResult(null);
    setSearching(true);
    try {
      const worker = await findWorker(phone.trim(), controller.signal);
      if (!controller.signal.aborted) setResult({ kind: 'found', worker, search: number });
    } catch (failure) {
      if (controller.signal.aborted) return;
      const outcome = await searchFailure(failure);
      if (outcome.kind === 'notFound') setResult({ kind: 'notFound', phone });
      else if (outcome.kind === 'phone') setPhoneRule(outcome.rule);
      else setError(t(outcome.message));
    } finally {
      if (running.current === controller) setSearching(false);
    }
  }

  function changed(worker: WorkerLookup) {
    setResult((current) => (current?.kind === 'found' || current?.kind === 'registered' ? { ...current, worker } : current));
  }

  function foundByCode(worker: WorkerLookup) {
    running.current?.abort();
    searches.current += 1;
    setScanning(false);
    setError(null);
    setResult({ kind: 'found', worker, search: searches.current });
  }

  function registered(worker: WorkerLookup) {
    searches.current += 1;
    setResult({ kind: 'registered', worker, search: searches.current });
  }

  const phoneMessage = fieldMessage(phoneRule, PHONE_REQUIRED);
  return (
    <main className="page">
      <PageHeader title={t`Workers`} back />
      <div className="page__body workers">
        <ActiveSite />
        <form className="form workers__search" role="search" aria-label={t`Find a worker`} noValidate onSubmit={(event) => void search(event)}>
          <p className="muted workers__intro">{t`Find the person by their mobile number, or scan the join code on their phone, to take them on or to end their employment at this site.`}</p>
          <PhoneField
            autoComplete="off"
            value={phone}
            error={phoneMessage ? t(phoneMessage) : null}
            onChange={(event) => {
              setPhone(event.target.value);
              if (phoneRule) setPhoneRule(null);
            }}
          />
          <FormError message={error} />
          <Button type="submit" block busy={searching}>
            {t`Find`}
          </Button>
        </form>
        {scanning ? (
          <JoinCodeScanner onFound={foundByCode} onClose={() => setScanning(false)} />
        ) : (
          <Button variant="secondary" block onClick={() => setScanning(true)}>
            {t`Scan the worker's join code`}
          </Button>
        )}
        {searching ? <LoadingNote /> : null}
        {result?.kind === 'notFound' ? (
          <>
            <p className="note workers__none" role="status">
              {signUpOffered
                ? t`No account has this number. Register the person below with their ID card, or ask them to sign up in the app and search again.`
                : t`No account has this number. Register the person below with their ID card.`}
            </p>
            <RegisterForm phone={result.phone} onRegistered={registered} />
          </>
        ) : null}
        {result?.kind === 'registered' ? (
          <p className="note" role="status">
            {t`Registered, with the ID check. A text told the person how to set their password. Take them on below.`}
          </p>
        ) : null}
        {result?.kind === 'found' || result?.kind === 'registered' ? <WorkerCard key={result.search} worker={result.worker} onChanged={changed} /> : null}
      </div>
    </main>
  );
}
