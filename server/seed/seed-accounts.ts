/**
 * Account data every database needs, applied at each start (idempotent): the versioned policies
 * (privacy policy, terms of use, optional SMS notices), and for the demo workers their encrypted
 * registration numbers and CI (the sandbox's, so the bank-certificate sandbox finds them), and a worker
 * with contracts at two companies for the project choice and a month of work for each (pay per employer). It needs the data key, which the SQL migrations do not have.
 */
import { maskRrn, rrnFacts } from '#contract/identity-rules.ts';
import { sandboxCi } from '../providers/sandbox.ts';
import type { DataCipher } from '../db/data-cipher.ts';
import { hashPassword, type ScryptParams } from '../modules/auth/passwords.ts';
import type { Db } from '../db/database.ts';
import type { NewAttendanceEvent, PoliciesTable, PolicyTextsTable } from '../db/schema.ts';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import { publicHolidayNames } from '#contract/holidays.ts';
import { daysSinceSunday, seoulDateOf, startOfSeoulDay } from '#contract/seoul-time.ts';
import { SEED_ADMINS, SEED_CONTRACT_FROM, SEED_PASSWORD, SEED_WORKERS, seedIssuedAt } from './seed.ts';
import { maskAccountNumber } from '#contract/banks.ts';

/** Demo registration numbers (fictional). 이서연's ends in random digits, as numbers issued since October 2020 do. */
export const SEED_RRNS: Record<keyof typeof SEED_WORKERS, string> = {
  kim: '8503141530217',
  lee: '9208022648315',
  park: '7811301846202',
  choi: '9005211480326',
  han: '8812092573019',
  kang: '9502172394815',
  yoon: '8307041627350',
  moon: '9109121583024',
  bae: '9704252617348',
  jang: '9606172458135',
  song: '9403301582463',
  kwon: '9808112473150',
  hwang: '5802271630482',
};

/**
 * A demo worker with contracts at two customers (한빛건설 판교 and 대성토건 송도), for the company /
 * project choice; the other demo workers' home projects stay fixed for the specs that rely on them.
 */
export const SEED_CHOICE_WORKER = {
  id: '0b1e6a52-5d0e-4c7e-9a51-000000000050',
  name: '서도윤',
  phone: '01069814527',
  home: 'P2001',
  birthDate: '1993-09-15',
  rrn: '9309151234561',
  address: '서울특별시 강동구 천호대로 1017, 1502호',
  contracts: [
    // Thursdays and Fridays at 판교, Mondays to Wednesdays at 송도: each gives a weekly paid holiday in proportion.
    { id: '0b1e6a52-5d0e-4c7e-9a51-000000000351', project_code: 'P1001', daily_wage: 210_000, valid_from: '2025-09-01', work_days: '45' },
    { id: '0b1e6a52-5d0e-4c7e-9a51-000000000352', project_code: 'P2001', daily_wage: 200_000, valid_from: '2026-03-01', work_days: '123' },
  ],
} as const;

/**
 * A person with an account and no site yet (issue 33): what a site admin finds by phone number at the
 * gate and takes on with one of the site's contract templates. No home project, no contract, no attendance.
 */
export const SEED_NEWCOMER = {
  id: '0b1e6a52-5d0e-4c7e-9a51-000000000060',
  name: '임도윤',
  phone: '01058203746',
  birthDate: '1999-10-05',
  rrn: '9910051392847',
} as const;

/**
 * A foreign worker (issue 30): Viet Nam, stay status E-9 (비전문취업) until 2028-03-31, the ID card checked
 * at the gate; 대성토건 / 송도 from September, every weekday of last month worked 08:00–17:00 with lunch:
 * his statement takes every insurance as a Korean's (E-9 is covered). 외국인등록번호: G 5 (born 1900s, male).
 */
export const SEED_FOREIGN_WORKER = {
  id: '0b1e6a52-5d0e-4c7e-9a51-000000000061',
  name: 'NGUYEN VAN AN',
  phone: '01047291836',
  birthDate: '1996-04-12',
  rrn: '9604125283716',
  home: 'P2001',
  address: '인천광역시 연수구 송도과학로 32, 305호',
  stayStatus: 'E-9',
  stayExpiresOn: '2028-03-31',
  country: 'VN',
  contract: { id: '0b1e6a52-5d0e-4c7e-9a51-000000000361', project_code: 'P2001', daily_wage: 170_000, valid_from: '2026-09-01', job_title: '보통인부' },
} as const;

/** His attendance: every weekday of last month at 송도, 08:00–17:00 with lunch 12–13 (public holidays too: he worked them). */
export function foreignWorkerAttendance(now: Date): NewAttendanceEvent[] {
  const first = seoulDateOf(now).with({ day: 1 }).subtract({ months: 1 });
  const events: NewAttendanceEvent[] = [];
  for (let day = first; day.month === first.month; day = day.add({ days: 1 })) {
    const weekday = daysSinceSunday(day);
    if (weekday === 0 || weekday === 6 || day.toString() < SEED_FOREIGN_WORKER.contract.valid_from) continue;
    const midnight = startOfSeoulDay(day).epochMilliseconds;
    const event = (type: NewAttendanceEvent['type'], hour: number, n: number): NewAttendanceEvent => ({
      id: `0b1e6a52-5d0e-4c7e-9a54-${day.toString().replaceAll('-', '')}000${String(n)}`,
      user_id: SEED_FOREIGN_WORKER.id,
      project_code: SEED_FOREIGN_WORKER.contract.project_code,
      type,
      occurred_at: new Date(midnight + hour * 3_600_000),
    });
    events.push(event('BeginWork', 8, 1), event('BeginLunch', 12, 2), event('EndLunch', 13, 3), event('EndWork', 17, 4));
  }
  return events;
}

/**
 * The policies' texts in every app language (issue 19, decision 069). Korean is the binding text; the
 * others are courtesy translations, and the Chinese and Vietnamese ones say so in their first line.
 * Typed by Language: adding a language to contract/languages.ts makes the typecheck ask for its texts.
 * A database gets the rows it lacks at every start, so one seeded before a language was added gets it too.
 */
const ZH_COURTESY = '本译文仅供参考，以韩文原文为准。';
const VI_COURTESY = 'Bản dịch này chỉ để tham khảo. Bản tiếng Hàn là bản chính thức.';

const PRIVACY_V1: Record<Language, string[]> = {
  ko: [
    'WFM(이하 "회사")는 근로자의 개인정보를 소중히 다루며 「개인정보 보호법」을 지킵니다.',
    '1. 수집 항목: 이름, 주민등록번호(외국인등록번호), 생년월일, 성별, 내외국인 구분, 휴대폰 번호, 본인확인 연계정보(CI), 출퇴근 기록.',
    '2. 이용 목적: 본인 확인, 근태 관리, 급여 계산과 명세서 발급, 원천징수 신고.',
    '3. 보유 기간: 회원 탈퇴 시까지. 단, 법령이 정한 기록은 해당 기간 동안 보관합니다.',
    '4. 문의: support@wfm.example.com',
  ],
  en: [
    'WFM ("the company") treats workers\' personal data with care and follows the Personal Information Protection Act.',
    '1. What we collect: name, resident (or foreigner) registration number, birth date, gender, nationality, mobile number, the identity provider\'s connecting information (CI), attendance records.',
    '2. Why: to verify who you are, record attendance, compute pay and issue statements, and file tax withholding.',
    '3. How long: until you cancel your account, except records the law requires us to keep.',
    '4. Contact: support@wfm.example.com',
  ],
  'zh-Hans': [
    ZH_COURTESY,
    'WFM（以下简称“公司”）重视劳动者的个人信息，遵守韩国《个人信息保护法》。',
    '1. 收集的信息：姓名、居民登记号码（外国人登录号码）、出生日期、性别、韩国人或外国人、手机号码、身份验证机构的关联信息（CI）、上班和下班记录。',
    '2. 用途：确认本人身份、考勤管理、计算工资和开具工资单、代扣税申报。',
    '3. 保存期限：到注销账号为止。但法律规定必须保存的记录，在规定期限内保存。',
    '4. 咨询：support@wfm.example.com',
  ],
  vi: [
    VI_COURTESY,
    'WFM (sau đây gọi là “công ty”) trân trọng thông tin cá nhân của người lao động và tuân thủ Luật Bảo vệ thông tin cá nhân của Hàn Quốc.',
    '1. Thông tin thu thập: họ tên, số đăng ký cư trú (số đăng ký người nước ngoài), ngày sinh, giới tính, là người Hàn Quốc hay người nước ngoài, số điện thoại di động, thông tin liên kết của bên xác minh danh tính (CI), giờ vào ca và tan ca.',
    '2. Mục đích: xác minh danh tính, quản lý chấm công, tính lương và phát hành bảng lương, khai báo khấu trừ thuế.',
    '3. Thời gian lưu: đến khi bạn xóa tài khoản. Riêng các hồ sơ mà pháp luật yêu cầu lưu sẽ được lưu đủ thời hạn luật định.',
    '4. Liên hệ: support@wfm.example.com',
  ],
};

const PRIVACY_V2: Record<Language, string[]> = {
  ko: [
    'WFM(이하 "회사")는 근로자의 개인정보를 소중히 다루며 「개인정보 보호법」을 지킵니다. 이 방침은 2026년 6월 1일부터 적용됩니다.',
    '1. 수집 항목: 이름, 주민등록번호(외국인등록번호), 생년월일, 성별, 내외국인 구분, 휴대폰 번호, 본인확인 연계정보(CI), 출퇴근 기록, 서명 이미지.',
    '2. 이용 목적: 본인 확인, 근태 관리, 급여 계산과 임금명세서 발급, 근로계약서 서명, 원천징수 신고.',
    '3. 안전성 확보 조치: 주민등록번호는 암호화(AES-256)하여 저장하며 화면에는 뒤 6자리를 가려 표시합니다.',
    '4. 탈퇴 시 처리: 휴대폰 번호, 비밀번호, 연계정보, 동의 기록, 문의 내역은 즉시 삭제합니다. 근로계약서와 임금대장(출퇴근·급여 기록)은 「근로기준법」 제42조에 따라 3년, 원천징수 관련 기록은 「국세기본법」 제85조의3에 따라 5년 동안 로그인과 분리하여 보관한 뒤 파기합니다.',
    '5. 이용자의 권리: 개인정보 열람, 정정, 삭제, 처리정지를 요구할 수 있습니다.',
    '6. 개인정보 보호책임자: support@wfm.example.com',
  ],
  en: [
    'WFM ("the company") treats workers\' personal data with care and follows the Personal Information Protection Act. This policy applies from 1 June 2026.',
    '1. What we collect: name, resident (or foreigner) registration number, birth date, gender, nationality, mobile number, the identity provider\'s connecting information (CI), attendance records, signature images.',
    '2. Why: to verify who you are, record attendance, compute pay and issue pay statements, sign employment contracts, and file tax withholding.',
    '3. Safeguards: registration numbers are stored encrypted (AES-256) and shown with the last six digits hidden.',
    '4. When you cancel your account: your mobile number, password, connecting information, agreements and inquiries are deleted at once. Employment contracts and the wage ledger (attendance and pay) are kept apart from any login for 3 years (Labour Standards Act, Article 42) and tax withholding records for 5 years (Framework Act on National Taxes, Article 85-3), then destroyed.',
    '5. Your rights: you may ask to see, correct, delete or stop the processing of your data.',
    '6. Privacy officer: support@wfm.example.com',
  ],
  'zh-Hans': [
    ZH_COURTESY,
    'WFM（以下简称“公司”）重视劳动者的个人信息，遵守韩国《个人信息保护法》。本政策自2026年6月1日起适用。',
    '1. 收集的信息：姓名、居民登记号码（外国人登录号码）、出生日期、性别、韩国人或外国人、手机号码、身份验证机构的关联信息（CI）、上班和下班记录、签名图片。',
    '2. 用途：确认本人身份、考勤管理、计算工资和开具工资单、签订劳动合同、代扣税申报。',
    '3. 安全措施：居民登记号码加密（AES-256）后保存，显示时隐藏后6位。',
    '4. 注销账号时：手机号码、密码、关联信息、同意记录和咨询记录立即删除。劳动合同和工资台账（上下班和工资记录）依照《劳动基准法》第42条保存3年，代扣税相关记录依照《国税基本法》第85条之3保存5年，保存期间与登录信息分开，期满后销毁。',
    '5. 您的权利：您可以要求查看、更正、删除您的个人信息，或要求停止处理。',
    '6. 个人信息保护负责人：support@wfm.example.com',
  ],
  vi: [
    VI_COURTESY,
    'WFM (sau đây gọi là “công ty”) trân trọng thông tin cá nhân của người lao động và tuân thủ Luật Bảo vệ thông tin cá nhân của Hàn Quốc. Chính sách này áp dụng từ ngày 1 tháng 6 năm 2026.',
    '1. Thông tin thu thập: họ tên, số đăng ký cư trú (số đăng ký người nước ngoài), ngày sinh, giới tính, là người Hàn Quốc hay người nước ngoài, số điện thoại di động, thông tin liên kết của bên xác minh danh tính (CI), giờ vào ca và tan ca, hình chữ ký.',
    '2. Mục đích: xác minh danh tính, quản lý chấm công, tính lương và phát hành bảng lương, ký hợp đồng lao động, khai báo khấu trừ thuế.',
    '3. Biện pháp bảo vệ: số đăng ký cư trú được mã hóa (AES-256) khi lưu và được che 6 số cuối khi hiển thị.',
    '4. Khi xóa tài khoản: số điện thoại, mật khẩu, thông tin liên kết, hồ sơ đồng ý và các câu hỏi đã gửi bị xóa ngay. Hợp đồng lao động và sổ lương (giờ làm và tiền lương) được lưu riêng, không gắn với đăng nhập: 3 năm theo Điều 42 Luật Tiêu chuẩn lao động; hồ sơ khấu trừ thuế 5 năm theo Điều 85-3 Luật Cơ bản về thuế quốc gia. Hết thời hạn, các hồ sơ này bị hủy.',
    '5. Quyền của bạn: bạn có thể yêu cầu xem, sửa, xóa hoặc ngừng xử lý thông tin cá nhân của mình.',
    '6. Người phụ trách bảo vệ thông tin cá nhân: support@wfm.example.com',
  ],
};

const TERMS_V1: Record<Language, string[]> = {
  ko: [
    '제1조 (목적) 이 약관은 WFM 근태관리 서비스의 이용 조건을 정합니다.',
    '제2조 (계정) 한 사람은 하나의 계정만 가질 수 있으며, 본인 명의의 휴대폰으로 가입합니다.',
    '제3조 (근태 기록) 출퇴근은 현장 관리자가 근로자의 QR 코드를 스캔하여 기록합니다. QR 코드를 다른 사람에게 넘겨서는 안 됩니다.',
    '제4조 (탈퇴) 이용자는 언제든지 앱에서 탈퇴할 수 있습니다.',
  ],
  en: [
    'Article 1 (Purpose) These terms set the conditions of use of the WFM attendance service.',
    'Article 2 (Account) One person may hold one account, registered with a phone in their own name.',
    'Article 3 (Attendance) Arrival and departure are recorded by the site administrator scanning the worker\'s QR code. Never hand your QR code to anyone else.',
    'Article 4 (Cancellation) You may cancel your account in the app at any time.',
  ],
  'zh-Hans': [
    ZH_COURTESY,
    '第1条（目的）本条款规定WFM考勤管理服务的使用条件。',
    '第2条（账号）每人只能有一个账号，须用本人名下的手机注册。',
    '第3条（考勤记录）上班和下班由工地管理员扫描劳动者的二维码记录。不得把二维码交给他人。',
    '第4条（注销）用户可以随时在应用中注销账号。',
  ],
  vi: [
    VI_COURTESY,
    'Điều 1 (Mục đích) Điều khoản này quy định điều kiện sử dụng dịch vụ chấm công WFM.',
    'Điều 2 (Tài khoản) Mỗi người chỉ được có một tài khoản, đăng ký bằng điện thoại đứng tên chính mình.',
    'Điều 3 (Chấm công) Giờ vào ca và tan ca được ghi khi quản lý công trường quét mã QR của người lao động. Không được đưa mã QR của bạn cho người khác.',
    'Điều 4 (Xóa tài khoản) Bạn có thể xóa tài khoản trong ứng dụng bất cứ lúc nào.',
  ],
};

const NOTICES_V1: Record<Language, string[]> = {
  ko: ['현장 공지, 급여 지급 안내를 문자 메시지로 받습니다. 동의하지 않아도 가입할 수 있으며, 언제든지 철회할 수 있습니다.'],
  en: ['Receive site notices and pay-day reminders by text message. You can sign up without agreeing and withdraw at any time.'],
  'zh-Hans': [ZH_COURTESY, '通过短信接收工地通知和发薪日提醒。不同意也可以注册，并且可以随时撤回同意。'],
  vi: [VI_COURTESY, 'Nhận thông báo của công trường và nhắc ngày trả lương qua tin nhắn. Không đồng ý vẫn đăng ký được, và bạn có thể rút lại đồng ý bất cứ lúc nào.'],
};

const TITLES: Record<PoliciesTable['kind'], Record<Language, string>> = {
  privacy: { ko: '개인정보 처리방침', en: 'Privacy policy', 'zh-Hans': '隐私政策', vi: 'Chính sách quyền riêng tư' },
  terms: { ko: '서비스 이용약관', en: 'Terms of use', 'zh-Hans': '服务使用条款', vi: 'Điều khoản sử dụng' },
  notices: { ko: '문자 알림 수신 동의', en: 'Text message notices', 'zh-Hans': '同意接收短信通知', vi: 'Nhận thông báo qua tin nhắn' },
};

/** The policy versions and their texts (paragraphs separated by blank lines, as the contract says). */
const SEED_POLICY_VERSIONS: { policy: PoliciesTable; bodies: Record<Language, string[]> }[] = [
  { policy: { id: 'privacy-1', kind: 'privacy', version: 1, effective_from: '2025-03-01', required: true }, bodies: PRIVACY_V1 },
  { policy: { id: 'privacy-2', kind: 'privacy', version: 2, effective_from: '2026-06-01', required: true }, bodies: PRIVACY_V2 },
  { policy: { id: 'terms-1', kind: 'terms', version: 1, effective_from: '2025-03-01', required: true }, bodies: TERMS_V1 },
  { policy: { id: 'notices-1', kind: 'notices', version: 1, effective_from: '2025-03-01', required: false }, bodies: NOTICES_V1 },
];

export const SEED_POLICIES: PoliciesTable[] = SEED_POLICY_VERSIONS.map(({ policy }) => policy);

export const SEED_POLICY_TEXTS: PolicyTextsTable[] = SEED_POLICY_VERSIONS.flatMap(({ policy, bodies }) =>
  LANGUAGE_CODES.map((language) => ({ policy_id: policy.id, language, title: TITLES[policy.kind][language], body: bodies[language].join('\n\n') })),
);

/**
 * 서도윤's attendance at both employers, from the 1st of the month before `now` to the day before it:
 * Monday to Wednesday at 대성토건's 송도 site, Thursday and Friday at 한빛건설's 판교 site, 08:00–17:00
 * with lunch, so each month has a statement from each employer; and one Saturday evening at 판교.
 */
export function choiceWorkerAttendance(now: Date): NewAttendanceEvent[] {
  const today = seoulDateOf(now);
  const events: NewAttendanceEvent[] = [];
  for (let day = today.with({ day: 1 }).subtract({ months: 1 }); Temporal.PlainDate.compare(day, today) < 0; day = day.add({ days: 1 })) {
    const weekday = daysSinceSunday(day);
    if (weekday === 0 || weekday === 6) continue;
    const project_code = weekday <= 3 ? 'P2001' : 'P1001';
    const midnight = startOfSeoulDay(day).epochMilliseconds;
    const event = (type: NewAttendanceEvent['type'], hour: number, minute: number, n: number): NewAttendanceEvent => ({
      id: `0b1e6a52-5d0e-4c7e-9a53-${day.toString().replaceAll('-', '')}000${String(n)}`,
      user_id: SEED_CHOICE_WORKER.id,
      project_code,
      type,
      occurred_at: new Date(midnight + (hour * 60 + minute) * 60_000),
    });
    events.push(event('BeginWork', 8, 0, 1), event('BeginLunch', 12, 0, 2), event('EndLunch', 13, 0, 3), event('EndWork', 17, 0, 4));
  }
  // A Saturday of last month from the 15th whose week has no public holiday, 17:00–19:14 at 판교: beyond
  // the 16 contracted hours of his week there, a part-timer's extra hours, +50 % (docs/pay-rules.md).
  const extra = Array.from({ length: 14 }, (_, i) => today.with({ day: 15 }).subtract({ months: 1 }).add({ days: i })).find(
    (day) => daysSinceSunday(day) === 6 && Array.from({ length: 7 }, (_, i) => day.subtract({ days: i })).every((date) => publicHolidayNames(date) === null),
  );
  if (extra) {
    const midnight = startOfSeoulDay(extra).epochMilliseconds;
    const at = (minutes: number) => new Date(midnight + minutes * 60_000);
    const id = (n: number) => `0b1e6a52-5d0e-4c7e-9a53-${extra.toString().replaceAll('-', '')}000${String(n)}`;
    events.push(
      { id: id(1), user_id: SEED_CHOICE_WORKER.id, project_code: 'P1001', type: 'BeginWork', occurred_at: at(17 * 60) },
      { id: id(4), user_id: SEED_CHOICE_WORKER.id, project_code: 'P1001', type: 'EndWork', occurred_at: at(19 * 60 + 14) },
    );
  }
  return events;
}

/**
 * The policies (every database), and with `demo` the demo workers' identities and the project-choice
 * worker (only a database that has the demo data; never one of production without SEED_DEMO).
 */
export async function seedAccounts(db: Db, cipher: DataCipher, passwordParams: ScryptParams, options: { now: Date; demo: boolean }): Promise<void> {
  const { now } = options;
  // Two servers starting at once both insert: a conflict on any key is the other's row, kept as it is
  // (a text an operator changed too). The texts follow their policies (a foreign key).
  await db.insertInto('policies').values(SEED_POLICIES).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('policy_texts').values(SEED_POLICY_TEXTS).onConflict((oc) => oc.doNothing()).execute();
  if (!options.demo) return;

  // The project-choice worker joins a database that has the demo data.
  const demo = await db.selectFrom('users').select('id').where('id', '=', SEED_WORKERS.kim.id).executeTakeFirst();
  const choice = await db.selectFrom('users').select('id').where('id', '=', SEED_CHOICE_WORKER.id).executeTakeFirst();
  if (demo && !choice) {
    const worker = SEED_CHOICE_WORKER;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: worker.id,
          phone: worker.phone,
          name: worker.name,
          password_hash: await hashPassword(SEED_PASSWORD, passwordParams),
          yn_convert_password: 'Y',
          home_project_code: worker.home,
          birth_date: worker.birthDate,
          address: worker.address,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('employment_contracts')
        .values(worker.contracts.map((contract) => ({ ...contract, user_id: worker.id, issued_at: seedIssuedAt(contract.valid_from) })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      const attendance = choiceWorkerAttendance(now);
      if (attendance.length > 0) await trx.insertInto('attendance_events').values(attendance).onConflict((oc) => oc.doNothing()).execute();
    });
  }

  // The foreign worker too (issue 30).
  if (demo && !(await db.selectFrom('users').select('id').where('id', '=', SEED_FOREIGN_WORKER.id).executeTakeFirst())) {
    const worker = SEED_FOREIGN_WORKER;
    const passwordHash = await hashPassword(SEED_PASSWORD, passwordParams);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: worker.id,
          phone: worker.phone,
          name: worker.name,
          password_hash: passwordHash,
          yn_convert_password: 'Y',
          home_project_code: worker.home,
          birth_date: worker.birthDate,
          address: worker.address,
          language: 'vi',
          stay_status: worker.stayStatus,
          stay_expires_on: worker.stayExpiresOn,
          country: worker.country,
          id_checked_at: seedIssuedAt(worker.contract.valid_from),
          id_checked_by: SEED_ADMINS.jung.id,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx.insertInto('employment_contracts').values({ ...worker.contract, user_id: worker.id, issued_at: seedIssuedAt(worker.contract.valid_from) }).onConflict((oc) => oc.doNothing()).execute();
      const attendance = foreignWorkerAttendance(now);
      if (attendance.length > 0) await trx.insertInto('attendance_events').values(attendance).onConflict((oc) => oc.doNothing()).execute();
    });
  }

  // The newcomer joins a database that has the demo data, as the project-choice worker does.
  if (demo && !(await db.selectFrom('users').select('id').where('id', '=', SEED_NEWCOMER.id).executeTakeFirst())) {
    const person = SEED_NEWCOMER;
    await db
      .insertInto('users')
      .values({ id: person.id, phone: person.phone, name: person.name, password_hash: await hashPassword(SEED_PASSWORD, passwordParams), yn_convert_password: 'Y', home_project_code: null, birth_date: person.birthDate })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  const people = [
    ...(Object.entries(SEED_WORKERS) as [keyof typeof SEED_WORKERS, { id: string; name: string }][]).map(([key, worker]) => ({ key, ...worker, rrn: SEED_RRNS[key] })),
    { key: 'choi', ...SEED_CHOICE_WORKER },
    { key: 'newcomer', ...SEED_NEWCOMER },
    { key: 'foreign', ...SEED_FOREIGN_WORKER },
  ];
  for (const worker of people) {
    const rrn = worker.rrn;
    const facts = rrnFacts(rrn);
    if (!facts) throw new Error(`seed registration number of ${worker.key} is not valid`);
    const ci = sandboxCi({ name: worker.name, ...facts });
    await db
      .updateTable('users')
      .set({ rrn_encrypted: cipher.seal(rrn, 'users.rrn'), rrn_masked: maskRrn(rrn), ci, gender: facts.gender, nationality: facts.nationality })
      .where('id', '=', worker.id)
      .where('rrn_encrypted', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
  }

  // Their pay accounts (issue 34), for the payroll office's bank transfer file: fictional numbers, a
  // bank each in turn. The newcomer, who works nowhere yet, has none. Never over one the worker set.
  const banks = ['004', '088', '020', '011', '090', '081'];
  const accounts = people
    .filter((worker) => worker.key !== 'newcomer')
    .map((worker, index) => {
      const digits = `${String(1002 + index)}${worker.id.replace(/\D/g, '').slice(-8).padStart(8, '0')}`;
      return {
        user_id: worker.id,
        bank_code: banks[index % banks.length] ?? '004',
        account_encrypted: cipher.seal(digits, 'pay_accounts.account'),
        account_masked: maskAccountNumber(digits),
        holder: worker.name,
        updated_at: seedIssuedAt(SEED_CONTRACT_FROM),
      };
    });
  const present = new Set((await db.selectFrom('users').select('id').where('id', 'in', accounts.map((account) => account.user_id)).execute()).map((row) => row.id));
  const rows = accounts.filter((account) => present.has(account.user_id));
  if (rows.length > 0) await db.insertInto('pay_accounts').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
