/**
 * Payment statement (/incomeReceipt): statement mode (the month's 임금명세서 with every item and
 * how the day-based ones were computed) and calendar mode (the daily settlement: per-day hours and
 * wage). The mode and month travel in history state like the work screen's.
 */
import { useLingui } from '@lingui/react/macro';
import type { StatementMode } from '@/platform/router/history-state';
import { useMonthView } from '@/platform/router/use-month-view';
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
import { StatementView } from './statement-view';
import { usePayMessages } from './messages';

export function PayScreen() {
  usePayMessages();
  const { t } = useLingui();
  const { mode, month, monthKey, today, setMode, setMonth } = useMonthView<StatementMode>('/incomeReceipt', 'statementMode', ['statement', 'calendar']);
  const statement = useRemote(mode === 'statement' ? `statement-${monthKey}` : null, (signal) => getStatement(month, signal));
  const daily = useRemote(mode === 'calendar' ? `daily-${monthKey}` : null, (signal) => getDailySettlement(month, signal));
  const remote = mode === 'statement' ? statement : daily;
  const error = useErrorMessage(remote.error);
  const sameMonth = (data: { year: number; month: number } | null | undefined) => data && data.year === month.year && data.month === month.month;

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
      <MonthSwitcher month={month} onChange={setMonth} />
      <FormError message={error} />
      {remote.loading ? (
        <LoadingNote />
      ) : null}
      {mode === 'statement' && !statement.loading && !statement.error ? (
        statement.data && sameMonth(statement.data) ? (
          <StatementView statement={statement.data} />
        ) : statement.data === null ? (
          <p className="empty-state">{t`There is no payment statement for this month.`}</p>
        ) : null
      ) : null}
      {mode === 'calendar' && daily.data && sameMonth(daily.data) ? <DailyCalendar settlement={daily.data} todayKey={toYyyymmdd(today)} /> : null}
    </main>
  );
}
