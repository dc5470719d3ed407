/**
 * The words of the site's attendance files (issue 33), in the language the admin reads the app in
 * (Accept-Language; server/http/locale.ts). Terms as docs/glossary.md has them.
 */
import type { QrEventType } from '#contract/api-contract.ts';
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
  /** The check list's file. */
  checkListSheet: string;
  date: string;
  time: string;
  event: string;
  phone: string;
  events: Record<QrEventType, string>;
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
    sources: { scan: 'QR', offlineScan: 'QR (나중에 전송)', correction: '정정 승인', siteRecord: '현장 기록' },
    checkListSheet: 'QR 체크 목록',
    date: '날짜',
    time: '시각',
    event: '구분',
    phone: '휴대폰',
    events: { BeginWork: '출근', EndWork: '퇴근', BeginLunch: '점심 시작', EndLunch: '점심 종료', BeginDinner: '저녁 시작', EndDinner: '저녁 종료' },
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
    sources: { scan: 'QR scan', offlineScan: 'QR scan, sent later', correction: 'Approved correction', siteRecord: 'Recorded by the site' },
    checkListSheet: 'QR check list',
    date: 'Date',
    time: 'Time',
    event: 'Event',
    phone: 'Phone',
    events: { BeginWork: 'Start work', EndWork: 'End work', BeginLunch: 'Lunch start', EndLunch: 'Lunch end', BeginDinner: 'Dinner start', EndDinner: 'Dinner end' },
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
    sources: { scan: '扫码', offlineScan: '扫码（稍后发送）', correction: '已批准的更正', siteRecord: '工地代为记录' },
    checkListSheet: '二维码打卡列表',
    date: '日期',
    time: '时间',
    event: '事项',
    phone: '手机',
    events: { BeginWork: '上班', EndWork: '下班', BeginLunch: '午休开始', EndLunch: '午休结束', BeginDinner: '晚饭开始', EndDinner: '晚饭结束' },
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
    sources: { scan: 'Quét QR', offlineScan: 'Quét QR (gửi sau)', correction: 'Yêu cầu sửa đã duyệt', siteRecord: 'Công trường ghi hộ' },
    checkListSheet: 'Danh sách quét QR',
    date: 'Ngày',
    time: 'Giờ',
    event: 'Mục',
    phone: 'Điện thoại',
    events: { BeginWork: 'Vào ca', EndWork: 'Tan ca', BeginLunch: 'Bắt đầu nghỉ trưa', EndLunch: 'Kết thúc nghỉ trưa', BeginDinner: 'Bắt đầu nghỉ tối', EndDinner: 'Kết thúc nghỉ tối' },
  },
};
