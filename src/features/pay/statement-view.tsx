/**
 * The month's payment statement from one employer with the items the law asks for (docs/pay-rules.md): who
 * and when, each pay item with how it was computed (days × daily wage, hours × rate), the hours by
 * kind, the shifts not paid and why, each deduction and the totals.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PayLine, PayStatement, StatementIssue } from '#contract/api-pay.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { formatWon } from '#contract/format-won.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { usePayTexts } from '@/domain/pay/pay-texts';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';

/**
 * What a reissued statement changed (decision 067): each event added or moved on a day, why, and the
 * totals of the version before. A closed month's statement is never altered in place.
 */
function StatementChanges({ issue, won, dayName }: { issue: StatementIssue; won: (amount: number) => string; dayName: (key: string) => string }) {
  const { t, i18n } = useLingui();
  const previous = issue.previous;
  const days = previous?.ctWork ?? 0;
  const time = (iso: string) => iso.slice(11, 16);
  return (
    <section className="card">
      <h3 className="card__title">{t`What changed in this version`}</h3>
      <ul className="statement__changes">
        {issue.changes.map((change) => {
          const event = i18n._(EVENT_LABELS[change.eventType]);
          const after = time(change.after);
          const before = change.before === null ? null : time(change.before);
          const why = change.source === 'correction' ? t`approved correction` : t`scan sent late`;
          return (
            <li key={`${change.date}-${change.eventType}-${change.after}`}>
              <span>{dayName(change.date)}</span> {before === null ? t`${event} added at ${after}` : t`${event} moved from ${before} to ${after}`} <span className="muted">({why})</span>
            </li>
          );
        })}
      </ul>
      {previous ? (
        <dl className="statement__rows">
          <div><dt>{t`Total payment before`}</dt><dd>{won(previous.amPay)}</dd></div>
          <div><dt>{t`Work days before`}</dt><dd>{plural(days, { one: '# day', other: '# days' })}</dd></div>
        </dl>
      ) : null}
    </section>
  );
}

export function StatementView({ statement, provisional }: { statement: PayStatement; provisional: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = usePayTexts();
  const won = (amount: number) => formatWon(amount, locale);
  const days = statement.ctWork;
  const how = (line: PayLine): string => {
    const rate = won(line.rate);
    const count = line.days;
    const hours = texts.duration(line.minutes);
    const percent = line.percent;
    if (line.kind === 'base' || line.kind === 'publicHoliday') return plural(count, { one: `${rate} × # day`, other: `${rate} × # days` });
    if (line.kind === 'weeklyHoliday') return plural(count, { one: `# week: ${hours} × ${rate}`, other: `# weeks: ${hours} × ${rate}` });
    if (line.kind === 'dayRounding') return plural(count, { one: "# day: its pay truncated to the won once", other: "# days: each day's pay truncated to the won once" });
    return t`${hours} × ${rate} (${percent}%)`;
  };
  const deductions: [string, number][] = [
    [t`Income tax`, statement.amSoduk],
    [t`Local income tax`, statement.amJumin],
    [t`National pension`, statement.amKookmin],
    [t`Health insurance`, statement.amMedicare],
    [t`Long-term care insurance`, statement.amSilver],
    [t`Employment insurance`, statement.amGoyong],
    [t`Other`, statement.amEtc],
  ];
  const hours: [string, number][] = [
    [t`Regular`, statement.hours.regular],
    [t`Overtime`, statement.hours.overtime],
    [t`Night (22:00–06:00)`, statement.hours.night],
    [t`Holiday`, statement.hours.holiday],
  ];
  const dayName = (key: string) => parseYyyymmdd(key)?.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'short' }) ?? key;
  const issue = statement.issue ?? null;
  const issuedOn = issue ? issue.issuedAt.slice(0, 10) : '';
  const version = issue?.version ?? 0;
  return (
    <article className="statement" aria-label={t`Payment statement`}>
      <section className="card statement__total">
        <p className="statement__label">{t`Total payment`}</p>
        <p className="statement__pay">{won(statement.amPay)}</p>
        <p className="muted">{t`Paid on ${statement.payDate}`}</p>
        {provisional ? <p className="muted statement__how">{t`Provisional: it counts the days worked so far and is final at the month's end.`}</p> : null}
        {issue ? <p className="muted statement__how">{version > 1 ? t`Reissued on ${issuedOn} (version ${version})` : t`Issued on ${issuedOn}`}</p> : null}
      </section>
      {issue && issue.version > 1 ? <StatementChanges issue={issue} won={won} dayName={dayName} /> : null}
      <section className="card">
        <h3 className="card__title">{t`Worker`}</h3>
        <dl className="statement__rows">
          <div><dt>{t`Name`}</dt><dd>{statement.workerName}</dd></div>
          <div><dt>{t`Birth date`}</dt><dd>{statement.workerBirthDate}</dd></div>
          <div><dt>{t`Workplace`}</dt><dd>{statement.corporationName} · {statement.projectName}</dd></div>
        </dl>
      </section>
      <section className="card">
        <h3 className="card__title">{t`Pay`}</h3>
        <dl className="statement__rows">
          {statement.lines.map((line) => (
            <div key={`${line.kind}-${String(line.rate)}`}>
              <dt>
                {texts.lineLabel(line.kind)}
                <span className="statement__line-how">{how(line)}</span>
              </dt>
              <dd>{won(line.amount)}</dd>
            </div>
          ))}
          <div className="statement__strong"><dt>{t`Total wages`}</dt><dd>{won(statement.amCost)}</dd></div>
          {statement.amNonTaxable > 0 ? (
            <div>
              <dt>
                {t`Of which non-taxable`}
                <span className="statement__line-how">{t`Overtime, night and holiday premiums: no income tax is taken from them.`}</span>
              </dt>
              <dd>{won(statement.amNonTaxable)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="card">
        <h3 className="card__title">{t`Hours worked`}</h3>
        <dl className="statement__rows">
          <div><dt>{t`Work days`}</dt><dd>{plural(days, { one: '# day', other: '# days' })}</dd></div>
          {hours.map(([label, minutes]) => (
            <div key={label}><dt>{label}</dt><dd>{texts.duration(minutes)}</dd></div>
          ))}
        </dl>
      </section>
      {statement.unpaid.length > 0 ? (
        <section className="card">
          <h3 className="card__title">{t`Not paid`}</h3>
          <p className="muted statement__how">{t`These shifts are not paid until their record is corrected. Ask your site office.`}</p>
          <dl className="statement__rows">
            {statement.unpaid.map((day, i) => (
              <div key={`${day.date}-${String(i)}`}><dt>{dayName(day.date)}</dt><dd>{texts.unpaidReason(day.reason)}</dd></div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="card">
        <h3 className="card__title">{t`Deductions`}</h3>
        <dl className="statement__rows">
          {deductions.map(([label, amount]) => (
            <div key={label}><dt>{label}</dt><dd>{won(amount)}</dd></div>
          ))}
          <div className="statement__strong"><dt>{t`Total deductions`}</dt><dd>{won(statement.amGonjae)}</dd></div>
        </dl>
      </section>
    </article>
  );
}
