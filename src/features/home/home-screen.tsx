/**
 * Home (docs/spec-notes.md §2): today's date, the home project, the QR button, today's start/end/total, and the
 * weekly strip Sunday–Saturday with previous/next arrows that move by 7 days, and the shown week's total.
 * A strip day is a link to the work calendar opened on that day (its month, the day chosen).
 * Failures of the home calls are only logged (docs/spec-notes.md §8): the screen shows blanks, never an error.
 * No home project yet (a new account) is not a failure: the card says so and leads to the choice.
 * A shift in progress (domain/attendance/work-day.ts) says "On shift" (or "On break") where the
 * end time goes, and its hours count as it runs, today's and the strip's (a night shift begun
 * yesterday shows on today's card too; on a Sunday, yesterday's week is not loaded, so only the
 * strip of the week before would show it).
 */
import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useRemote } from '@/platform/api/use-remote';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { addWeeks, timeOfDayInSeoul, toYyyymmdd, todayInSeoul, weekOf, weekOfMonth } from '#contract/seoul-time.ts';
import { NO_TIME } from '#contract/api-contract.ts';
import { formatDateWithWeekday, formatHoursSuffix, formatWeekRange, nameOfMonth, weekdayShort } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/i18n';
import { ChevronLeftIcon, ChevronRightIcon, QrIcon } from '@/platform/ui/icons';
import { getHomeProjectSetting, getWeeklyWork } from './api';
import { WorkedTime } from '@/platform/ui/worked-time';
import { useNow } from '@/platform/dates/use-now';
import { dayState, hoursAt } from '@/domain/attendance/work-day';
import { ShiftTag, useShiftWords } from '@/domain/attendance/shift-tag';

function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`home: ${what} failed`, error);
  }, [what, error]);
}

export function HomeScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [today] = useState(() => todayInSeoul());
  const [anchor, setAnchor] = useState(today);

  const project = useRemote('home-project', getHomeProjectSetting);
  const todayKey = toYyyymmdd(today);
  const anchorKey = toYyyymmdd(anchor);
  const currentWeek = useRemote(`week-${todayKey}`, (signal) => getWeeklyWork(today, signal));
  const shownWeek = weekOf(anchor);
  const isCurrentWeek = toYyyymmdd(shownWeek.start) === toYyyymmdd(weekOf(today).start);
  const otherWeek = useRemote(isCurrentWeek ? null : `week-${anchorKey}`, (signal) => getWeeklyWork(anchor, signal));
  useLogFailure('project setting', project.error);
  useLogFailure('current week', currentWeek.error);
  useLogFailure('week', otherWeek.error);

  const weekRecords: WorkDayRecord[] | undefined = isCurrentWeek ? currentWeek.data : otherWeek.data;
  const now = useNow([...(currentWeek.data ?? []), ...(weekRecords ?? [])].some((record) => record.open));
  const shiftWords = useShiftWords();
  const yesterdayKey = toYyyymmdd(today.subtract({ days: 1 }));
  // Today's record, or yesterday's while its (night) shift is still in progress and today has none.
  const todayRecord =
    currentWeek.data?.find((record) => record.date === todayKey && record.workStartTime !== NO_TIME) ??
    currentWeek.data?.find((record) => record.date === yesterdayKey && dayState(record, now) === 'open');
  const open = todayRecord && dayState(todayRecord, now) === 'open';
  const start = todayRecord ? timeOfDayInSeoul(todayRecord.workStartTime) : null;
  const end = todayRecord ? timeOfDayInSeoul(todayRecord.workEndTime) : null;
  const weekNumber = weekOfMonth(anchor);
  const monthName = nameOfMonth(anchor, locale);
  const weekLabel = t`${monthName}, week ${weekNumber}`;

  return (
    <main className="page page--tabbed home">
      <h1 className="visually-hidden">{t`Today's work`}</h1>
      <p className="home__date">{formatDateWithWeekday(today, locale)}</p>

      <section className="card home__project" aria-label={t`Project`}>
        {project.data === null ? (
          <>
            <p className="home__project-none">{t`You have no projects yet. Your employer adds you with your employment contract.`}</p>
            <Link to="/joinSite" className="btn btn--secondary btn--block home__join">
              {t`Show my join code to the site office`}
            </Link>
            <Link to="/userProject">{t`Company selection`}</Link>
          </>
        ) : (
          <>
            <p className="home__project-name">
              {project.data ? `${project.data.customerName} / ${project.data.projectName}` : '\u00a0'}
            </p>
            <p className="home__project-address">{project.data?.projectAddress ?? '\u00a0'}</p>
          </>
        )}
      </section>

      <Link to="/qrGenerate" className="btn btn--primary btn--block btn--large home__qr">
        <QrIcon />
        <span>{t`Show my QR code`}</span>
      </Link>

      <section className="card home__today" aria-labelledby="today-title">
        <h2 id="today-title" className="card__title">{t`Today`}</h2>
        <dl className="today-grid">
          <div>
            <dt>{t`Start time`}</dt>
            <dd>{start && todayRecord?.date === yesterdayKey ? `${todayRecord.date.slice(4, 6)}.${todayRecord.date.slice(6)} ${start}` : (start ?? '--:--')}</dd>
          </div>
          <div>
            <dt>{t`End time`}</dt>
            <dd>{open ? <ShiftTag record={todayRecord} now={now} /> : (end ?? '--:--')}</dd>
          </div>
          <div>
            <dt>{t`Work hours`}</dt>
            <dd>
              <WorkedTime hours={todayRecord ? hoursAt(todayRecord, now) : 0} />
            </dd>
          </div>
        </dl>
      </section>

      <section className="card home__week" aria-labelledby="week-title">
        <div className="week-nav">
          <button type="button" className="icon-btn" aria-label={t`Previous week`} onClick={() => setAnchor(addWeeks(anchor, -1))}>
            <ChevronLeftIcon />
          </button>
          <div className="week-nav__label">
            <h2 id="week-title" className="card__title">
              {weekLabel}
            </h2>
            <p className="week-nav__range">{formatWeekRange(shownWeek)}</p>
          </div>
          <button type="button" className="icon-btn" aria-label={t`Next week`} onClick={() => setAnchor(addWeeks(anchor, 1))}>
            <ChevronRightIcon />
          </button>
        </div>
        <ol className="week-strip" aria-label={t`Hours per day`}>
          {shownWeek.days.map((day) => {
            const key = toYyyymmdd(day);
            const record = weekRecords?.find((candidate) => candidate.date === key);
            const isToday = key === todayKey;
            const state = record ? dayState(record, now) : 'none';
            const live = state === 'open';
            // A day whose shift has no end is marked as the calendar marks it, not as "0H".
            const noEnd = state === 'noEnd';
            // A day opens the work calendar on it. Its name is the full date (with the hours and the
            // shift's state) and holds the weekday and day number seen (WCAG 2.5.3).
            return (
              <li key={key}>
                <Link
                  to="/work"
                  state={{ workMode: 'calendar', day: key }}
                  className={`week-strip__day${isToday ? ' week-strip__day--today' : ''}${live ? ' week-strip__day--live' : ''}${noEnd ? ' week-strip__day--warning' : ''}`}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <span className="visually-hidden">{formatDateWithWeekday(day, locale)}</span>
                  <span className="week-strip__weekday" aria-hidden="true">
                    {weekdayShort(day, locale)}
                  </span>
                  <span className="week-strip__date" aria-hidden="true">
                    {day.day}
                  </span>
                  {/* A day still to come has no hours yet, not 0H. */}
                  {noEnd ? (
                    <span className="week-strip__hours">
                      <span aria-hidden="true">!</span>
                      <span className="visually-hidden">{t`No end recorded`}</span>
                    </span>
                  ) : (
                    <span className="week-strip__hours">{record && key <= todayKey ? formatHoursSuffix(hoursAt(record, now)) : '-'}</span>
                  )}
                  {live && record ? (
                    <span className="week-strip__live">
                      <span className="visually-hidden">{shiftWords(record, now)}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ol>
        {weekRecords?.some((record) => dayState(record, now) === 'noEnd') ? (
          <p className="week-strip__note">
            <span className="week-strip__mark" aria-hidden="true">
              !
            </span>
            <span>{t`A day has no end recorded. Tap it to see the day and ask the site to add the time.`}</span>
          </p>
        ) : null}
        <p className="work-summary__row week-total">
          <span>{t`Week total`}</span>
          <strong>{weekRecords ? <WorkedTime hours={weekRecords.reduce((sum, record) => sum + hoursAt(record, now), 0)} /> : '—'}</strong>
        </p>
        {isCurrentWeek ? null : (
          <button type="button" className="btn btn--text week-nav__today" onClick={() => setAnchor(today)}>
            <Trans>Back to this week</Trans>
          </button>
        )}
      </section>
    </main>
  );
}
