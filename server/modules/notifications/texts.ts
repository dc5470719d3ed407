/**
 * What each notification says and where a tap leads (decision 065), in the subscription's language.
 * A lock screen is public: no text names a person or an amount, only what happened and when ("Your
 * October pay statement is ready"). The texts are one table keyed by language, like the pay
 * documents' labels (certificates/pay-pdf.ts), typed by contract/languages.ts: a language added there
 * is asked for here by the typecheck.
 *
 * The link of each kind opens the screen with the item: the routes read these search parameters on a
 * cold start (src/platform/router/use-screen-state.ts).
 */
import type { Language } from '#contract/languages.ts';
import { formatYearMonth, parseYyyymmdd } from '#contract/seoul-calendar.ts';
import type { NotificationKind } from './outbox.ts';

type Scalar = string | number | boolean;

/** The params each kind takes: key → whether it must be there and its type. Anything else is refused (no amounts, no names). */
const PARAMS: Record<NotificationKind, Record<string, { required: boolean; type: 'string' | 'number' | 'boolean' }>> = {
  statementReady: { year: { required: true, type: 'number' }, month: { required: true, type: 'number' }, corporationCode: { required: true, type: 'string' }, version: { required: false, type: 'number' } },
  statementReissued: { year: { required: true, type: 'number' }, month: { required: true, type: 'number' }, corporationCode: { required: true, type: 'string' }, version: { required: false, type: 'number' } },
  contractToSign: { contractId: { required: true, type: 'string' } },
  inquiryAnswered: { inquiryId: { required: true, type: 'string' } },
  correctionDecided: { correctionId: { required: true, type: 'string' }, date: { required: true, type: 'string' }, approved: { required: true, type: 'boolean' } },
  noEndRecorded: { date: { required: true, type: 'string' } },
  correctionRequested: { correctionId: { required: false, type: 'string' }, count: { required: false, type: 'number' } },
};

/** What is wrong with a kind's params (a programming error: an unknown key, a missing one, a wrong type), or null. */
export function paramsProblem(kind: NotificationKind, params: Record<string, Scalar>): string | null {
  const rules = PARAMS[kind];
  for (const [key, value] of Object.entries(params)) {
    const rule = rules[key];
    if (!rule) return `${kind} takes no param ${key} (only ${Object.keys(rules).join(', ')}: no amounts or names on a lock screen)`;
    if (typeof value !== rule.type) return `${kind}.${key} must be a ${rule.type}`;
  }
  const missing = Object.entries(rules).find(([key, rule]) => rule.required && !(key in params));
  if (missing) return `${kind} needs ${missing[0]}`;
  const date = 'date' in params ? params.date : undefined;
  if (typeof date === 'string' && parseYyyymmdd(date) === null) return `${kind}.date must be yyyymmdd`;
  const month = 'month' in params ? params.month : undefined;
  if (typeof month === 'number' && !(Number.isInteger(month) && month >= 1 && month <= 12)) return `${kind}.month must be 1..12`;
  return null;
}

/** What the service worker shows: the title and body, the same-origin path a tap opens, and a tag (a newer one replaces it). */
export interface NotificationPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function text(params: Record<string, Scalar>, key: string): string {
  const value = params[key];
  return value === undefined ? '' : String(value);
}

function num(params: Record<string, Scalar>, key: string): number {
  return Number(params[key]);
}

/** yyyymmdd as the day a person reads it, in the language's own way: "11월 20일", "November 20", "11月20日", "20 tháng 11". */
function dayText(language: Language, yyyymmdd: string): string {
  const date = parseYyyymmdd(yyyymmdd);
  if (!date) return yyyymmdd;
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(date.year, date.month - 1, date.day));
}

/**
 * A month as it stands in a sentence. Written out rather than Intl's: its stand-alone form is "十一月"
 * in Chinese and "Tháng 11" in Vietnamese, where a sentence says "11月" and "tháng 11".
 */
const MONTH_IN_SENTENCE: Record<Language, (month: number) => string> = {
  ko: (month) => `${String(month)}월`,
  en: (month) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1)),
  'zh-Hans': (month) => `${String(month)}月`,
  vi: (month) => `tháng ${String(month)}`,
};

function monthText(language: Language, month: number): string {
  return Number.isInteger(month) && month >= 1 && month <= 12 ? MONTH_IN_SENTENCE[language](month) : '';
}

type Texts = (params: Record<string, Scalar>) => { title: string; body: string };

/** The texts, by language and kind (the terms of docs/glossary.md). */
export const TEXTS: Record<Language, Record<NotificationKind, Texts>> = {
  ko: {
    statementReady: (p) => ({ title: '급여명세서', body: `${monthText('ko', num(p, 'month'))} 급여명세서가 나왔습니다.` }),
    statementReissued: (p) => ({ title: '급여명세서 정정', body: `${monthText('ko', num(p, 'month'))} 급여명세서가 정정되어 다시 나왔습니다.` }),
    contractToSign: () => ({ title: '근로계약서', body: '서명할 근로계약서가 있습니다.' }),
    inquiryAnswered: () => ({ title: '문의 답변', body: '문의하신 내용에 답변이 등록되었습니다.' }),
    correctionDecided: (p) => ({
      title: '근태 정정',
      body: `${dayText('ko', text(p, 'date'))} 근태 정정 요청이 ${p.approved === true ? '승인' : '반려'}되었습니다.`,
    }),
    noEndRecorded: (p) => ({ title: '퇴근 미기록', body: `${dayText('ko', text(p, 'date'))} 퇴근이 기록되지 않았습니다. 확인해 주세요.` }),
    correctionRequested: (p) => ({
      title: '근태 정정 요청',
      body: typeof p.count === 'number' && p.count > 1 ? `근태 정정 요청 ${String(p.count)}건이 기다리고 있습니다.` : '새 근태 정정 요청이 있습니다.',
    }),
  },
  en: {
    statementReady: (p) => ({ title: 'Pay statement', body: `Your ${monthText('en', num(p, 'month'))} pay statement is ready.` }),
    statementReissued: (p) => ({ title: 'Pay statement corrected', body: `Your ${monthText('en', num(p, 'month'))} pay statement was corrected and issued again.` }),
    contractToSign: () => ({ title: 'Employment contract', body: 'An employment contract is waiting for your signature.' }),
    inquiryAnswered: () => ({ title: 'Inquiry answered', body: 'Your inquiry has been answered.' }),
    correctionDecided: (p) => ({
      title: 'Attendance correction',
      body: `Your correction for ${dayText('en', text(p, 'date'))} was ${p.approved === true ? 'approved' : 'not approved'}.`,
    }),
    noEndRecorded: (p) => ({ title: 'End of work not recorded', body: `${dayText('en', text(p, 'date'))} has no end of work recorded. Please check.` }),
    correctionRequested: (p) => ({
      title: 'Correction requests',
      body: typeof p.count === 'number' && p.count > 1 ? `${String(p.count)} attendance correction requests are waiting.` : 'A new attendance correction request is waiting.',
    }),
  },
  'zh-Hans': {
    statementReady: (p) => ({ title: '工资单', body: `${monthText('zh-Hans', num(p, 'month'))}工资单已出。` }),
    statementReissued: (p) => ({ title: '工资单已更正', body: `${monthText('zh-Hans', num(p, 'month'))}工资单已更正并重新开具。` }),
    contractToSign: () => ({ title: '劳动合同', body: '有一份劳动合同等您签名。' }),
    inquiryAnswered: () => ({ title: '咨询已回复', body: '您的咨询已有回复。' }),
    correctionDecided: (p) => ({
      title: '考勤更正',
      body: `${dayText('zh-Hans', text(p, 'date'))}的考勤更正申请已${p.approved === true ? '批准' : '驳回'}。`,
    }),
    noEndRecorded: (p) => ({ title: '未记录下班', body: `${dayText('zh-Hans', text(p, 'date'))}未记录下班，请确认。` }),
    correctionRequested: (p) => ({
      title: '考勤更正申请',
      body: typeof p.count === 'number' && p.count > 1 ? `有${String(p.count)}条考勤更正申请等待处理。` : '有一条新的考勤更正申请。',
    }),
  },
  vi: {
    statementReady: (p) => ({ title: 'Bảng lương', body: `Đã có bảng lương ${monthText('vi', num(p, 'month'))}.` }),
    statementReissued: (p) => ({ title: 'Bảng lương đã sửa', body: `Bảng lương ${monthText('vi', num(p, 'month'))} đã được sửa và phát hành lại.` }),
    contractToSign: () => ({ title: 'Hợp đồng lao động', body: 'Có hợp đồng lao động đang chờ bạn ký tên.' }),
    inquiryAnswered: () => ({ title: 'Đã trả lời câu hỏi', body: 'Câu hỏi của bạn đã có trả lời.' }),
    correctionDecided: (p) => ({
      title: 'Sửa chấm công',
      body: `Yêu cầu sửa chấm công ngày ${dayText('vi', text(p, 'date'))} đã được ${p.approved === true ? 'duyệt' : 'từ chối'}.`,
    }),
    noEndRecorded: (p) => ({ title: 'Chưa ghi giờ tan ca', body: `Ngày ${dayText('vi', text(p, 'date'))} chưa ghi giờ tan ca. Vui lòng kiểm tra.` }),
    correctionRequested: (p) => ({
      title: 'Yêu cầu sửa chấm công',
      body: typeof p.count === 'number' && p.count > 1 ? `Có ${String(p.count)} yêu cầu sửa chấm công đang chờ.` : 'Có một yêu cầu sửa chấm công mới.',
    }),
  },
};

/** The path a tap opens (same origin), with what the screen needs to show the item. */
export function linkOf(kind: NotificationKind, params: Record<string, Scalar>): string {
  const query = (entries: Record<string, string>) => new URLSearchParams(entries).toString();
  switch (kind) {
    case 'statementReady':
    case 'statementReissued': {
      const month = formatYearMonth({ year: num(params, 'year'), month: num(params, 'month') });
      return `/incomeReceipt?${query({ month, corporationCode: text(params, 'corporationCode') })}`;
    }
    case 'contractToSign':
      return `/employmentContract?${query({ contractId: text(params, 'contractId') })}`;
    case 'inquiryAnswered':
      return `/qnaDetail?${query({ id: text(params, 'inquiryId') })}`;
    // The day's record (issue 18): its events, the decision and its history, or the "no end" card asking for the end.
    case 'correctionDecided':
    case 'noEndRecorded':
      return `/workCorrections?${query({ date: text(params, 'date') })}`;
    case 'correctionRequested':
      return '/adminCorrections';
  }
}

/** One notification per item on the device: a newer one of the same item replaces it. */
function tagOf(kind: NotificationKind, params: Record<string, Scalar>): string {
  switch (kind) {
    case 'statementReady':
    case 'statementReissued':
      return `statement:${text(params, 'year')}-${text(params, 'month')}:${text(params, 'corporationCode')}`;
    case 'contractToSign':
      return `contract:${text(params, 'contractId')}`;
    case 'inquiryAnswered':
      return `inquiry:${text(params, 'inquiryId')}`;
    case 'correctionDecided':
      return `correction:${text(params, 'correctionId')}`;
    case 'noEndRecorded':
      return `noEnd:${text(params, 'date')}`;
    case 'correctionRequested':
      return 'corrections';
  }
}

export function payloadOf(kind: NotificationKind, params: Record<string, Scalar>, language: Language): NotificationPayload {
  return { ...TEXTS[language][kind](params), url: linkOf(kind, params), tag: tagOf(kind, params) };
}
