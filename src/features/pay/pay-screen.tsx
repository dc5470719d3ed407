/**
 * Payment statement (/incomeReceipt): statement mode (the month's 임금명세서 with every item and
 * how it was computed) and calendar mode (the daily settlement: per-day hours and pay). Pay belongs
 * to one employer: a worker with two in a month switches between them. The mode, month and employer
 * travel in history state like the work screen's.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { StatementMode } from '@/platform/router/history-state';
import { useMonthView } from '@/platform/router/use-month-view';
import { useScreenState } from '@/platform/router/use-screen-state';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { toYyyymmdd } from '#contract/seoul-time.ts';
import { FormError } from '@/platform/ui/form-error';
import { MonthSwitcher } from '@/platform/ui/month-switcher';
import { PageHeader } from '@/platform/ui/page-header';
import { Segmented } from '@/platform/ui/segmented';
import { LoadingNote } from '@/platform/ui/loading-note';
import { getDailySettlement, getStatement } from './api';
import { DailyCalendar } from './daily-calendar';
import { EmployerSwitch } from './employer-switch';
import { StatementView } from './statement-view';
import { usePayMessages } from './messages';

export function PayScreen() {
  usePayMessages();
  const { t } = useLingui();
  const { mode, month, monthKey, today, latest, setMode, setMonth } = useMonthView<StatementMode>('/incomeReceipt', 'statementMode', ['statement', 'calendar']);
  const navigate = useNavigate();
  const { state, here } = useScreenState();
  const employer = state.corporationCode;
  const chooseEmployer = (corporationCode: string) => {
    if (here) void navigate({ to: '/incomeReceipt', replace: true, state: { ...state, corporationCode } });
  };
  const showDefaultEmployer = () => {
    if (!here) return;
    const { corporationCode: _chosen, ...rest } = state;
    void navigate({ to: '/incomeReceipt', replace: true, state: rest });
  };
  const key = `${monthKey}-${employer ?? ''}`;
  const statement = useRemote(mode === 'statement' ? `statement-${key}` : null, (signal) => getStatement(month, signal, employer));
  const daily = useRemote(mode === 'calendar' ? `daily-${key}` : null, (signal) => getDailySettlement(month, signal, employer));
  const remote = mode === 'statement' ? statement : daily;
  const error = useErrorMessage(remote.error);
  const sameMonth = (data: { year: number; month: number } | null | undefined) => data && data.year === month.year && data.month === month.month;
  const shown = mode === 'statement' ? (sameMonth(statement.data) ? statement.data : null) : sameMonth(daily.data) ? daily.data : null;
  const current = month.year === today.year && month.month === today.month;

  return (
    <main className="page page--tabbed work">
      <PageHeader title={t`Payment statement`} />
      <Segmented
        label={t`View`}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'statement', label: t`Statement` },
          { value: 'calendar', label: t`Daily settlement` },
        ]}
      />
      <MonthSwitcher month={month} latest={latest} onChange={setMonth} />
      {shown ? <EmployerSwitch employers={shown.employers} value={shown.corporationCode} onChange={chooseEmployer} /> : null}
      <FormError message={error} />
      {remote.loading ? (
        <LoadingNote />
      ) : null}
      {mode === 'statement' && !statement.loading && !statement.error ? (
        statement.data && sameMonth(statement.data) ? (
          <StatementView statement={statement.data} provisional={current} />
        ) : statement.data === null ? (
          <>
            <p className="empty-state">{t`There is no payment statement for this month.`}</p>
            {employer === undefined ? null : (
              <button type="button" className="btn btn--secondary" onClick={showDefaultEmployer}>
                {t`Show my other employer`}
              </button>
            )}
          </>
        ) : null
      ) : null}
      {mode === 'calendar' && daily.data && sameMonth(daily.data) ? <DailyCalendar settlement={daily.data} todayKey={toYyyymmdd(today)} /> : null}
      {mode === 'calendar' && daily.data === null && !daily.loading && !daily.error ? <p className="empty-state">{t`There is no work for this employer in this month.`}</p> : null}
    </main>
  );
}
