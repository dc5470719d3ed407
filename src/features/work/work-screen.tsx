/**
 * Monthly work (/work): calendar or list mode. The starting mode comes from navigation history
 * state (the tab bar opens the calendar, the menu's history list opens the list); the toggle and
 * the month arrows replace the current history entry's state, so back and reload return to them.
 * The month goes no further than the current one, and a week still to come has no hours yet.
 * A day tapped on home's week strip arrives the same way (day) and is the calendar's chosen day.
 * A day opens its record, where the worker asks for a correction; the worker's requests are a link away.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WorkMode } from '@/platform/router/history-state';
import { useMonthView } from '@/platform/router/use-month-view';
import { useRemote } from '@/platform/api/use-remote';
import { toYyyymmdd } from '#contract/seoul-time.ts';
import { FormError } from '@/platform/ui/form-error';
import { MonthSwitcher } from '@/platform/ui/month-switcher';
import { PageHeader } from '@/platform/ui/page-header';
import { Segmented } from '@/platform/ui/segmented';
import { WorkedTime } from '@/platform/ui/worked-time';
import { useErrorMessage } from '@/platform/api/error-messages';
import { LoadingNote } from '@/platform/ui/loading-note';
import { getMonthlyWork } from './api';
import { WorkCalendar } from './work-calendar';
import { WorkList } from './work-list';
import { useWorkMessages } from './messages';
import { useNow } from '@/platform/dates/use-now';
import { dayState, hoursAt } from '@/domain/attendance/work-day';

export function WorkScreen() {
  useWorkMessages();
  const { t } = useLingui();
  const { mode, month, monthKey, today, latest, day, setMode, setMonth } = useMonthView<WorkMode>('/work', 'workMode', ['calendar', 'list']);
  const todayKey = toYyyymmdd(today);
  const remote = useRemote(`work-${monthKey}`, (signal) => getMonthlyWork(month, signal));
  const error = useErrorMessage(remote.error);

  const data = remote.data && remote.data.year === month.year && remote.data.month === month.month ? remote.data : undefined;
  const now = useNow(data?.days.some((day) => day.open) ?? false);
  // A shift in progress counts in its week and month as it does on its day: the hours it has run so
  // far, of the days from `from` to `to` (yyyymmdd, in order as text), or of the whole month.
  const running = (from = '', to = '~') => (data?.days ?? []).reduce((sum, day) => (day.date >= from && day.date <= to ? sum + hoursAt(day, now) - day.workingTime : sum), 0);
  const anyWork = data?.days.some((day) => dayState(day, now) !== 'none') ?? false;
  return (
    <main className="page page--tabbed work">
      <PageHeader title={t`Monthly work`} />
      <Segmented
        label={t`View`}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'calendar', label: t`Calendar` },
          { value: 'list', label: t`List` },
        ]}
      />
      <MonthSwitcher month={month} latest={latest} onChange={setMonth} />
      <FormError message={error} />
      <section className="card work-summary" aria-label={t`Monthly work hours`}>
        <p className="work-summary__row">
          <span>{t`Monthly work hours`}</span>
          <strong>{data ? <WorkedTime hours={data.monthlyHours + running()} /> : '—'}</strong>
        </p>
        <ul className="work-summary__weeks" aria-label={t`Weekly work`}>
          {data?.weeks.map((week) => {
            const number = week.week;
            return (
              <li key={week.week}>
                <span>{t`Week ${number}`}</span>
                <span>
                  {week.start > todayKey ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t`Upcoming`}</span>
                    </>
                  ) : (
                    <WorkedTime hours={week.hours + running(week.start, week.end)} />
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      {data ? (
        <>
          {mode === 'calendar' ? (
            <WorkCalendar days={data.days} todayKey={todayKey} openDay={day} now={now} requested={data.pendingCorrections} />
          ) : anyWork ? (
            <WorkList days={data.days} todayKey={todayKey} now={now} requested={data.pendingCorrections} />
          ) : null}
          {anyWork ? null : <p className="empty-state">{t`No work was recorded in this month.`}</p>}
        </>
      ) : remote.loading ? (
        <LoadingNote />
      ) : null}
      <Link to="/workCorrections" className="btn btn--text btn--block">
        {t`My correction requests`}
      </Link>
    </main>
  );
}
