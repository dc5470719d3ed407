/** Correction answers for screen tests (GET /work/day, /work/corrections), typed by the contract. */
import type { Correction, RecordedEvent, WorkDayDetail } from '#contract/api-corrections.ts';

/** A scanned event of the day (yyyymmdd) at `time` (HH:MM, Seoul). */
export function scanned(id: string, date: string, eventType: RecordedEvent['eventType'], time: string, extra: Partial<RecordedEvent> = {}): RecordedEvent {
  return { id, eventType, occurredAt: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${time}:00+09:00`, source: 'scan', approvedBy: null, replacedAt: null, ...extra };
}

/** A request of the worker about `date`, asking `time` (HH:MM) for `eventType`; pending unless said. */
export function correctionOf(id: string, date: string, eventType: Correction['eventType'], time: string, extra: Partial<Correction> = {}): Correction {
  const at = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${time}:00+09:00`;
  return {
    id,
    date,
    eventType,
    time: at,
    original: null,
    reason: '퇴근 스캔을 잊었습니다.',
    hasPhoto: false,
    state: 'pending',
    createdAt: '2026-11-18T08:10:00+09:00',
    decidedAt: null,
    decidedBy: null,
    decisionNote: null,
    siteCode: 'S001',
    siteName: '송도 아파트 3단지',
    ...extra,
  };
}

/** A day's record: its events, requests and audit; a contract covers it unless said. */
export function workDay(date: string, events: RecordedEvent[], extra: Partial<WorkDayDetail> = {}): WorkDayDetail {
  return { date, events, corrections: [], audit: [], canRequest: true, siteChoices: [], ...extra };
}
