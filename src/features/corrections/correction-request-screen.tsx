/**
 * Ask for a correction (/workCorrections?date=yyyymmdd&request=true[&event=EndWork][&key=…]; issue 18): which
 * record, which site when the day could be at two employers' (issue 30), the time (with "next day" for a night shift's end or breaks), the reason and optionally a
 * photo. What is typed is kept on the phone as it is typed (a draft in the correction outbox), so a
 * reload or a lost connection loses nothing; `key` reopens a draft or a request the server refused.
 * Sending checks every field first; it then goes through the outbox: sent at once when online (the
 * server's refusal comes back on its field), kept until the phone is online otherwise.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DayNotShown } from './day-not-shown';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QR_EVENT_TYPES, type QrEventType } from '#contract/api-contract.ts';
import type { WorkDayDetail } from '#contract/api-corrections.ts';
import { CORRECTION_REASON_MAX } from '#contract/input-rules.ts';
import { toYyyymmdd } from '#contract/seoul-time.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { useRemote } from '@/platform/api/use-remote';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { SiteChoiceList } from '@/platform/ui/site-choice-list';
import { TextAreaField } from '@/platform/ui/text-area-field';
import { TextField } from '@/platform/ui/text-field';
import { correctionItems, queueCorrection, saveCorrectionItem, type CorrectionItem } from '@/domain/attendance/correction-outbox';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { getWorkDay } from './api';
import { EventTime } from '@/domain/attendance/event-time';
import { useCorrectionMessages } from './messages';
import { PhotoField } from './photo-field';
import { checkCorrection, fieldProblemMessage, mayBeNextDay, refusalProblems, shownProblems, type CorrectionField, type ShownProblems } from './request-form';
import { useLocalCorrections } from './use-local-corrections';
import { dayTitle } from './work-day-screen';
import './corrections.css';

/** A draft is written to the phone this long after the last keystroke (a photo makes it up to 2.7 MB). */
const SAVE_DELAY_MS = 400;

const isEventType = (value: string | undefined): value is QrEventType => (QR_EVENT_TYPES as readonly (string | undefined)[]).includes(value);

interface CorrectionRequestProps {
  date: string | undefined;
  event?: string | undefined;
  /** A draft or a refused request on this phone to go on with. */
  itemKey?: string | undefined;
}

export function CorrectionRequestScreen({ date, event, itemKey }: CorrectionRequestProps) {
  useCorrectionMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const router = useRouter();
  const fromDay = useLocation({ select: (location) => location.state.fromDay === true });
  const day = date ? parseYyyymmdd(date) : null;
  const dayKey = day ? toYyyymmdd(day) : '';
  const { owner, items } = useLocalCorrections();
  const [item, setItem] = useState<CorrectionItem | null>(null);
  const [restored, setRestored] = useState(false);
  const [problems, setProblems] = useState<ShownProblems>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const saveTimer = useRef<number | undefined>(undefined);
  const latest = useRef<CorrectionItem | null>(null);
  const record = useRemote(dayKey ? `work-day-${dayKey}` : null, (signal) => getWorkDay(dayKey, signal));
  // A day a worker with two employers could have worked at either: which one (issue 30).
  const siteChoices = record.data?.date === dayKey ? record.data.siteChoices : [];

  // The item to edit, once the phone's items are read: the one asked for, else this day's draft, else a new one.
  useEffect(() => {
    if (started.current || !owner || !dayKey) return;
    let active = true;
    correctionItems(owner).then(
      (stored) => {
        if (!active || started.current) return;
        started.current = true;
        const asked = itemKey ? stored.find((candidate) => candidate.key === itemKey && candidate.status !== 'pending') : undefined;
        const draft = asked ?? stored.filter((candidate) => candidate.date === dayKey && candidate.status === 'draft').at(-1);
        const chosen = isEventType(event) ? event : '';
        if (draft) {
          setItem(draft.eventType === '' ? { ...draft, eventType: chosen } : draft);
          setRestored(!asked || draft.status === 'draft');
          if (draft.refusal) setProblems(refusalProblems(draft.refusal));
        } else {
          setItem({ key: crypto.randomUUID(), owner, queuedAt: Date.now(), status: 'draft', date: dayKey, eventType: chosen, time: '', nextDay: false, reason: '' });
        }
      },
      (error: unknown) => console.error('corrections: reading the drafts failed', error),
    );
    return () => {
      active = false;
    };
  }, [owner, dayKey, itemKey, event]);

  // A change not yet written is written when the screen goes.
  useEffect(
    () => () => {
      if (saveTimer.current === undefined) return;
      window.clearTimeout(saveTimer.current);
      if (latest.current) void saveCorrectionItem(latest.current).catch(() => undefined);
    },
    [],
  );

  function change(next: CorrectionItem, field: CorrectionField | null) {
    setItem(next);
    latest.current = next;
    if (field) setProblems((shown) => ({ fields: { ...shown.fields, [field]: undefined }, form: shown.form }));
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      saveTimer.current = undefined;
      saveCorrectionItem(next).catch((error: unknown) => console.error('corrections: saving the draft failed', error));
    }, SAVE_DELAY_MS);
  }

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (!item) return;
    const found = checkCorrection(item, new Date(), siteChoices);
    setProblems(shownProblems(found));
    if (Object.keys(found).length > 0) return;
    window.clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    setBusy(true);
    try {
      const outcome = await queueCorrection({ ...item, nextDay: item.nextDay && mayBeNextDay(item.eventType) });
      if (outcome?.kind === 'refused') {
        const refusal = { code: outcome.body.code, ...(outcome.body.fields ? { fields: outcome.body.fields } : {}) };
        setItem({ ...item, status: 'refused', refusal });
        setProblems(refusalProblems(refusal));
        return;
      }
      // Sent, or waiting for a connection: the day shows which.
      if (fromDay) router.history.back();
      else void navigate({ to: '/workCorrections', search: { date: Number(dayKey) }, replace: true });
    } catch (error) {
      console.error('corrections: queueing the request failed', error);
      setProblems({ fields: {}, form: msg`This phone could not keep the request. Try again.` });
    } finally {
      setBusy(false);
    }
  }

  if (!day) {
    return <DayNotShown title={t`Ask for a correction`} />;
  }

  const message = (field: CorrectionField) => {
    const shown = problems.fields[field];
    return shown ? t(shown) : null;
  };
  const askedFor = itemKey ? items.find((candidate) => candidate.key === itemKey) : undefined;
  return (
    <main className="page">
      <PageHeader title={t`Ask for a correction`} back />
      <p className="correction-form__day">{dayTitle(day, locale)}</p>
      {item === null ? (
        askedFor?.status === 'pending' ? (
          <p className="note">{t`This request is waiting to be sent and can no longer be changed.`}</p>
        ) : (
          <LoadingNote />
        )
      ) : (
        <form className="form" noValidate onSubmit={(submitted) => void submit(submitted)}>
          {restored ? (
            <p className="note" role="status">
              {t`Your unsent request was restored.`}
            </p>
          ) : null}
          {item.status === 'refused' ? (
            <p className="note note--warning" role="status">
              {t`The site's server did not accept this request. Fix what is marked and send it again.`}
            </p>
          ) : null}
          <fieldset className="choice-list correction-form__events" aria-describedby={problems.fields.eventType ? 'correction-event-error' : undefined}>
            <legend className="choice-list__legend">{t`Which record?`}</legend>
            {QR_EVENT_TYPES.map((type) => (
              <label key={type} className="choice-list__item">
                <input
                  type="radio"
                  name="eventType"
                  value={type}
                  checked={item.eventType === type}
                  onChange={() => change({ ...item, eventType: type, nextDay: mayBeNextDay(type) && item.nextDay }, 'eventType')}
                />
                <span>
                  <span className="choice-list__primary">{t(EVENT_LABELS[type])}</span>
                  <RecordedNow type={type} record={record.data?.date === dayKey ? record.data : undefined} />
                </span>
              </label>
            ))}
          </fieldset>
          {message('eventType') ? (
            <p id="correction-event-error" className="field__error" role="alert">
              {message('eventType')}
            </p>
          ) : null}
          {siteChoices.length > 1 ? (
            <>
              <SiteChoiceList
                legend={t`Which site did you work at?`}
                name="siteCode"
                sites={siteChoices.map((site) => ({ ...site, key: site.siteCode }))}
                chosen={item.siteCode}
                onChoose={(siteCode) => change({ ...item, siteCode }, 'siteCode')}
                describedBy={problems.fields.siteCode ? 'correction-site-error' : undefined}
              />
              {message('siteCode') ? (
                <p id="correction-site-error" className="field__error" role="alert">
                  {message('siteCode')}
                </p>
              ) : null}
            </>
          ) : message('siteCode') ? (
            <p className="field__error" role="alert">
              {message('siteCode')}
            </p>
          ) : null}
          <TextField
            label={t`Time`}
            name="time"
            type="time"
            value={item.time}
            error={message('time')}
            hint={t`The time it should be, such as 18:30.`}
            onChange={(changed) => change({ ...item, time: changed.target.value }, 'time')}
          />
          {mayBeNextDay(item.eventType) ? (
            <Checkbox
              name="nextDay"
              checked={item.nextDay}
              label={t`On the next day (a night shift past midnight)`}
              onChange={(changed) => change({ ...item, nextDay: changed.target.checked }, 'time')}
            />
          ) : null}
          <TextAreaField
            label={t`Reason`}
            name="reason"
            rows={5}
            value={item.reason}
            counterMax={CORRECTION_REASON_MAX}
            error={message('reason')}
            onChange={(changed) => change({ ...item, reason: changed.target.value }, 'reason')}
          />
          <PhotoField
            photo={item.photo}
            error={message('photo')}
            onProblem={(problem) => setProblems((shown) => ({ fields: { ...shown.fields, photo: fieldProblemMessage('photo', problem ?? undefined) ?? undefined }, form: shown.form }))}
            onChange={(photo) => {
              const next = { ...item };
              if (photo === undefined) delete next.photo;
              else next.photo = photo;
              change(next, 'photo');
            }}
          />
          <FormError message={problems.form ? t(problems.form) : null} />
          <Button type="submit" block busy={busy}>
            {t`Send request`}
          </Button>
        </form>
      )}
    </main>
  );
}

/** Under each event: its recorded time on the day (the request changes it), or that there is none (the request adds it). */
function RecordedNow({ type, record }: { type: QrEventType; record: WorkDayDetail | undefined }) {
  const { t } = useLingui();
  if (!record) return null;
  const recorded = record.events.find((candidate) => candidate.eventType === type && candidate.replacedAt === null);
  return (
    <span className="choice-list__secondary">
      {recorded ? (
        <>
          {t({ message: `Recorded`, context: `time on record` })} <EventTime at={recorded.occurredAt} day={record.date} />
        </>
      ) : (
        t({ message: `Not recorded`, context: `time on record` })
      )}
    </span>
  );
}
