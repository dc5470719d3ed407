/**
 * /office (issue 34, decision 088): the payroll office's month of its employer. The month's figures
 * by site and in total (workers, days, hours by kind, gross by item, each deduction, net), the
 * employer's share of the premiums with the rates it used, each worker's line, what blocks or weakens
 * the close, and the close itself: refused by the server while a blocker stands, and taken past the
 * warnings only once the office ticks that it has looked at them. Laid out for a desktop (wide
 * tables); on a phone the tables scroll sideways in their own box. The month travels in the address.
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { EmployerShare, MonthCheck, MonthFigures, OfficeFileKind, OfficeMonth, OfficeReportCode, ReportCodeKind } from '#contract/api-office.ts';
import { isBlocker, officeFileName, REPORT_CODE_PATTERNS } from '#contract/api-office.ts';
import type { MessageDescriptor } from '@lingui/core';
import { formatWon } from '#contract/format-won.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { usePayTexts } from '@/domain/pay/pay-texts';
import { LogoutButton } from '@/domain/personal-data/logout-button';
import { messageForError, useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { countryName } from '@/platform/i18n/country-name';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { MonthSwitcher } from '@/platform/ui/month-switcher';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import { closeOfficeMonth, downloadOfficeFile, getOfficeFileAudit, getOfficeMonth, saveReportCode } from './api';
import { deliverFile } from '@/platform/files/deliver-file';
import { useOfficeMessages } from './messages';
import './office.css';

const CLOSE_ERRORS = {
  MONTH_NOT_CLOSED: msg`Close the month first: its files are made from the closed month.`,
  MONTH_NOT_ENDED: msg`The month has not ended yet. It can be closed from the 1st of the next month.`,
  MONTH_CLOSED: msg`This month is closed already.`,
  MONTH_CLOSE_BLOCKED: msg`Something still blocks the close. Settle what is listed, then close the month.`,
  MONTH_CLOSE_WARNINGS: msg`Look at the warnings and tick the box to close past them.`,
};

interface Props {
  /** yyyy-mm; absent: the month before this one (the one to close). */
  month: string | undefined;
  onMonth: (month: string) => void;
}

export function OfficeMonthScreen({ month, onMonth }: Props) {
  useOfficeMessages();
  const { t } = useLingui();
  const [latest] = useState(() => Temporal.PlainYearMonth.from(todayInSeoul().toString().slice(0, 7)));
  const shown = month ? Temporal.PlainYearMonth.from(month) : latest.subtract({ months: 1 });
  const key = shown.toString();
  const [closed, setClosed] = useState<OfficeMonth | null>(null);
  const remote = useRemote(key, (signal) => getOfficeMonth(shown.year, shown.month, signal));
  const loadError = useErrorMessage(remote.error);
  const answer = closed && `${String(closed.year)}-${String(closed.month).padStart(2, '0')}` === key ? closed : remote.loading ? undefined : remote.data;

  return (
    <main className="page office">
      <PageHeader title={t`Payroll office`} actions={<LogoutButton className="btn btn--text">{t`Log out`}</LogoutButton>} />
      <div className="page__body">
        {answer ? <p className="office__employer">{answer.corporationName}</p> : null}
        <MonthSwitcher
          month={shown}
          latest={latest}
          onChange={(next) => {
            setClosed(null);
            onMonth(next.toString());
          }}
        />
        {loadError ? <FormError message={loadError} /> : null}
        {answer ? <MonthView month={answer} onClosed={setClosed} /> : loadError ? null : <LoadingNote />}
      </div>
    </main>
  );
}

function MonthView({ month, onClosed }: { month: OfficeMonth; onClosed: (month: OfficeMonth) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const won = (amount: number) => formatWon(amount, locale);
  if (month.total.workers === 0 && month.checks.length === 0) {
    return <p className="muted">{t`No one was paid by this employer in this month.`}</p>;
  }
  return (
    <>
      <MonthState month={month} />
      <Section title={t`By site`}>
        <table className="office__table">
          <thead>
            <tr>
              <th scope="col">{t`Site`}</th>
              <th scope="col">{t`Workers`}</th>
              <th scope="col">{t`Work days`}</th>
              <th scope="col">{t`Gross pay`}</th>
              <th scope="col">{t`Deductions`}</th>
              <th scope="col">{t`Net pay`}</th>
              <th scope="col">{t`Employer's share`}</th>
            </tr>
          </thead>
          <tbody>
            {month.sites.map((site) => (
              <SiteRow key={site.siteCode} name={site.siteName} figures={site.figures} />
            ))}
          </tbody>
          <tfoot>
            <SiteRow name={t`Total`} figures={month.total} />
          </tfoot>
        </table>
      </Section>
      <div className="office__columns">
        <Section title={t`Gross pay by item`}>
          <GrossTable figures={month.total} nonTaxablePremiums={month.nonTaxablePremiums} />
        </Section>
        <Section title={t`Deductions`}>
          <table className="office__table office__table--pairs">
            <tbody>
              {(
                [
                  [t`Income tax`, month.total.amSoduk],
                  [t`Local income tax`, month.total.amJumin],
                  [t`National pension`, month.total.amKookmin],
                  [t`Health insurance`, month.total.amMedicare],
                  [t`Long-term care insurance`, month.total.amSilver],
                  [t`Employment insurance`, month.total.amGoyong],
                  [t`Other deductions`, month.total.amEtc],
                ] as const
              ).map(([label, amount]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{won(amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t`Total deductions`}</th>
                <td>{won(month.total.amGonjae)}</td>
              </tr>
              <tr>
                <th scope="row">{t`Net pay`}</th>
                <td>{won(month.total.amPay)}</td>
              </tr>
            </tfoot>
          </table>
        </Section>
        <Section title={t`Employer's share`}>
          <ShareTable month={month} />
        </Section>
        <Section title={t`Hours`}>
          <HoursTable figures={month.total} />
        </Section>
      </div>
      <Section title={t`Workers`}>
        <WorkersTable month={month} />
      </Section>
      <Checks checks={month.checks} />
      {month.state === 'ended' ? <CloseForm month={month} onClosed={onClosed} /> : null}
      {month.reportCodes.length > 0 ? <ReportCodes key={`${String(month.year)}-${String(month.month)}`} codes={month.reportCodes} /> : null}
      {month.state === 'closed' ? <MonthFiles month={month} /> : null}
    </>
  );
}

/** A card named by its heading; a table in it scrolls sideways on its own (`table`), reachable by the keyboard. */
function Section({ title, children, className, table = true }: { title: string; children: ReactNode; className?: string; table?: boolean }) {
  const titleId = useId();
  return (
    <section className={['card office__section', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {/* Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
      {table ? (
        <div className="office__scroll" tabIndex={0} role="group" aria-labelledby={titleId}>
          {children}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** Where the month stands: running, ended and open to close, or closed (by whom, when, and whether it changed since). */
function MonthState({ month }: { month: OfficeMonth }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { closing } = month;
  if (month.state === 'open') return <p className="note">{t`This month is still running: the figures so far, not yet issued.`}</p>;
  if (!closing) return <p className="note">{t`This month has ended. Check what is listed below, then close it.`}</p>;
  const at = Temporal.Instant.from(closing.closedAt).toZonedDateTimeISO('Asia/Seoul').toPlainDateTime().toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const by = closing.closedBy;
  return (
    <div className="note office__closed" role="status">
      <p>
        {by === null
          ? t`Closed by your payroll system through the staff API on ${at}. The statements are issued and the workers were told.`
          : t`Closed by ${by} on ${at}. The statements are issued and the workers were told.`}
      </p>
      {closing.changedSince ? <p>{t`A statement was reissued after the close (a correction or a late scan): the figures below are the current ones.`}</p> : null}
    </div>
  );
}

function SiteRow({ name, figures }: { name: string; figures: MonthFigures }) {
  const locale = useLocale();
  const won = (amount: number) => formatWon(amount, locale);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{figures.workers.toLocaleString(locale)}</td>
      <td>{figures.workDays.toLocaleString(locale)}</td>
      <td>{won(figures.amCost)}</td>
      <td>{won(figures.amGonjae)}</td>
      <td>{won(figures.amPay)}</td>
      <td>{won(figures.employer.total)}</td>
    </tr>
  );
}

function GrossTable({ figures, nonTaxablePremiums }: { figures: MonthFigures; nonTaxablePremiums: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lineLabel } = usePayTexts();
  return (
    <>
      <table className="office__table office__table--pairs">
        <tbody>
          {figures.gross.map((item) => (
            <tr key={item.kind}>
              <th scope="row">{lineLabel(item.kind)}</th>
              <td>{formatWon(item.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t`Gross pay`}</th>
            <td>{formatWon(figures.amCost, locale)}</td>
          </tr>
          {nonTaxablePremiums !== null ? (
            <tr>
              <th scope="row">{t`Of which non-taxable`}</th>
              <td>{formatWon(figures.amNonTaxable, locale)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {/* Decision 093: the operator's setting, on the tax adviser's word. */}
      <p className="muted">
        {nonTaxablePremiums !== null
          ? t`Overtime, night and holiday premiums are not taxed in a month whose pay without them is at most ${formatWon(nonTaxablePremiums, locale)}.`
          : t`Overtime, night and holiday premiums are taxed: non-taxable premiums are not turned on for this employer.`}
      </p>
    </>
  );
}

/** A rate in 0.001 % units as a percentage: 4750 → 4.75 %. */
function percentOf(units: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 5 }).format(units / 100_000);
}

function ShareTable({ month }: { month: OfficeMonth }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { rates } = month;
  const share = month.total.employer;
  const rows: [string, keyof EmployerShare, string][] = [
    [t`National pension`, 'pension', percentOf(rates.pension, locale)],
    [t`Health insurance`, 'health', percentOf(rates.health, locale)],
    [t`Long-term care insurance`, 'longTermCare', t`health × ${rates.longTermCare}`],
    [t`Employment insurance (unemployment)`, 'unemployment', percentOf(rates.unemployment, locale)],
    [t`Employment insurance (job stability and training)`, 'jobStability', percentOf(rates.jobStability, locale)],
    [t`Industrial accident insurance`, 'industrialAccident', percentOf(rates.industrialAccident, locale)],
    [t`Retirement mutual aid`, 'mutualAid', t`${formatWon(rates.mutualAidDaily, locale)} a work day`],
  ];
  return (
    <table className="office__table office__table--pairs">
      <tbody>
        {rows.map(([label, key, rate]) => (
          <tr key={key}>
            <th scope="row">
              {label} <span className="muted office__rate">{rate}</span>
            </th>
            <td>{formatWon(share[key], locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t`Employer's share`}</th>
          <td>{formatWon(share.total, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function HoursTable({ figures }: { figures: MonthFigures }) {
  const { t } = useLingui();
  const { duration } = usePayTexts();
  const rows = [
    [t`Regular`, figures.hours.regular],
    [t`Overtime`, figures.hours.overtime],
    [t`Night`, figures.hours.night],
    [t`Holiday`, figures.hours.holiday],
  ] as const;
  return (
    <table className="office__table office__table--pairs">
      <tbody>
        {rows.map(([label, minutes]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{duration(minutes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WorkersTable({ month }: { month: OfficeMonth }) {
  const { t } = useLingui();
  const locale = useLocale();
  const won = (amount: number) => formatWon(amount, locale);
  const siteName = new Map(month.sites.map((site) => [site.siteCode, site.siteName]));
  return (
    <table className="office__table">
      <thead>
        <tr>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`Site`}</th>
          <th scope="col">{t`Work days`}</th>
          <th scope="col">{t`Gross pay`}</th>
          <th scope="col">{t`Deductions`}</th>
          <th scope="col">{t`Net pay`}</th>
          <th scope="col">{t`Employer's share`}</th>
          <th scope="col">{t`Statement`}</th>
        </tr>
      </thead>
      <tbody>
        {month.workers.map((worker) => (
          <tr key={worker.userId}>
            <th scope="row">{worker.name}</th>
            <td>{siteName.get(worker.siteCode) ?? worker.siteCode}</td>
            <td>{worker.workDays.toLocaleString(locale)}</td>
            <td>{won(worker.amCost)}</td>
            <td>{won(worker.amGonjae)}</td>
            <td>{won(worker.amPay)}</td>
            <td>{won(worker.employerTotal)}</td>
            <td>{worker.version === null ? t`Not issued` : t`Version ${worker.version}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function useCheckText(): (check: MonthCheck) => string {
  const { t } = useLingui();
  const locale = useLocale();
  const day = (key: string | null) =>
    key ? Temporal.PlainDate.from({ year: Number(key.slice(0, 4)), month: Number(key.slice(4, 6)), day: Number(key.slice(6, 8)) }).toLocaleString(locale, { month: 'long', day: 'numeric' }) : '';
  return (check) => {
    const { name } = check;
    const date = day(check.date);
    switch (check.kind) {
      case 'noEnd':
        return t`${name}: ${date} has a start of work and no end.`;
      case 'correctionPending':
        return t`${name}: a correction for ${date} is waiting for the site's decision.`;
      case 'unsignedContract':
        return t`${name}: the employment contract is not signed.`;
      case 'noStayStatus':
        return t`${name}: no stay status is recorded.`;
      case 'noRegistrationNumber':
        return t`${name}: no registration number is recorded.`;
      case 'noContract':
        return t`${name}: worked on ${date} without a contract, so that day is not paid.`;
    }
  };
}

function Checks({ checks }: { checks: readonly MonthCheck[] }) {
  const { t } = useLingui();
  const text = useCheckText();
  const blockers = checks.filter(isBlocker);
  const warnings = checks.filter((check) => !isBlocker(check));
  if (checks.length === 0) return <p className="note">{t`Nothing blocks or weakens this month.`}</p>;
  return (
    <>
      {blockers.length > 0 ? (
        <Section title={t`Blocks the close`} className="office__blockers" table={false}>
          <ul className="office__checks">
            {blockers.map((check) => (
              <li key={`${check.kind}-${check.userId}-${check.date ?? ''}`}>{text(check)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {warnings.length > 0 ? (
        <Section title={t`Warnings`} table={false}>
          <ul className="office__checks">
            {warnings.map((check) => (
              <li key={`${check.kind}-${check.userId}-${check.date ?? ''}`}>{text(check)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

function CloseForm({ month, onClosed }: { month: OfficeMonth; onClosed: (month: OfficeMonth) => void }) {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocked = month.checks.some(isBlocker);
  const warnings = month.checks.filter((check) => !isBlocker(check)).length;

  async function close() {
    setError(null);
    if (blocked) {
      setError(t(CLOSE_ERRORS.MONTH_CLOSE_BLOCKED));
      return;
    }
    if (warnings > 0 && !accepted) {
      setError(t(CLOSE_ERRORS.MONTH_CLOSE_WARNINGS));
      return;
    }
    setBusy(true);
    try {
      onClosed(await closeOfficeMonth({ year: month.year, month: month.month, acceptWarnings: accepted }));
    } catch (failure) {
      setError(t((await messageForError(failure, CLOSE_ERRORS)).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t`Close the month`} className="office__close" table={false}>
      <p className="muted">{t`Closing issues every worker's statement of the month and tells them it is ready. A later correction makes a new version.`}</p>
      {warnings > 0 ? <Checkbox label={t`I have looked at the warnings and close the month past them.`} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} /> : null}
      <FormError message={error} />
      <Button busy={busy} onClick={() => void close()}>
        {t`Close the month`}
      </Button>
    </Section>
  );
}

const CODE_RULES: Record<ReportCodeKind, MessageDescriptor> = {
  job: msg`A job code is 3 to 6 digits.`,
  nationality: msg`A nationality code is 2 or 3 digits or capital letters.`,
};

/**
 * The codes the report of day workers' work needs that the app does not hold: a job code for each
 * trade of the month's contracts, a nationality code for each foreign worker's country. The office
 * enters each once for its employer; every later report fills it in. What is still missing is counted.
 */
function ReportCodes({ codes }: { codes: readonly OfficeReportCode[] }) {
  const { t } = useLingui();
  const [entered, setEntered] = useState(() => new Map(codes.map((code) => [`${code.kind}:${code.key}`, code.code] as const)));
  const missing = codes.filter((code) => !entered.get(`${code.kind}:${code.key}`)).length;
  return (
    <Section title={t`Codes for the report of day workers' work`} table={false}>
      <p className="muted">{t`The report needs a job code for each trade and a nationality code for each foreign worker's country, from the code lists of the 4insure service. Enter each once: every later report fills it in.`}</p>
      <p className="note" role="status">
        {missing > 0 ? plural(missing, { one: '# code is still missing: the report leaves its column empty.', other: '# codes are still missing: the report leaves their columns empty.' }) : t`Every code the report needs is entered.`}
      </p>
      <ul className="office__codes">
        {codes.map((code) => (
          <CodeRow key={`${code.kind}:${code.key}`} code={code} onSaved={(saved) => setEntered((before) => new Map(before).set(`${code.kind}:${code.key}`, saved))} />
        ))}
      </ul>
    </Section>
  );
}

function CodeRow({ code, onSaved }: { code: OfficeReportCode; onSaved: (code: string | null) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [value, setValue] = useState(code.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = code.kind === 'job' ? t`Job code: ${code.key}` : t`Nationality code: ${countryName(code.key, locale)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const typed = value.trim().toUpperCase();
    if (typed !== '' && !REPORT_CODE_PATTERNS[code.kind].test(typed)) {
      setError(t(CODE_RULES[code.kind]));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const saved = await saveReportCode({ kind: code.kind, key: code.key, code: typed === '' ? null : typed });
      setValue(saved.code ?? '');
      onSaved(saved.code);
      setStatus(saved.code === null ? t`Removed.` : t`Saved.`);
    } catch (failure) {
      const { message, body } = await messageForError(failure);
      setError(body?.fields?.code ? t(CODE_RULES[code.kind]) : t(message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li>
      <form className="office__code" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={label}
          hint={plural(code.workers, { one: '# worker this month', other: '# workers this month' })}
          inputMode={code.kind === 'job' ? 'numeric' : 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={6}
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t`Save`}
        </Button>
        <p className="note" role="status" hidden={!status}>
          {status}
        </p>
      </form>
    </li>
  );
}

const FILES: { kind: OfficeFileKind; title: MessageDescriptor; description: MessageDescriptor }[] = [
  { kind: 'wageLedger', title: msg`Wage ledger (임금대장)`, description: msg`Each worker's items, hours and deductions, and the hours of each day.` },
  { kind: 'employmentReport', title: msg`Report of day workers' work (근로내용확인신고)`, description: msg`In the layout of the electronic filing template, with the tax office's part and the job and nationality codes entered above.` },
  { kind: 'mutualAid', title: msg`Retirement mutual aid days (퇴직공제 근로일수)`, description: msg`Each worker's days at each site, with the daily amount.` },
  { kind: 'bankTransfer', title: msg`Bank transfer list`, description: msg`Each worker's pay account and net pay. Workers without an account are marked.` },
];

/** The closed month's files, each as CSV or Excel, and the files made so far (the audit). */
function MonthFiles({ month }: { month: OfficeMonth }) {
  const { t } = useLingui();
  const [made, setMade] = useState(0);
  return (
    <>
      <Section title={t`Files for payroll and the authorities`} table={false}>
        <p className="muted">{t`In Korean, with the full registration and account numbers: keep them as you keep payroll records.`}</p>
        <ul className="office__files">
          {FILES.map((file) => (
            <FileRow key={file.kind} month={month} kind={file.kind} title={t(file.title)} description={t(file.description)} onMade={() => setMade((count) => count + 1)} />
          ))}
        </ul>
      </Section>
      <FileAudit made={made} />
    </>
  );
}

function FileRow({ month, kind, title, description, onMade }: { month: OfficeMonth; kind: OfficeFileKind; title: string; description: string; onMade: () => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function get(format: 'csv' | 'xlsx') {
    setStatus(null);
    setError(null);
    setBusy(format);
    try {
      const name = officeFileName(kind, month.corporationCode, month, format);
      const delivery = await deliverFile(await downloadOfficeFile(kind, month.year, month.month, format), name, title);
      onMade();
      if (delivery !== 'cancelled') setStatus(t`Saved: ${name}`);
    } catch (failure) {
      setError(t((await messageForError(failure, CLOSE_ERRORS)).message));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="office__file">
      <div>
        <p className="office__file-title">{title}</p>
        <p className="muted">{description}</p>
        <FormError message={error} />
        <p className="note" role="status" hidden={!status}>
          {status}
        </p>
      </div>
      <div className="office__file-buttons">
        <Button variant="secondary" busy={busy === 'csv'} disabled={busy !== null && busy !== 'csv'} onClick={() => void get('csv')} aria-label={t`${title}: CSV`}>
          CSV
        </Button>
        <Button variant="secondary" busy={busy === 'xlsx'} disabled={busy !== null && busy !== 'xlsx'} onClick={() => void get('xlsx')} aria-label={t`${title}: Excel`}>
          {t`Excel`}
        </Button>
      </div>
    </li>
  );
}

/** Who made which file when: the office's audit of its files. */
function FileAudit({ made }: { made: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const audit = useRemote(`audit:${String(made)}`, (signal) => getOfficeFileAudit(signal));
  const error = useErrorMessage(audit.error);
  const titles = new Map(FILES.map((file) => [file.kind, t(file.title)] as const));
  const entries = audit.data?.entries ?? [];
  return (
    <Section title={t`Files made`}>
      {error ? <FormError message={error} /> : null}
      {entries.length === 0 ? (
        <p className="muted">{audit.data ? t`No file has been made yet.` : t`Loading…`}</p>
      ) : (
        <table className="office__table">
          <thead>
            <tr>
              <th scope="col">{t`When`}</th>
              <th scope="col">{t`Who`}</th>
              <th scope="col">{t`Month`}</th>
              <th scope="col">{t`File`}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.madeAt}-${entry.kind}-${entry.format}`}>
                <th scope="row">{Temporal.Instant.from(entry.madeAt).toZonedDateTimeISO('Asia/Seoul').toPlainDateTime().toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</th>
                <td>{entry.adminName ?? t`Payroll system (staff API)`}</td>
                <td>{Temporal.PlainYearMonth.from({ year: entry.year, month: entry.month }).toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' })}</td>
                <td>{`${titles.get(entry.kind) ?? entry.kind} · ${entry.format === 'csv' ? 'CSV' : t`Excel`}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
