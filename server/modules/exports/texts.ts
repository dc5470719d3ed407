/**
 * The words of the site's attendance files (issue 33), in the language the admin reads the app in
 * (Accept-Language; server/http/locale.ts). Terms as docs/glossary.md has them.
 */
import type { EventSource } from '#contract/api-corrections.ts';
import type { Language } from '#contract/languages.ts';

export interface ExportTexts {
  daySheet: string;
  monthSheet: string;
  name: string;
  trade: string;
  begin: string;
  end: string;
  hours: string;
  recorded: string;
  days: string;
  totalHours: string;
  total: string;
  /** The end of a shift still under way. */
  atWork: string;
  sources: Record<EventSource, string>;
}

export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  ko: {
    daySheet: '출역일보',
    monthSheet: '월간 출역 현황',
    name: '성명',
    trade: '직종',
    begin: '출근',
    end: '퇴근',
    hours: '근로시간',
    recorded: '기록 방법',
    days: '출역일수',
    totalHours: '총 근로시간',
    total: '합계',
    atWork: '근무 중',
    sources: { scan: 'QR', offlineScan: 'QR (나중에 전송)', correction: '정정 승인' },
  },
  en: {
    daySheet: 'Daily attendance',
    monthSheet: 'Monthly attendance',
    name: 'Name',
    trade: 'Trade',
    begin: 'Start',
    end: 'End',
    hours: 'Hours',
    recorded: 'Recorded by',
    days: 'Days',
    totalHours: 'Total hours',
    total: 'Total',
    atWork: 'At work',
    sources: { scan: 'QR scan', offlineScan: 'QR scan, sent later', correction: 'Approved correction' },
  },
  'zh-Hans': {
    daySheet: '出勤日报',
    monthSheet: '月度出勤',
    name: '姓名',
    trade: '工种',
    begin: '上班',
    end: '下班',
    hours: '工作时长',
    recorded: '记录方式',
    days: '出勤天数',
    totalHours: '总工时',
    total: '合计',
    atWork: '工作中',
    sources: { scan: '扫码', offlineScan: '扫码（稍后发送）', correction: '已批准的更正' },
  },
  vi: {
    daySheet: 'Chấm công ngày',
    monthSheet: 'Chấm công tháng',
    name: 'Họ tên',
    trade: 'Nghề',
    begin: 'Vào ca',
    end: 'Tan ca',
    hours: 'Số giờ',
    recorded: 'Cách ghi nhận',
    days: 'Số ngày',
    totalHours: 'Tổng số giờ',
    total: 'Tổng',
    atWork: 'Đang làm',
    sources: { scan: 'Quét QR', offlineScan: 'Quét QR (gửi sau)', correction: 'Yêu cầu sửa đã duyệt' },
  },
};
