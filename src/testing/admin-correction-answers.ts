/** Correction requests as GET /admin/corrections answers them to a site admin (issue 18), for screen tests. */
import type { AdminCorrection, AdminCorrectionPage, RecordedEvent } from '#contract/api-corrections.ts';

/** A recorded event of the day: a scan unless `fields` says otherwise. */
export function recordedEvent(id: string, eventType: RecordedEvent['eventType'], occurredAt: string, fields: Partial<RecordedEvent> = {}): RecordedEvent {
  return { id, eventType, occurredAt, source: 'scan', approvedBy: null, replacedAt: null, ...fields };
}

/** A waiting request: 황도현 forgot to scan out on Thursday 19 November 2026 and asks for 17:30. */
export function adminCorrection(fields: Partial<AdminCorrection> = {}): AdminCorrection {
  return {
    id: 'c-end',
    date: '20261119',
    eventType: 'EndWork',
    time: '2026-11-19T17:30:00+09:00',
    original: null,
    reason: 'I forgot to scan out. The foreman can confirm.',
    hasPhoto: false,
    state: 'pending',
    createdAt: '2026-11-20T08:05:00+09:00',
    decidedAt: null,
    decidedBy: null,
    decisionNote: null,
    siteCode: 'S001',
    siteName: '판교 현장',
    workerName: '황도현',
    workerPhone: '010-****-2963',
    dayEvents: [
      recordedEvent('e1', 'BeginWork', '2026-11-19T07:58:00+09:00'),
      recordedEvent('e2', 'BeginLunch', '2026-11-19T12:00:00+09:00'),
      recordedEvent('e3', 'EndLunch', '2026-11-19T13:00:00+09:00'),
    ],
    ...fields,
  };
}

/** A page of the list: `total` is how many match in all (the items' count unless said). */
export function correctionPage(items: AdminCorrection[], nextCursor: string | null = null, total = items.length, totalCapped = false): AdminCorrectionPage {
  return { items, nextCursor, total, totalCapped };
}
