/**
 * Demo data for a fresh database (first start, tests, end-to-end runs): the customers, corporations,
 * projects, workers (with birth dates and employment contracts) and admins that README and tests
 * rely on, four months of attendance for two workers, and their Q&A inquiries (some answered).
 * Migration 003 backfills the birth dates and contracts of a database seeded before it, with the
 * same values. Deterministic for a given seed day (a seeded
 * PRNG, never Math.random), and never in the future of the seed moment.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { MIGRATION_LOCK_ID } from '../db/migrate.ts';
import type { AttendanceEventType, NewAttendanceEvent, NewQnaInquiry } from '../db/schema.ts';
import { hashPassword, type ScryptParams } from '../modules/auth/passwords.ts';
import { daysSinceSunday, seoulDateOf, startOfSeoulDay, toYyyymmdd } from '#contract/seoul-time.ts';
import { publicHolidayNames } from '#contract/holidays.ts';

export const SEED_PASSWORD = 'Wfm!demo2026';

export const SEED_CUSTOMERS = [
  { code: 'C001', name: '한빛건설' },
  { code: 'C002', name: '대성토건' },
];

/** A demo employer's seal (scripts/make-demo-seals.mjs), as migration 009 also stores it. */
function sealOf(code: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./seals/${code}.png`, import.meta.url)));
}

/**
 * Their details are also in migration 005 and their signer and seal in migration 009 (for a database
 * seeded before them); seed.test.ts checks both agree.
 */
export const SEED_CORPORATIONS = [
  {
    code: 'K001',
    name: '한빛건설(주)',
    business_number: '124-81-35790',
    representative: '최한빛',
    address: '서울특별시 강남구 테헤란로 152',
    phone: '02-555-0142',
    signer_name: '대표이사 최한빛',
    seal_png: sealOf('K001'),
    // Fewer than 150 employees: the employer's job-stability rate (decision 088).
    size_class: 'under150' as const,
    non_taxable_premiums: false,
  },
  {
    code: 'K002',
    name: '대성토건(주)',
    business_number: '131-86-24680',
    representative: '윤대성',
    address: '인천광역시 남동구 논현로 46',
    phone: '032-555-0177',
    signer_name: '대표이사 윤대성',
    seal_png: sealOf('K002'),
    size_class: 'under150' as const,
    non_taxable_premiums: false,
  },
];

export const SEED_PROJECTS = [
  // 판교 reminds a worker whose day has no end recorded at 19:00 (migration 017; decision 065).
  { code: 'P1001', customer_code: 'C001', corporation_code: 'K001', name: '판교 물류센터 신축공사', address: '경기도 성남시 분당구 판교로 255', end_reminder_time: '19:00' },
  { code: 'P1002', customer_code: 'C001', corporation_code: 'K001', name: '광교 오피스텔 신축공사', address: '경기도 수원시 영통구 광교중앙로 140' },
  { code: 'P2001', customer_code: 'C002', corporation_code: 'K002', name: '송도 아파트 3단지 신축공사', address: '인천광역시 연수구 송도동 24-5' },
];

/** Fixed ids so a repeated seed finds the same rows. */
export const SEED_WORKERS = {
  kim: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000001', name: '김민준', phone: '01023456789', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1985-03-14' },
  lee: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000002', name: '이서연', phone: '01034567890', home: 'P2001', ynConvertPassword: 'Y', birthDate: '1992-08-02' },
  park: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000003', name: '박지훈', phone: '01045678901', home: 'P1001', ynConvertPassword: 'N', birthDate: '1978-11-30' },
  // New on their sites: no attendance yet, so QR codes and the gate scanner can be tried (and tested) from a clean day at any hour.
  choi: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000004', name: '최현우', phone: '01052841937', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1990-05-21' },
  han: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000005', name: '한지민', phone: '01061732945', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1988-12-09' },
  kang: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000006', name: '강예린', phone: '01073952841', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1995-02-17' },
  yoon: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000007', name: '윤서준', phone: '01084623175', home: 'P2001', ynConvertPassword: 'Y', birthDate: '1983-07-04' },
  moon: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000008', name: '문태양', phone: '01035792468', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1991-09-12' },
  bae: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000009', name: '배수아', phone: '01046801357', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1997-04-25' },
  // Forgot to check out yesterday and once last month (seedAttendance): the correction specs ask the site to add it (issue 18), one in each language.
  jang: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000010', name: '장하늘', phone: '01051723846', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1996-06-17' },
  song: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000011', name: '송민재', phone: '01062834957', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1994-03-30' },
  // The same days without a check-out, for the site admin's correction specs (apart from the worker's, which run beside them).
  // 황도현 was first hired at 67: no employment insurance (nor pension, past 59) on his statements.
  kwon: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000012', name: '권나래', phone: '01073941852', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1998-08-11' },
  hwang: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000013', name: '황도현', phone: '01084052963', home: 'P1001', ynConvertPassword: 'Y', birthDate: '1958-02-27' },
} as const;

/** One contract per worker on the home project, in force from SEED_CONTRACT_FROM (이서연's wage is below the income-tax threshold). */
export const SEED_CONTRACT_FROM = '2026-01-01';
export const SEED_CONTRACTS = [
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000301', user_id: SEED_WORKERS.kim.id, project_code: SEED_WORKERS.kim.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000302', user_id: SEED_WORKERS.lee.id, project_code: SEED_WORKERS.lee.home, daily_wage: 180_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000303', user_id: SEED_WORKERS.park.id, project_code: SEED_WORKERS.park.home, daily_wage: 190_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000304', user_id: SEED_WORKERS.choi.id, project_code: SEED_WORKERS.choi.home, daily_wage: 210_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000305', user_id: SEED_WORKERS.han.id, project_code: SEED_WORKERS.han.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000306', user_id: SEED_WORKERS.kang.id, project_code: SEED_WORKERS.kang.home, daily_wage: 190_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000307', user_id: SEED_WORKERS.yoon.id, project_code: SEED_WORKERS.yoon.home, daily_wage: 220_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000308', user_id: SEED_WORKERS.moon.id, project_code: SEED_WORKERS.moon.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000309', user_id: SEED_WORKERS.bae.id, project_code: SEED_WORKERS.bae.home, daily_wage: 180_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000310', user_id: SEED_WORKERS.jang.id, project_code: SEED_WORKERS.jang.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000311', user_id: SEED_WORKERS.song.id, project_code: SEED_WORKERS.song.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000312', user_id: SEED_WORKERS.kwon.id, project_code: SEED_WORKERS.kwon.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000313', user_id: SEED_WORKERS.hwang.id, project_code: SEED_WORKERS.hwang.home, daily_wage: 200_000, valid_from: SEED_CONTRACT_FROM },
] as const;

/**
 * The demo workers' addresses, as their contracts print them (migration 009 backfills the same). 한지민
 * and 배수아 have none: opening their contract asks for it, and signing waits until they add it.
 */
export const SEED_ADDRESSES: Partial<Record<keyof typeof SEED_WORKERS, string>> = {
  kim: '경기도 성남시 분당구 정자일로 95, 101동 1203호',
  lee: '인천광역시 연수구 컨벤시아대로 165, 502호',
  park: '경기도 용인시 수지구 풍덕천로 120, 3층',
  choi: '서울특별시 송파구 중대로 135, 204동 801호',
  kang: '경기도 수원시 영통구 봉영로 1612, 103호',
  yoon: '인천광역시 남동구 구월로 210, 702호',
  moon: '경기도 광주시 경안로 45, 2층',
  jang: '서울특별시 강서구 공항대로 247, 1105호',
  song: '경기도 고양시 일산동구 중앙로 1275, 8층',
  kwon: '서울특별시 마포구 월드컵북로 400, 5층',
  hwang: '경기도 안양시 동안구 시민대로 230, 1502호',
};

/** When a demo contract was issued: 09:00 in Seoul three days before it begins (migration 009 agrees). */
export function seedIssuedAt(validFrom: string): Date {
  return new Date(`${Temporal.PlainDate.from(validFrom).subtract({ days: 3 }).toString()}T09:00:00+09:00`);
}

export const SEED_ADMINS = {
  jung: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000101', name: '정관리', phone: '01098765432', employeeNumber: 'A1001', sites: ['P1001', 'P2001'] },
  oh: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000102', name: '오현장', phone: '01087654321', employeeNumber: 'A2001', sites: ['P1002'] },
} as const;

/** The demo corporations' payroll offices (issue 34, decision 088): admins with an office and no site. */
export const SEED_OFFICES = {
  park: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000111', name: '박급여', phone: '01076543210', employeeNumber: 'H0001', corporation: 'K001' },
  yoon: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000112', name: '윤정산', phone: '01065432109', employeeNumber: 'D0001', corporation: 'K002' },
} as const;

/** The demo sites' contract templates (issue 33): what the admin picks when taking a worker on. */
const TEMPLATE_TIMES = { work_start: '08:00', work_end: '17:00', break_start: '12:00', break_end: '13:00', weekly_holiday: 0, premiums_apply: true, weekly_paid_holiday: true, pay_day: 10, kind: 'continuing' } as const;
export const SEED_TEMPLATES = [
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000401', project_code: 'P1001', name: '철근공 주간 (월–금)', job_title: '철근공', daily_wage: 200_000, work_days: '12345', ...TEMPLATE_TIMES, updated_by: SEED_ADMINS.jung.id },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000402', project_code: 'P1001', name: '보통인부 주간 (월–금)', job_title: '보통인부', daily_wage: 170_000, work_days: '12345', ...TEMPLATE_TIMES, updated_by: SEED_ADMINS.jung.id },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000403', project_code: 'P1002', name: '형틀목공 (월–금)', job_title: '형틀목공', daily_wage: 210_000, work_days: '12345', ...TEMPLATE_TIMES, updated_by: SEED_ADMINS.oh.id },
  { id: '0b1e6a52-5d0e-4c7e-9a51-000000000404', project_code: 'P2001', name: '전기공 주간 (월–금)', job_title: '전기공', daily_wage: 190_000, work_days: '12345', ...TEMPLATE_TIMES, updated_by: SEED_ADMINS.jung.id },
] as const;

/** mulberry32: a tiny, well-mixed 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 김민준's forgotten check-out, days before the seed day (his waiting inquiry asks about it). */
const KIM_MISSING_END_OFFSET = -9;

type DayKind = 'off' | 'normal' | 'overtime' | 'short' | 'missingEnd' | 'overnight';

interface SeedEvent {
  userId: string;
  projectCode: string;
  type: AttendanceEventType;
  occurredAt: Date;
}

interface SeedWorkerPlan {
  id: string;
  projectCode: string;
  seed: number;
  /** Days (offset from the seed day) with a fixed kind. */
  special: Record<number, DayKind>;
  /** Days (yyyy-mm-dd) with a fixed kind, after `special`. */
  specialDates?: Record<string, DayKind>;
  /** A calendar month (yyyymm) in which the worker works fewer than 8 days. */
  sparseMonth: string | null;
  /** Off on the seed day (kept out of today's gate lists). Default: at work. */
  offToday?: boolean;
}

function dayKindFor(plan: SeedWorkerPlan, date: Temporal.PlainDate, offset: number, draw: number, sparseDays: number): DayKind {
  if (offset === 0) return plan.offToday ? 'off' : 'normal';
  const special = plan.special[offset] ?? plan.specialDates?.[date.toString()];
  if (special) return special;
  if (plan.sparseMonth === toYyyymmdd(date).slice(0, 6)) return draw < 0.25 && sparseDays < 6 ? 'normal' : 'off';
  if (daysSinceSunday(date) === 0) return draw < 0.15 ? 'normal' : 'off';
  if (draw < 0.1) return 'off';
  if (draw < 0.16) return 'short';
  if (draw < 0.36) return 'overtime';
  return 'normal';
}

/**
 * 김민준's days in the month before the seed day that show every premium on his statement: its first
 * Sunday worked (holiday work), its first public holiday on a weekday worked, and a night shift on
 * its second Wednesday (with the Thursday off after it); his overtime days come with the draws.
 */
export function lastMonthPremiumDays(today: Temporal.PlainDate): Record<string, DayKind> {
  const first = today.with({ day: 1 }).subtract({ months: 1 });
  const days = Array.from({ length: first.daysInMonth }, (_, i) => first.add({ days: i }));
  const sunday = days.find((day) => daysSinceSunday(day) === 0);
  const holiday = days.find((day) => daysSinceSunday(day) !== 0 && daysSinceSunday(day) !== 6 && publicHolidayNames(day) !== null);
  const wednesday = days.filter((day) => daysSinceSunday(day) === 3)[1];
  const special: Record<string, DayKind> = {};
  if (sunday) special[sunday.toString()] = 'normal';
  if (holiday) special[holiday.toString()] = 'normal';
  if (wednesday) {
    special[wednesday.toString()] = 'overnight';
    special[wednesday.add({ days: 1 }).toString()] = 'off';
  }
  return special;
}

/**
 * Every public holiday on a weekday from `from` to `today` off: a continuing worker is paid them without
 * work (docs/pay-rules.md), so 김민준's statements show paid public holidays not worked beside the one
 * he worked (lastMonthPremiumDays, which takes precedence).
 */
export function weekdayHolidaysOff(from: Temporal.PlainDate, today: Temporal.PlainDate): Record<string, DayKind> {
  const off: Record<string, DayKind> = {};
  for (let day = from; Temporal.PlainDate.compare(day, today) < 0; day = day.add({ days: 1 })) {
    if (daysSinceSunday(day) !== 0 && daysSinceSunday(day) !== 6 && publicHolidayNames(day) !== null) off[day.toString()] = 'off';
  }
  return off;
}

/** The 10th of the month before `today`, or the first weekday after it. */
export function lastMonthWeekday(today: Temporal.PlainDate): Temporal.PlainDate {
  let day = today.with({ day: 10 }).subtract({ months: 1 });
  while (daysSinceSunday(day) === 0 || daysSinceSunday(day) === 6 || publicHolidayNames(day) !== null) day = day.add({ days: 1 });
  return day;
}

/** The attendance events of the demo workers, from four months before `now` up to `now` (Seoul). */
export function seedAttendance(now: Date): SeedEvent[] {
  const today = seoulDateOf(now);
  // Temporal keeps the day, or the month's last day when the month is shorter (Jul 31 − 4 months: Mar 31; Jun 30 − 4: Feb 28).
  const first = today.subtract({ months: 4 });
  const sparse = today.subtract({ months: 2 });
  const plans: SeedWorkerPlan[] = [
    {
      id: SEED_WORKERS.kim.id,
      projectCode: SEED_WORKERS.kim.home,
      seed: 20261101,
      // A forgotten check-out, a night shift into a day off; the public holidays off but last month's first.
      special: { [KIM_MISSING_END_OFFSET]: 'missingEnd', [-16]: 'overnight', [-15]: 'off' },
      specialDates: { ...weekdayHolidaysOff(first, today), ...lastMonthPremiumDays(today) },
      sparseMonth: null,
    },
    {
      id: SEED_WORKERS.lee.id,
      projectCode: SEED_WORKERS.lee.home,
      seed: 20261102,
      special: {},
      sparseMonth: `${sparse.year}${String(sparse.month).padStart(2, '0')}`,
    },
    // The correction specs' workers: yesterday and a weekday of last month without a check-out.
    ...[SEED_WORKERS.jang, SEED_WORKERS.song, SEED_WORKERS.kwon, SEED_WORKERS.hwang].map(
      (worker, i): SeedWorkerPlan => ({
        id: worker.id,
        projectCode: worker.home,
        seed: 20261110 + i,
        special: { [-1]: 'missingEnd' },
        specialDates: { [lastMonthWeekday(today).toString()]: 'missingEnd' },
        sparseMonth: null,
        offToday: true,
      }),
    ),
  ];

  const events: SeedEvent[] = [];
  for (const plan of plans) {
    const random = seededRandom(plan.seed);
    let sparseDays = 0;
    const days = first.until(today).days;
    for (let offset = -days; offset <= 0; offset++) {
      const date = today.add({ days: offset });
      // Always four draws a day, so one day's choices never shift another day's.
      const [draw, begin, end, extra] = [random(), random(), random(), random()];
      const kind = dayKindFor(plan, date, offset, draw, sparseDays);
      if (kind === 'off') continue;
      if (plan.sparseMonth === toYyyymmdd(date).slice(0, 6)) sparseDays++;

      const midnight = startOfSeoulDay(date).epochMilliseconds;
      const at = (minutes: number) => new Date(midnight + minutes * 60_000);
      const add = (type: AttendanceEventType, minutes: number) =>
        events.push({ userId: plan.id, projectCode: plan.projectCode, type, occurredAt: at(minutes) });

      if (kind === 'overnight') {
        add('BeginWork', 18 * 60 + Math.floor(begin * 10));
        add('BeginDinner', 22 * 60);
        add('EndDinner', 22 * 60 + 30);
        add('EndWork', 27 * 60 + Math.floor(end * 30));
        continue;
      }
      add('BeginWork', 6 * 60 + 45 + Math.floor(begin * 30));
      if (kind === 'short') {
        add('EndWork', 11 * 60 + Math.floor(end * 60));
        continue;
      }
      add('BeginLunch', 12 * 60);
      add('EndLunch', 13 * 60);
      if (kind === 'missingEnd') continue;
      if (kind === 'overtime') {
        add('BeginDinner', 18 * 60);
        add('EndDinner', 18 * 60 + 30);
        add('EndWork', 20 * 60 + Math.floor(extra * 60));
        continue;
      }
      add('EndWork', 16 * 60 + 50 + Math.floor(end * 25));
    }
  }
  return events.filter((event) => event.occurredAt.getTime() <= now.getTime());
}

/** Fixed ids so a repeated seed finds the same rows. */
export const SEED_QNA_IDS = {
  kimDeduction: '0b1e6a52-5d0e-4c7e-9a51-000000000201',
  kimSafetyShoes: '0b1e6a52-5d0e-4c7e-9a51-000000000202',
  kimMissingEnd: '0b1e6a52-5d0e-4c7e-9a51-000000000203',
  kimStatement: '0b1e6a52-5d0e-4c7e-9a51-000000000204',
  leePhone: '0b1e6a52-5d0e-4c7e-9a51-000000000205',
} as const;

/**
 * The demo Q&A board, spread over the weeks before `now`: 김민준 has two answered inquiries and two
 * waiting (one with a multi-line question about his seeded missing check-out); 이서연 has one waiting.
 */
export function seedQna(now: Date): NewQnaInquiry[] {
  const today = seoulDateOf(now);
  const at = (offset: number, hour: number, minute: number) =>
    new Date(startOfSeoulDay(today.add({ days: offset })).epochMilliseconds + (hour * 60 + minute) * 60_000);
  const missingEnd = today.add({ days: KIM_MISSING_END_OFFSET });
  const lastMonth = today.month === 1 ? 12 : today.month - 1;
  const waiting = (createdAt: Date) => ({ created_at: createdAt, updated_at: createdAt });
  const kim = SEED_WORKERS.kim.id;

  return [
    {
      id: SEED_QNA_IDS.kimDeduction,
      user_id: kim,
      category: 'pay',
      title: '급여 명세서 공제 항목 문의',
      content: '급여 명세서에 국민연금과 건강보험이 공제되어 있습니다. 일용직도 공제 대상인지 궁금합니다.',
      ...waiting(at(-26, 19, 30)),
      answer:
        '안녕하세요, 김민준 님.\n' +
        '일용근로자도 한 달에 8일 이상 근무하시면 국민연금과 건강보험의 사업장 가입 대상이 되어 공제됩니다.\n' +
        '공제 금액은 급여 명세서의 공제 항목에서 확인하실 수 있습니다.\n\n' +
        '감사합니다.',
      answered_at: at(-25, 10, 20),
      answered_by: 'seed',
    },
    {
      id: SEED_QNA_IDS.kimSafetyShoes,
      user_id: kim,
      category: 'other',
      title: '안전화 교환 문의',
      content: '지급받은 안전화(270mm)가 작아서 발이 아픕니다. 한 치수 큰 것으로 교환할 수 있을까요?',
      ...waiting(at(-19, 7, 10)),
      answer:
        '안녕하세요.\n' +
        '현장 사무실(판교 물류센터 1층 컨테이너)에서 평일 07:00~08:00에 교환해 드립니다.\n' +
        '지급받은 안전화를 지참해 주세요.',
      answered_at: at(-18, 14, 5),
      answered_by: 'seed',
    },
    {
      id: SEED_QNA_IDS.kimMissingEnd,
      user_id: kim,
      category: 'work',
      title: '출근 기록 누락 확인 요청',
      content:
        `${missingEnd.month}월 ${missingEnd.day}일 퇴근 기록이 빠져 있습니다.\n` +
        '그날 17시쯤 정상적으로 퇴근했는데, 퇴근 QR 스캔이 되지 않았던 것 같습니다.\n\n' +
        '확인 후 근무 시간에 반영해 주시면 감사하겠습니다.',
      ...waiting(at(KIM_MISSING_END_OFFSET + 1, 18, 40)),
    },
    {
      id: SEED_QNA_IDS.kimStatement,
      user_id: kim,
      category: 'pay',
      title: `${lastMonth}월 급여 명세서 문의`,
      content: `${lastMonth}월 급여 명세서의 근무 일수가 실제보다 하루 적게 나옵니다. 확인 부탁드립니다.`,
      ...waiting(at(-1, 20, 15)),
    },
    {
      id: SEED_QNA_IDS.leePhone,
      user_id: SEED_WORKERS.lee.id,
      category: 'account',
      title: '휴대폰 번호 변경 문의',
      content: '휴대폰 번호가 바뀌었습니다. 앱에서 번호를 바꾸면 본인 인증을 다시 해야 하나요?',
      ...waiting(at(-3, 12, 30)),
    },
  ];
}

interface SeedOptions {
  now: Date;
  passwordParams: ScryptParams;
}

const INSERT_BATCH = 500;

/** Seeds an empty database, once however many servers start together; answers false (and changes nothing) when any user exists. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;

  // Hash before the transaction: PGlite has one connection, and scrypt is the slow part.
  const workers = Object.values(SEED_WORKERS);
  // One at a time: each production-cost hash takes 128 MiB.
  const hashes = new Map<string, string>();
  for (const worker of workers) hashes.set(worker.id, await hashPassword(SEED_PASSWORD, options.passwordParams));
  const events: NewAttendanceEvent[] = seedAttendance(options.now).map((event) => ({
    id: randomUUID(),
    user_id: event.userId,
    project_code: event.projectCode,
    type: event.type,
    occurred_at: event.occurredAt,
  }));

  return db.transaction().execute(async (trx) => {
    // Under the migrations' lock, and asked again: of replicas starting together on one empty
    // PostgreSQL database, one seeds and the others find its users.
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    await trx.insertInto('customers').values(SEED_CUSTOMERS).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('corporations').values(SEED_CORPORATIONS).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('projects').values(SEED_PROJECTS).onConflict((oc) => oc.doNothing()).execute();
    await trx
      .insertInto('users')
      .values(
        (Object.entries(SEED_WORKERS) as [keyof typeof SEED_WORKERS, (typeof workers)[number]][]).map(([key, worker]) => ({
          id: worker.id,
          phone: worker.phone,
          name: worker.name,
          password_hash: hashes.get(worker.id) ?? '',
          yn_convert_password: worker.ynConvertPassword,
          home_project_code: worker.home,
          birth_date: worker.birthDate,
          address: SEED_ADDRESSES[key] ?? null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('employment_contracts')
      .values(SEED_CONTRACTS.map((contract) => ({ ...contract, issued_at: seedIssuedAt(contract.valid_from) })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const admins = Object.values(SEED_ADMINS);
    const offices = Object.values(SEED_OFFICES);
    await trx
      .insertInto('admins')
      .values([...admins, ...offices].map((admin) => ({ id: admin.id, phone: admin.phone, employee_number: admin.employeeNumber, name: admin.name })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('admin_sites')
      .values(admins.flatMap((admin) => admin.sites.map((project_code) => ({ admin_id: admin.id, project_code }))))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('admin_offices')
      .values(offices.map((office) => ({ admin_id: office.id, corporation_code: office.corporation })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const templatesMadeAt = seedIssuedAt(SEED_CONTRACT_FROM);
    await trx
      .insertInto('contract_templates')
      .values(SEED_TEMPLATES.map((template) => ({ ...template, created_at: templatesMadeAt, updated_at: templatesMadeAt })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (let i = 0; i < events.length; i += INSERT_BATCH) {
      await trx.insertInto('attendance_events').values(events.slice(i, i + INSERT_BATCH)).execute();
    }
    await trx.insertInto('qna_inquiries').values(seedQna(options.now)).onConflict((oc) => oc.doNothing()).execute();
    return true;
  });
}

/**
 * A worker for load and chaos tests (SEED_LOAD_WORKERS): 근로자 001, 002, … on the 판교 site, phones
 * 010-7000-0001, …, the demo password. Their ids end in a0000001, … so no two share a QR short id.
 */
export function loadWorker(index: number): { id: string; name: string; phone: string } {
  return {
    id: `0b1e6a52-5d0e-4c7e-9a52-0000a${String(index).padStart(7, '0')}`,
    name: `근로자 ${String(index).padStart(3, '0')}`,
    phone: `0107000${String(index).padStart(4, '0')}`,
  };
}

const MAX_LOAD_WORKERS = 1000;

/** Adds the load-test workers 1..count that are missing (one password hash for all). */
export async function seedLoadWorkers(db: Db, count: number, options: Pick<SeedOptions, 'passwordParams'>): Promise<void> {
  if (count <= 0) return;
  const passwordHash = await hashPassword(SEED_PASSWORD, options.passwordParams);
  const rows = Array.from({ length: Math.min(count, MAX_LOAD_WORKERS) }, (_, i) => {
    const worker = loadWorker(i + 1);
    return { ...worker, password_hash: passwordHash, yn_convert_password: 'Y' as const, home_project_code: 'P1001', birth_date: '1990-01-01' };
  });
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db.insertInto('users').values(rows.slice(i, i + INSERT_BATCH)).onConflict((oc) => oc.doNothing()).execute();
  }
}
