/**
 * Monthly income (/incomeMonthly): one employer's months of a year with what was earned and paid; a
 * month opens its payment statement. The year and employer are local to the screen (this year and
 * the server's default employer; a worker with several switches between them). A month counts as
 * paid once its pay day has come; until then it says when it will be paid (the current month is
 * provisional).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import '@/platform/router/history-state';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { formatWon } from '#contract/format-won.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { FormError } from '@/platform/ui/form-error';
import { ChevronLeftIcon, ChevronRightIcon } from '@/platform/ui/icons';
import { PageHeader } from '@/platform/ui/page-header';
import { LoadingNote } from '@/platform/ui/loading-note';
import { nameOfMonth } from '@/platform/dates/dates';
import { getYearlyPay } from './api';
import { EmployerSwitch } from './employer-switch';
import { usePayMessages } from './messages';

export function MonthlyIncomeScreen() {
  usePayMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const [{ year, employer }, setChoice] = useState<{ year: number; employer?: string }>(() => ({ year: todayInSeoul().year }));
  const setYear = (next: number) => setChoice({ year: next });
  const remote = useRemote(`yearly-${String(year)}-${employer ?? ''}`, (signal) => getYearlyPay(year, signal, employer));
  const error = useErrorMessage(remote.error);
  const data = remote.data?.year === year ? remote.data : undefined;
  const [today] = useState(() => todayInSeoul());
  // yyyy-mm-dd, as payDate: they compare as text.
  const todayText = today.toString();
  const isPaid = (payDate: string) => payDate <= todayText;
  const paid = data?.months.filter((month) => isPaid(month.payDate)).reduce((sum, month) => sum + month.amPay, 0) ?? 0;
  const toBePaid = data?.months.filter((month) => !isPaid(month.payDate)).reduce((sum, month) => sum + month.amPay, 0) ?? 0;
  const yearText = String(year);

  return (
    <main className="page page--tabbed work">
      <PageHeader title={t`Monthly income`} />
      <div className="month-switcher">
        <button type="button" className="icon-btn" aria-label={t`Previous year`} onClick={() => setYear(year - 1)}>
          <ChevronLeftIcon />
        </button>
        <h2 className="month-switcher__label" aria-live="polite">
          {t`Year ${yearText}`}
        </h2>
        <button type="button" className="icon-btn" aria-label={t`Next year`} onClick={() => setYear(year + 1)}>
          <ChevronRightIcon />
        </button>
      </div>
      {data ? <EmployerSwitch employers={data.employers} value={data.corporationCode} onChange={(code) => setChoice({ year, employer: code })} /> : null}
      <FormError message={error} />
      {data ? (
        <>
          <section className="card statement__total">
            <p className="statement__label">{t`Paid for work in ${yearText}`}</p>
            <p className="statement__pay">{formatWon(paid, locale)}</p>
            {toBePaid > 0 ? <p className="muted">{t`Still to be paid: ${formatWon(toBePaid, locale)}`}</p> : null}
          </section>
          {data.months.length === 0 ? (
            <p className="empty-state">{t`There is no pay in this year.`}</p>
          ) : (
            <ul className="inquiry-list" aria-label={t`Income by month`}>
              {data.months.map((item) => {
                const days = item.ctWork;
                const current = year === today.year && item.month === today.month;
                const payDay = item.payDate;
                const monthName = nameOfMonth(item, locale);
                return (
                  <li key={item.month}>
                    <Link
                      to="/incomeReceipt"
                      state={{ statementMode: 'statement', month: `${yearText}-${String(item.month).padStart(2, '0')}`, ...(data.corporationCode ? { corporationCode: data.corporationCode } : {}) }}
                      className="inquiry-list__item"
                    >
                      <span className="inquiry-list__meta">
                        <span>{monthName}</span>
                        <span>{plural(days, { one: '# work day', other: '# work days' })}</span>
                      </span>
                      {isPaid(payDay) ? null : (
                        <span className="income-row__due">
                          {current ? <span className="tag tag--warning">{t`Provisional`}</span> : null}
                          <span className="muted">{t`To be paid on ${payDay}`}</span>
                        </span>
                      )}
                      <span className="income-row">
                        <span className="muted">
                          {t`Total wages`} <span className="income-row__amount">{formatWon(item.amCost, locale)}</span>
                        </span>
                        <strong>{formatWon(item.amPay, locale)}</strong>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : remote.loading ? (
        <LoadingNote />
      ) : null}
    </main>
  );
}
