/**
 * The sandbox providers' pages (SANDBOX_PROVIDERS=on): server-rendered HTML forms with no script
 * at all, so they work under the app's Content-Security-Policy. They play the provider's part:
 *
 * - POST /sandbox/nice: NICE real-name check (shows the name and masked number it was sent) or phone
 *   verification (the tester enters name, birth date, gender, nationality and phone); the tester
 *   picks success or one of NICE's failure codes, or cancels.
 * - POST /sandbox/kb: the KB certificate: the tester enters who signs, or picks a failure.
 * - GET /sandbox/sms: the SMS outbox (what the sandbox sender "sent"), newest first, `?to=` filters.
 *
 * Each form ends in a 303 to the return URL sealed in the request, carrying a sealed result, the
 * way the real provider posts back. Text follows the `locale` cookie (any app language, else ko): the
 * texts are tables by Language, so a language added to contract/languages.ts is asked for here.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatPhone, checkPhone, normalizePhone } from '#contract/input-rules.ts';
import { checkName, maskRrn, normalizeBirthDate, normalizeName, rrnFacts, type Gender, type Nationality } from '#contract/identity-rules.ts';
import type { Db } from '../db/database.ts';
import { cookieLocale } from '../http/locale.ts';
import type { Language } from '#contract/languages.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import { sandboxCi, sandboxDi, type SandboxRequest, type SandboxSeal } from './sandbox.ts';
import type { ProviderFailure, VerifiedIdentity } from './types.ts';

type Lang = Language;
type Outcome = 'success' | ProviderFailure;

const T = {
  niceTitle: { ko: 'NICE 본인확인 (샌드박스)', en: 'NICE identity verification (sandbox)', 'zh-Hans': 'NICE 身份验证（测试）', vi: 'Xác minh danh tính NICE (thử nghiệm)' },
  realNameTitle: { ko: 'NICE 실명확인 (샌드박스)', en: 'NICE real-name check (sandbox)', 'zh-Hans': 'NICE 实名确认（测试）', vi: 'Xác minh tên thật NICE (thử nghiệm)' },
  kbTitle: { ko: 'KB국민은행 인증서 (샌드박스)', en: 'KB bank certificate (sandbox)', 'zh-Hans': 'KB国民银行证书（测试）', vi: 'Chứng thư số Ngân hàng KB (thử nghiệm)' },
  note: {
    ko: '테스트용 가상 인증 화면입니다. 실제 기관으로 정보가 전송되지 않습니다.',
    en: 'A test stand-in for the provider. Nothing is sent to a real provider.',
    'zh-Hans': '这是测试用的模拟验证页面，信息不会发送给真实机构。',
    vi: 'Đây là trang xác minh giả lập để thử nghiệm. Thông tin không được gửi đến cơ quan thật.',
  },
  name: { ko: '이름', en: 'Name', 'zh-Hans': '姓名', vi: 'Họ tên' },
  rrn: { ko: '주민등록번호', en: 'Registration number', 'zh-Hans': '居民登记号码', vi: 'Số đăng ký cư trú' },
  birthDate: { ko: '생년월일 (8자리)', en: 'Birth date (8 digits)', 'zh-Hans': '出生日期（8位数字）', vi: 'Ngày sinh (8 chữ số)' },
  gender: { ko: '성별', en: 'Gender', 'zh-Hans': '性别', vi: 'Giới tính' },
  male: { ko: '남', en: 'Male', 'zh-Hans': '男', vi: 'Nam' },
  female: { ko: '여', en: 'Female', 'zh-Hans': '女', vi: 'Nữ' },
  nationality: { ko: '내외국인', en: 'Nationality', 'zh-Hans': '国籍', vi: 'Quốc tịch' },
  korean: { ko: '내국인', en: 'Korean', 'zh-Hans': '韩国人', vi: 'Người Hàn Quốc' },
  foreigner: { ko: '외국인', en: 'Foreigner', 'zh-Hans': '外国人', vi: 'Người nước ngoài' },
  phone: { ko: '휴대폰 번호', en: 'Mobile number', 'zh-Hans': '手机号码', vi: 'Số điện thoại di động' },
  outcome: { ko: '인증 결과', en: 'Result', 'zh-Hans': '验证结果', vi: 'Kết quả xác minh' },
  confirm: { ko: '확인', en: 'Confirm', 'zh-Hans': '确认', vi: 'Xác nhận' },
  cancel: { ko: '취소', en: 'Cancel', 'zh-Hans': '取消', vi: 'Hủy' },
  invalid: { ko: '잘못된 요청입니다. 앱에서 다시 시작해 주세요.', en: 'This request is not valid. Start again in the app.', 'zh-Hans': '请求无效，请在应用中重新开始。', vi: 'Yêu cầu không hợp lệ. Hãy bắt đầu lại trong ứng dụng.' },
  required: { ko: '입력해 주세요.', en: 'Enter a value.', 'zh-Hans': '请输入。', vi: 'Vui lòng nhập.' },
  badName: { ko: '이름을 확인해 주세요.', en: 'Check the name.', 'zh-Hans': '请检查姓名。', vi: 'Hãy kiểm tra họ tên.' },
  badDate: { ko: '생년월일 8자리를 입력해 주세요 (예: 19900101).', en: 'Enter the birth date as 8 digits (e.g. 19900101).', 'zh-Hans': '请输入8位数字的出生日期（例：19900101）。', vi: 'Hãy nhập ngày sinh gồm 8 chữ số (ví dụ: 19900101).' },
  badPhone: { ko: '휴대폰 번호를 확인해 주세요.', en: 'Check the mobile number.', 'zh-Hans': '请检查手机号码。', vi: 'Hãy kiểm tra số điện thoại di động.' },
  choose: { ko: '선택해 주세요.', en: 'Choose one.', 'zh-Hans': '请选择。', vi: 'Vui lòng chọn.' },
  outboxTitle: { ko: 'SMS 발송함 (샌드박스)', en: 'SMS outbox (sandbox)', 'zh-Hans': '短信发件箱（测试）', vi: 'Hộp thư SMS đã gửi (thử nghiệm)' },
  outboxEmpty: { ko: '보낸 메시지가 없습니다.', en: 'No messages sent.', 'zh-Hans': '没有已发送的短信。', vi: 'Chưa gửi tin nhắn nào.' },
  sentAt: { ko: '보낸 시각', en: 'Sent', 'zh-Hans': '发送时间', vi: 'Thời gian gửi' },
  pushTitle: { ko: '알림 발송함 (샌드박스)', en: 'Notification outbox (sandbox)', 'zh-Hans': '通知发件箱（测试）', vi: 'Hộp thông báo đã gửi (thử nghiệm)' },
  pushEmpty: { ko: '이 번호로 보낼 알림이 없습니다.', en: 'No notifications for this number.', 'zh-Hans': '此号码没有通知。', vi: 'Không có thông báo nào cho số này.' },
  madeAt: { ko: '만든 시각', en: 'Made', 'zh-Hans': '创建时间', vi: 'Thời gian tạo' },
  kind: { ko: '종류', en: 'Kind', 'zh-Hans': '类型', vi: 'Loại' },
  handled: { ko: '처리', en: 'Handled', 'zh-Hans': '处理', vi: 'Đã xử lý' },
  waiting: { ko: '대기 중', en: 'Waiting', 'zh-Hans': '等待中', vi: 'Đang chờ' },
  to: { ko: '받는 번호', en: 'To', 'zh-Hans': '接收号码', vi: 'Số nhận' },
  text: { ko: '내용', en: 'Text', 'zh-Hans': '内容', vi: 'Nội dung' },
  filter: { ko: '번호로 찾기', en: 'Filter by number', 'zh-Hans': '按号码查找', vi: 'Tìm theo số' },
  search: { ko: '찾기', en: 'Search', 'zh-Hans': '查找', vi: 'Tìm' },
} satisfies Record<string, Record<Lang, string>>;

const OUTCOME_LABELS: Record<Outcome, Record<Lang, string>> = {
  success: { ko: '성공 (0000)', en: 'Success (0000)', 'zh-Hans': '成功（0000）', vi: 'Thành công (0000)' },
  mismatch: { ko: '본인정보 불일치 (0001)', en: 'Name and number do not match (0001)', 'zh-Hans': '本人信息不一致（0001）', vi: 'Thông tin cá nhân không khớp (0001)' },
  notFound: { ko: '실명 정보 없음 (0031)', en: 'Name not found (0031)', 'zh-Hans': '没有实名信息（0031）', vi: 'Không có thông tin tên thật (0031)' },
  carrierBlocked: { ko: '통신사 차단 (0040)', en: 'Blocked by the carrier (0040)', 'zh-Hans': '运营商拦截（0040）', vi: 'Bị nhà mạng chặn (0040)' },
  theftBlocked: { ko: '명의도용 차단 (0050)', en: 'Identity-theft block (0050)', 'zh-Hans': '冒用身份拦截（0050）', vi: 'Chặn do mạo danh (0050)' },
  misuseBlocked: { ko: '부정이용 차단 (0052)', en: 'Misuse block (0052)', 'zh-Hans': '不当使用拦截（0052）', vi: 'Chặn do sử dụng trái phép (0052)' },
  codeFailed: { ko: '인증번호 3회 오류 (9097)', en: 'Three wrong codes (9097)', 'zh-Hans': '验证码错误3次（9097）', vi: 'Sai mã xác minh 3 lần (9097)' },
  cancelled: { ko: '취소', en: 'Cancelled', 'zh-Hans': '已取消', vi: 'Đã hủy' },
  failed: { ko: '인증서 오류', en: 'Certificate error', 'zh-Hans': '证书错误', vi: 'Lỗi chứng thư số' },
};

const OUTCOMES_BY_SERVICE: Record<SandboxRequest['service'], Outcome[]> = {
  realName: ['success', 'mismatch', 'notFound', 'theftBlocked', 'misuseBlocked'],
  phone: ['success', 'mismatch', 'carrierBlocked', 'codeFailed'],
  bankCert: ['success', 'failed'],
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(T.note[lang])}</p>
${body}
</main>
</body>
</html>`;
}

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Noto Sans KR","NanumGothic",sans-serif;background:#f4f6f9;color:#1b1f24}
main{max-width:28rem;margin:0 auto;padding:1.25rem}h1{font-size:1.25rem;margin:.5rem 0 1rem}
.note{background:#fff6d6;border:1px solid #e8d48a;border-radius:.5rem;padding:.6rem .8rem;font-size:.9rem}
form{display:grid;gap:.9rem;background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
label,legend{font-weight:600;font-size:.95rem}input[type=text],input[type=tel],select{width:100%;padding:.65rem .7rem;font-size:1rem;border:1px solid #b8c0cc;border-radius:.5rem;margin-top:.3rem}
fieldset{border:0;padding:0;margin:0}fieldset label{font-weight:400;margin-right:1rem}.error{color:#b3261e;font-size:.88rem;margin:.25rem 0 0}
.readonly{padding:.6rem .7rem;background:#eef1f5;border-radius:.5rem;margin-top:.3rem}.buttons{display:flex;gap:.6rem}
button{flex:1;padding:.8rem;font-size:1rem;border-radius:.5rem;border:0;background:#1f4e8c;color:#fff;font-weight:600}
button[value=cancel]{background:#e4e8ee;color:#1b1f24}table{width:100%;border-collapse:collapse;background:#fff;font-size:.9rem}
th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #e4e8ee}td.text{white-space:pre-wrap;word-break:break-all}
.filter{display:flex;gap:.5rem;margin:1rem 0}.filter input{margin:0}.filter button{flex:0 0 auto}`;

interface PersonForm {
  name: string;
  birthDate: string;
  gender: string;
  nationality: string;
  phone: string;
  outcome: string;
}

type FormErrors = Partial<Record<keyof PersonForm, string>>;

function errorLine(message: string | undefined): string {
  return message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

function textInput(name: keyof PersonForm, label: string, value: string, error: string | undefined, type = 'text', extra = ''): string {
  const id = `f-${name}`;
  return `<div><label for="${id}">${escapeHtml(label)}</label><input id="${id}" type="${type}" name="${name}" value="${escapeHtml(value)}" autocomplete="off" ${extra}>${errorLine(error)}</div>`;
}

function radios(name: keyof PersonForm, legend: string, options: [string, string][], value: string, error: string | undefined): string {
  const items = options
    .map(([optionValue, label]) => `<label><input type="radio" name="${name}" value="${optionValue}"${value === optionValue ? ' checked' : ''}> ${escapeHtml(label)}</label>`)
    .join('');
  return `<fieldset><legend>${escapeHtml(legend)}</legend>${items}${errorLine(error)}</fieldset>`;
}

function outcomeSelect(lang: Lang, service: SandboxRequest['service'], value: string): string {
  const options = OUTCOMES_BY_SERVICE[service]
    .map((outcome) => `<option value="${outcome}"${value === outcome ? ' selected' : ''}>${escapeHtml(OUTCOME_LABELS[outcome][lang])}</option>`)
    .join('');
  return `<div><label for="f-outcome">${escapeHtml(T.outcome[lang])}</label><select id="f-outcome" name="outcome">${options}</select></div>`;
}

function renderForm(lang: Lang, action: string, sealed: string, request: SandboxRequest, form: PersonForm, errors: FormErrors): string {
  const hidden = `<input type="hidden" name="request" value="${escapeHtml(sealed)}">`;
  const buttons = `<div class="buttons"><button type="submit" name="action" value="cancel">${escapeHtml(T.cancel[lang])}</button><button type="submit" name="action" value="confirm">${escapeHtml(T.confirm[lang])}</button></div>`;
  if (request.service === 'realName') {
    const realName = request.realName;
    const shown = realName
      ? `<div><span class="label">${escapeHtml(T.name[lang])}</span><p class="readonly">${escapeHtml(realName.name)}</p></div>` +
        `<div><span class="label">${escapeHtml(T.rrn[lang])}</span><p class="readonly">${escapeHtml(maskRrn(realName.rrn))}</p></div>`
      : '';
    return `<form method="post" action="${action}">${hidden}${shown}${outcomeSelect(lang, request.service, form.outcome)}${buttons}</form>`;
  }
  const fields = [
    textInput('name', T.name[lang], form.name, errors.name),
    textInput('birthDate', T.birthDate[lang], form.birthDate, errors.birthDate, 'text', 'inputmode="numeric" placeholder="19900101"'),
    radios('gender', T.gender[lang], [['male', T.male[lang]], ['female', T.female[lang]]], form.gender, errors.gender),
    radios('nationality', T.nationality[lang], [['korean', T.korean[lang]], ['foreigner', T.foreigner[lang]]], form.nationality, errors.nationality),
    textInput('phone', T.phone[lang], form.phone, errors.phone, 'tel', 'inputmode="tel" placeholder="010-1234-5678"'),
  ].join('');
  return `<form method="post" action="${action}">${hidden}${fields}${outcomeSelect(lang, request.service, form.outcome)}${buttons}</form>`;
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

const EMPTY_FORM: PersonForm = { name: '', birthDate: '', gender: '', nationality: '', phone: '', outcome: 'success' };

/** The person the tester entered, or what is wrong with the entry. */
function personOf(lang: Lang, form: PersonForm): { identity: VerifiedIdentity } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const nameRule = checkName(form.name);
  if (nameRule) errors.name = nameRule === 'required' ? T.required[lang] : T.badName[lang];
  const birthDate = /^\d{8}$/.test(form.birthDate.trim()) ? normalizeBirthDate(form.birthDate) : null;
  if (!birthDate) errors.birthDate = T.badDate[lang];
  if (form.gender !== 'male' && form.gender !== 'female') errors.gender = T.choose[lang];
  if (form.nationality !== 'korean' && form.nationality !== 'foreigner') errors.nationality = T.choose[lang];
  if (checkPhone(form.phone)) errors.phone = T.badPhone[lang];
  if (Object.keys(errors).length > 0 || !birthDate) return { errors };
  const base = { name: normalizeName(form.name), birthDate, gender: form.gender as Gender, nationality: form.nationality as Nationality };
  const ci = sandboxCi(base);
  return { identity: { ...base, phone: normalizePhone(form.phone), ci, di: sandboxDi(ci) } };
}

/** The outboxes' filter by phone number. */
function phoneFilter(lang: Language, action: string, to: string): string {
  return `<form class="filter" method="get" action="${action}"><input type="tel" name="to" aria-label="${escapeHtml(T.filter[lang])}" value="${escapeHtml(to)}" placeholder="010-1234-5678"><button type="submit">${escapeHtml(T.search[lang])}</button></form>`;
}

export function sandboxPages(options: { db: Db; seal: SandboxSeal }): Hono {
  const { db, seal } = options;
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Too large', 413) }));

  app.get('/sandbox.css', (c) => c.body(CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));

  const invalid = (c: Context, lang: Lang) => c.html(page(lang, T.niceTitle[lang], `<p class="error" role="alert">${escapeHtml(T.invalid[lang])}</p>`), 400);

  function titleOf(lang: Lang, request: SandboxRequest): string {
    if (request.provider === 'kb') return T.kbTitle[lang];
    return request.service === 'realName' ? T.realNameTitle[lang] : T.niceTitle[lang];
  }

  // The provider's first page: the app posts the sealed request here.
  for (const provider of ['nice', 'kb'] as const) {
    app.post(`/${provider}`, async (c) => {
      const lang = cookieLocale(c);
      const body = await c.req.parseBody();
      const sealed = typeof body.request === 'string' ? body.request : '';
      const request = seal.openRequest(sealed);
      if (!request || request.provider !== provider) return invalid(c, lang);
      return c.html(page(lang, titleOf(lang, request), renderForm(lang, `/sandbox/${provider}/complete`, sealed, request, EMPTY_FORM, {})));
    });

    app.post(`/${provider}/complete`, async (c) => {
      const lang = cookieLocale(c);
      const body = await c.req.parseBody();
      const sealed = typeof body.request === 'string' ? body.request : '';
      const request = seal.openRequest(sealed);
      if (!request || request.provider !== provider) return invalid(c, lang);
      const form: PersonForm = {
        name: field(body, 'name'),
        birthDate: field(body, 'birthDate'),
        gender: field(body, 'gender'),
        nationality: field(body, 'nationality'),
        phone: field(body, 'phone'),
        outcome: field(body, 'outcome'),
      };
      const allowed = OUTCOMES_BY_SERVICE[request.service];
      const outcome: Outcome = field(body, 'action') === 'cancel' ? 'cancelled' : (allowed.find((o) => o === form.outcome) ?? 'failed');

      let identity: VerifiedIdentity | undefined;
      if (outcome === 'success') {
        if (request.service === 'realName') {
          // The real-name check confirms the name and number it was sent; it verifies no phone.
          const facts = request.realName;
          const parsed = facts ? rrnFacts(facts.rrn) : null;
          if (!facts || !parsed) return invalid(c, lang);
          const base = { name: normalizeName(facts.name), ...parsed };
          const ci = sandboxCi(base);
          identity = { ...base, phone: '', ci, di: sandboxDi(ci) };
        } else {
          const person = personOf(lang, form);
          if ('errors' in person) {
            return c.html(page(lang, titleOf(lang, request), renderForm(lang, `/sandbox/${provider}/complete`, sealed, request, form, person.errors)), 422);
          }
          identity = person.identity;
        }
      }
      const result = seal.sealResult(request.requestId, outcome, identity);
      const target = new URL(request.returnUrl, 'http://placeholder.invalid');
      target.searchParams.set(provider === 'kb' ? 'txId' : 'EncodeData', result);
      const location = request.returnUrl.startsWith('/') ? `${target.pathname}${target.search}` : target.toString();
      return c.redirect(location, 303);
    });
  }

  app.get('/sms', async (c) => {
    const lang = cookieLocale(c);
    const to = normalizePhone(c.req.query('to') ?? '').replace(/\D/g, '').slice(0, 20);
    let query = db.selectFrom('sms_outbox').select(['phone', 'body', 'created_at']).orderBy('seq', 'desc').limit(50);
    if (to !== '') query = query.where('phone', '=', to);
    const rows = await query.execute();
    const filter = phoneFilter(lang, '/sandbox/sms', to);
    const table = rows.length === 0
      ? `<p>${escapeHtml(T.outboxEmpty[lang])}</p>`
      : `<table><thead><tr><th>${escapeHtml(T.sentAt[lang])}</th><th>${escapeHtml(T.to[lang])}</th><th>${escapeHtml(T.text[lang])}</th></tr></thead><tbody>${rows
          .map((row) => `<tr><td>${escapeHtml(formatSeoulIso(row.created_at).slice(0, 19).replace('T', ' '))}</td><td>${escapeHtml(formatPhone(row.phone))}</td><td class="text">${escapeHtml(row.body)}</td></tr>`)
          .join('')}</tbody></table>`;
    return c.html(page(lang, T.outboxTitle[lang], filter + table));
  });

  // A worker's notifications and whether the sender has handled each (sent to every subscription, or
  // to none when there is none): for a developer, and for a test that must know an answer reached no one.
  app.get('/push', async (c) => {
    const lang = cookieLocale(c);
    const to = normalizePhone(c.req.query('to') ?? '').replace(/\D/g, '').slice(0, 20);
    const rows =
      to === ''
        ? []
        : await db
            .selectFrom('notification_outbox')
            .innerJoin('users', 'users.id', 'notification_outbox.subject_id')
            .select(['notification_outbox.kind', 'notification_outbox.created_at', 'notification_outbox.sent_at'])
            .where('notification_outbox.subject_kind', '=', 'user')
            .where('users.phone', '=', to)
            .orderBy('notification_outbox.created_at', 'desc')
            .limit(50)
            .execute();
    const time = (at: Date) => escapeHtml(formatSeoulIso(at).slice(0, 19).replace('T', ' '));
    const filter = phoneFilter(lang, '/sandbox/push', to);
    const table = rows.length === 0
      ? `<p>${escapeHtml(T.pushEmpty[lang])}</p>`
      : `<table><thead><tr><th>${escapeHtml(T.madeAt[lang])}</th><th>${escapeHtml(T.kind[lang])}</th><th>${escapeHtml(T.handled[lang])}</th></tr></thead><tbody>${rows
          .map((row) => `<tr data-state="${row.sent_at ? 'handled' : 'waiting'}"><td>${time(row.created_at)}</td><td>${escapeHtml(row.kind)}</td><td>${row.sent_at ? time(row.sent_at) : escapeHtml(T.waiting[lang])}</td></tr>`)
          .join('')}</tbody></table>`;
    return c.html(page(lang, T.pushTitle[lang], filter + table));
  });

  return app;
}
