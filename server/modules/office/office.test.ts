/**
 * The payroll office (issue 34, decision 088): its login, who may call it, the employer's month equal
 * to the sum of the workers' statements to the won, and the close: refused for each blocker, warned,
 * then closed, the statements issued and frozen and every worker told; a change after it shows; the
 * same services through the staff API for the employer's payroll system (decision 094).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { OfficeFileAudit, OfficeMonth } from '#contract/api-office.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import readXlsx from 'read-excel-file/node';
import type { AdminVerifyAnswer } from '#contract/api-auth.ts';
import type { PayStatement } from '#contract/api-pay.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import { SEED_ADMINS, SEED_OFFICES, SEED_WORKERS } from '../../seed/seed.ts';
import { deviceCookieOf, errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { readStoredStatement } from '../pay/stored-statement.ts';
import { reissueAfterChange } from '../pay/statement-versions.ts';

const PARK = SEED_OFFICES.park;

/** A refused answer's status and code. */
async function refusal(res: Response): Promise<{ status: number; code: string }> {
  return { status: res.status, code: (await errorOf(res)).code };
}
const STAFF_TOKEN = 'staff-token-for-the-office-tests-0123456789';
const officeToken = (t: TestApp, office: { phone: string; employeeNumber: string; corporation: string } = PARK) =>
  t.api.officeLogin(office.phone, office.employeeNumber, office.corporation).then((session) => session.accessToken);

async function monthOf(t: TestApp, token: string, year: number, month: number): Promise<OfficeMonth> {
  const res = await t.api.get(`/office/month?year=${String(year)}&month=${String(month)}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OfficeMonth;
}

function close(t: TestApp, token: string, body: { year: number; month: number; acceptWarnings: boolean }) {
  return t.api.post('/office/month/close', body, { token });
}

/** The latest issued statement of each worker from the employer in the month, read straight from the table. */
async function issuedStatements(t: TestApp, corporationCode: string, year: number, month: number): Promise<PayStatement[]> {
  const rows = await t.db
    .selectFrom('pay_statement_versions')
    .select(['user_id', 'version', 'statement', 'schema_version'])
    .where('corporation_code', '=', corporationCode)
    .where('year', '=', year)
    .where('month', '=', month)
    .orderBy('version', 'desc')
    .execute();
  const latest = new Map<string, PayStatement>();
  for (const row of rows) if (!latest.has(row.user_id)) latest.set(row.user_id, readStoredStatement(row.statement, row.schema_version));
  return [...latest.values()];
}

const sum = (statements: readonly PayStatement[], key: 'amCost' | 'amGonjae' | 'amPay' | 'ctWork' | 'amSoduk' | 'amKookmin') => statements.reduce((total, statement) => total + statement[key], 0);

/** Settles October's blockers the demo has: each day without an end gets one at 17:00; each correction waiting is withdrawn. */
async function settleBlockers(t: TestApp, month: OfficeMonth): Promise<void> {
  for (const check of month.checks) {
    if (check.kind === 'noEnd' && check.date) {
      const day = `${check.date.slice(0, 4)}-${check.date.slice(4, 6)}-${check.date.slice(6, 8)}`;
      const begin = await t.db
        .selectFrom('attendance_events')
        .select(['project_code', 'occurred_at'])
        .where('user_id', '=', check.userId)
        .where('type', '=', 'BeginWork')
        .where('occurred_at', '>=', new Date(`${day}T00:00:00+09:00`))
        .where('occurred_at', '<', new Date(`${day}T23:59:59+09:00`))
        .executeTakeFirstOrThrow();
      await t.db.deleteFrom('attendance_events').where('user_id', '=', check.userId).where('occurred_at', '>', begin.occurred_at).where('occurred_at', '<', new Date(begin.occurred_at.getTime() + 20 * 3_600_000)).execute();
      await t.db
        .insertInto('attendance_events')
        .values({ id: crypto.randomUUID(), user_id: check.userId, project_code: begin.project_code, type: 'EndWork', occurred_at: new Date(`${day}T17:00:00+09:00`) })
        .execute();
    }
  }
  await t.db.updateTable('attendance_corrections').set({ state: 'withdrawn' }).where('state', '=', 'pending').execute();
}

describe('the payroll office: its login and who may call it (issue 34)', () => {
  const t = useTestApp({ config: { staffApiToken: STAFF_TOKEN } });

  it('logs in as admins do and chooses the office; the answer offers it beside any sites', async () => {
    const verify = await t.api.post('/admin/auth/verify', { phone: PARK.phone, employeeNumber: PARK.employeeNumber });
    const { codeToken } = (await verify.json()) as { codeToken: string };
    const code = await t.api.post('/admin/auth/code', { codeToken, code: await t.api.lastSmsCode(PARK.phone) });
    const answer = (await code.json()) as AdminVerifyAnswer;
    expect(answer).toMatchObject({ adminName: PARK.name, sites: [], offices: [{ corporationCode: 'K001', corporationName: '한빛건설(주)' }] });
    const cookie = deviceCookieOf(code);
    // Another corporation's office is not his to choose, and he has no site.
    const other = await t.api.post('/admin/auth/officeLogin', { verificationToken: answer.verificationToken, corporationCode: 'K002' }, { headers: { cookie } });
    expect(await refusal(other)).toMatchObject({ status: 403, code: 'SITE_NOT_ALLOWED' });
    const site = await t.api.post('/admin/auth/login', { verificationToken: answer.verificationToken, corporationCode: 'K001', siteCode: 'P1001' }, { headers: { cookie } });
    expect(await refusal(site)).toMatchObject({ status: 403, code: 'SITE_NOT_ALLOWED' });
    const login = await t.api.post('/admin/auth/officeLogin', { verificationToken: answer.verificationToken, corporationCode: 'K001' }, { headers: { cookie } });
    expect(login.status).toBe(200);
    // A site's admin has no office.
    const jung = SEED_ADMINS.jung;
    await expect(t.api.officeLogin(jung.phone, jung.employeeNumber, 'K001')).rejects.toThrow('admin login: 403');
  });

  it('refuses a worker and a site admin every office call, and the office every site call', async () => {
    const worker = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
    const admin = (await t.api.adminLogin(SEED_ADMINS.jung.phone, SEED_ADMINS.jung.employeeNumber, 'K001', 'P1001')).accessToken;
    for (const token of [worker, admin]) {
      expect(await refusal(await t.api.get('/office/month?year=2026&month=10', { token }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(await refusal(await close(t, token, { year: 2026, month: 10, acceptWarnings: true }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const office = await officeToken(t);
    expect(await refusal(await t.api.get('/admin/roster', { token: office }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(await t.api.get('/work/weekly', { token: office }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('gives the month through the staff API naming the employer', async () => {
    const res = await t.api.get('/staff/corporations/K002/month?year=2026&month=10', { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as OfficeMonth).corporationCode).toBe('K002');
    const none = await t.api.get('/staff/corporations/K999/month?year=2026&month=10', { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(await refusal(none)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await t.db.selectFrom('employer_month_closings').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).toEqual({ n: 0 });
  });
});

describe("the employer's month (issue 34)", () => {
  const t = useTestApp();

  it("answers the employer's month as the sum of its workers' statements to the won, by site and in total", async () => {
    const token = await officeToken(t);
    // The month must be closed for its statements to be issued; its figures before are the same statements, computed.
    const october = await monthOf(t, token, 2026, 10);
    expect(october).toMatchObject({ corporationCode: 'K001', corporationName: '한빛건설(주)', state: 'ended', sizeClass: 'under150', closing: null });
    expect(october.total.workers).toBeGreaterThan(1);
    expect(october.workers).toHaveLength(october.total.workers);
    // The sites sum to the total, the items to the gross, the deductions to the total deducted.
    const keys = ['workers', 'workDays', 'amCost', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amSilver', 'amGoyong', 'amEtc', 'amGonjae', 'amPay'] as const;
    for (const key of keys) expect(october.sites.reduce((total, site) => total + site.figures[key], 0), key).toBe(october.total[key]);
    expect(october.total.gross.reduce((total, item) => total + item.amount, 0)).toBe(october.total.amCost);
    const { employer } = october.total;
    expect(employer.total).toBe(employer.pension + employer.health + employer.longTermCare + employer.unemployment + employer.jobStability + employer.industrialAccident + employer.mutualAid);
    expect(employer.mutualAid).toBe(october.total.workDays * 6_500);
    expect(october.rates).toEqual({ pension: 4750, health: 3595, longTermCare: '0.9448/7.19', unemployment: 900, jobStability: 250, industrialAccident: 3560, mutualAidDaily: 6500 });

    // Closed (past its warnings, its blockers settled), the month is the issued statements' sum.
    await settleBlockers(t, october);
    const closed = await close(t, token, { year: 2026, month: 10, acceptWarnings: true });
    expect(closed.status, await closed.clone().text()).toBe(200);
    const after = (await closed.json()) as OfficeMonth;
    const statements = await issuedStatements(t, 'K001', 2026, 10);
    expect(statements.length).toBe(after.total.workers);
    for (const key of ['amCost', 'amGonjae', 'amPay', 'amSoduk', 'amKookmin'] as const) expect(after.total[key], key).toBe(sum(statements, key));
    expect(after.total.workDays).toBe(sum(statements, 'ctWork'));
    expect(after.workers.every((worker) => worker.version === 1)).toBe(true);
  });

});

describe('closing the month (issue 34)', () => {
  const t = useTestApp();

  it('refuses the close while the month runs, with a blocker, with warnings not accepted; closes once, tells every worker, shows a change after', async () => {
    const token = await officeToken(t);
    expect(await refusal(await close(t, token, { year: 2026, month: 11, acceptWarnings: true }))).toMatchObject({ status: 409, code: 'MONTH_NOT_ENDED' });
    const november = await monthOf(t, token, 2026, 11);
    expect(november.state).toBe('open');
    expect(november.workers.every((worker) => worker.version === null)).toBe(true);

    // A day without an end blocks October; so does a correction waiting.
    let october = await monthOf(t, token, 2026, 10);
    const kim = SEED_WORKERS.kim;
    const begin = await t.db
      .selectFrom('attendance_events')
      .select(['id', 'occurred_at'])
      .where('user_id', '=', kim.id)
      .where('type', '=', 'BeginWork')
      .where('occurred_at', '>=', new Date('2026-10-13T00:00:00+09:00'))
      .where('occurred_at', '<', new Date('2026-10-14T00:00:00+09:00'))
      .executeTakeFirstOrThrow();
    await settleBlockers(t, october);
    await t.db.deleteFrom('attendance_events').where('user_id', '=', kim.id).where('type', '=', 'EndWork').where('occurred_at', '>', begin.occurred_at).where('occurred_at', '<', new Date('2026-10-14T06:00:00+09:00')).execute();
    october = await monthOf(t, token, 2026, 10);
    expect(october.checks).toContainEqual({ kind: 'noEnd', userId: kim.id, name: kim.name, date: '20261013' });
    expect(await refusal(await close(t, token, { year: 2026, month: 10, acceptWarnings: true }))).toMatchObject({ status: 409, code: 'MONTH_CLOSE_BLOCKED' });
    await t.db.insertInto('attendance_events').values({ id: crypto.randomUUID(), user_id: kim.id, project_code: 'P1001', type: 'EndWork', occurred_at: new Date('2026-10-13T17:00:00+09:00') }).execute();

    await t.db
      .insertInto('attendance_corrections')
      .values({ id: crypto.randomUUID(), user_id: kim.id, project_code: 'P1001', work_date: '2026-10-14', event_type: 'BeginWork', requested_at: new Date('2026-10-14T08:00:00+09:00'), reason: '출근 스캔 누락', idempotency_key: crypto.randomUUID(), created_at: t.clock.now() })
      .execute();
    october = await monthOf(t, token, 2026, 10);
    expect(october.checks.filter((check) => check.kind === 'noEnd' || check.kind === 'correctionPending')).toEqual([{ kind: 'correctionPending', userId: kim.id, name: kim.name, date: '20261014' }]);
    expect(await refusal(await close(t, token, { year: 2026, month: 10, acceptWarnings: true }))).toMatchObject({ status: 409, code: 'MONTH_CLOSE_BLOCKED' });
    await t.db.updateTable('attendance_corrections').set({ state: 'withdrawn' }).where('user_id', '=', kim.id).execute();

    // A worker without a registration number is a warning: refused unless accepted.
    await t.db.updateTable('users').set({ rrn_encrypted: null, rrn_masked: null }).where('id', '=', kim.id).execute();
    october = await monthOf(t, token, 2026, 10);
    expect(october.checks).toContainEqual({ kind: 'noRegistrationNumber', userId: kim.id, name: kim.name, date: null });
    expect(october.checks.some((check) => check.kind === 'noEnd' || check.kind === 'correctionPending')).toBe(false);
    expect(await refusal(await close(t, token, { year: 2026, month: 10, acceptWarnings: false }))).toMatchObject({ status: 409, code: 'MONTH_CLOSE_WARNINGS' });

    const closed = await close(t, token, { year: 2026, month: 10, acceptWarnings: true });
    expect(closed.status).toBe(200);
    const after = (await closed.json()) as OfficeMonth;
    expect(after.state).toBe('closed');
    expect(after.closing).toMatchObject({ closedBy: PARK.name, closedAt: formatSeoulIso(t.clock.now()), changedSince: false, totals: { workers: after.total.workers, amCost: after.total.amCost, amPay: after.total.amPay } });
    expect(after.closing?.acceptedWarnings).toBe(october.checks.length);
    expect(await refusal(await close(t, token, { year: 2026, month: 10, acceptWarnings: true }))).toMatchObject({ status: 409, code: 'MONTH_CLOSED' });

    // Every worker of the month is told of their statement, once.
    const told = await t.db.selectFrom('notification_outbox').select(['subject_id', 'kind', 'params']).where('kind', '=', 'statementReady').execute();
    const toldK001 = told.filter((row) => (JSON.parse(row.params) as { corporationCode: string; month: number }).corporationCode === 'K001');
    expect(new Set(toldK001.map((row) => row.subject_id))).toEqual(new Set(after.workers.map((worker) => worker.userId)));
    expect(toldK001).toHaveLength(after.workers.length);

    // Frozen: a change after the close makes a new version, and the office sees the month changed.
    const at = new Date('2026-10-13T19:00:00+09:00');
    await t.db.updateTable('attendance_events').set({ occurred_at: at }).where('user_id', '=', kim.id).where('type', '=', 'EndWork').where('occurred_at', '=', new Date('2026-10-13T17:00:00+09:00')).execute();
    await reissueAfterChange(t.db, kim.id, [{ date: '20261013', eventType: 'EndWork', before: '2026-10-13T17:00:00+09:00', after: formatSeoulIso(at), source: 'correction' }], 'correction', t.clock.now());
    const changed = await monthOf(t, token, 2026, 10);
    expect(changed.workers.find((worker) => worker.userId === kim.id)?.version).toBe(2);
    expect(changed.closing).toMatchObject({ changedSince: true, totals: after.closing?.totals });
    expect(changed.total.amCost).toBeGreaterThan(after.total.amCost);
  });
});

describe("the close's warnings: a foreigner's stay status, work without a contract (issue 34)", () => {
  const t = useTestApp();

  it('warns of a foreigner without a stay status and of a day worked at the site without a contract', async () => {
    const token = await officeToken(t);
    const kim = SEED_WORKERS.kim;
    await t.db.updateTable('users').set({ nationality: 'foreigner', country: 'VN', stay_status: null }).where('id', '=', kim.id).execute();
    // 이서연's contract is with 대성 (P2001); a day scanned at 한빛's P1001 has no contract there.
    const lee = SEED_WORKERS.lee;
    const worked = await t.db.selectFrom('attendance_events').select('occurred_at').where('user_id', '=', lee.id).where('type', '=', 'BeginWork').execute();
    const busy = new Set(worked.map((row) => formatSeoulIso(row.occurred_at).slice(0, 10)));
    const free = Array.from({ length: 31 }, (_, index) => `2026-10-${String(index + 1).padStart(2, '0')}`).find((day) => !busy.has(day)) ?? '';
    await t.db
      .insertInto('attendance_events')
      .values([
        { id: crypto.randomUUID(), user_id: lee.id, project_code: 'P1001', type: 'BeginWork', occurred_at: new Date(`${free}T08:00:00+09:00`) },
        { id: crypto.randomUUID(), user_id: lee.id, project_code: 'P1001', type: 'EndWork', occurred_at: new Date(`${free}T17:00:00+09:00`) },
      ])
      .execute();
    const october = await monthOf(t, token, 2026, 10);
    expect(october.checks).toContainEqual({ kind: 'noStayStatus', userId: kim.id, name: kim.name, date: null });
    expect(october.checks).toContainEqual({ kind: 'noContract', userId: lee.id, name: lee.name, date: free.replaceAll('-', '') });
    // Unpaid, so not a worker of the month's figures.
    expect(october.workers.some((worker) => worker.userId === lee.id)).toBe(false);
    // Recorded, the stay status is no longer a warning.
    await t.db.updateTable('users').set({ stay_status: 'E-9' }).where('id', '=', kim.id).execute();
    expect((await monthOf(t, token, 2026, 10)).checks.some((check) => check.kind === 'noStayStatus')).toBe(false);
  });
});

describe("the closed month's files (issue 34)", () => {
  const t = useTestApp();

  /** A file, a minute after the one before (the audit lists them newest first). */
  const file = (token: string, kind: string, format: 'csv' | 'xlsx') => {
    t.clock.advance(60_000);
    return t.api.get(`/office/files/${kind}?year=2026&month=10&format=${format}`, { token });
  };
  const sheets = async (res: Response) => readXlsx(Buffer.from(await res.arrayBuffer()));
  const csvRows = async (res: Response) =>
    (await res.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));

  it('refuses the files before the close; after it, each file reads back with its rows, sums, check row and full numbers, and each is audited', async () => {
    const token = await officeToken(t);
    expect(await refusal(await file(token, 'wageLedger', 'xlsx'))).toEqual({ status: 409, code: 'MONTH_NOT_CLOSED' });
    const october = await monthOf(t, token, 2026, 10);
    await settleBlockers(t, october);
    expect((await close(t, token, { year: 2026, month: 10, acceptWarnings: true })).status).toBe(200);
    const closed = await monthOf(t, token, 2026, 10);
    const statements = await issuedStatements(t, 'K001', 2026, 10);
    const kim = SEED_WORKERS.kim;
    const kimStatement = statements.find((statement) => statement.workerName === kim.name);
    if (!kimStatement) throw new Error('김민준 has no October statement');

    // 임금대장: a row per worker, then the total and the check (every equation holds).
    const ledger = await file(token, 'wageLedger', 'xlsx');
    expect(ledger.headers.get('content-disposition')).toBe('attachment; filename="wageLedger-K001-2026-10.xlsx"');
    expect(ledger.headers.get('cache-control')).toBe('no-store');
    const [ledgerSheet] = await sheets(ledger);
    const header = ledgerSheet?.data[0] as string[];
    const rows = ledgerSheet?.data.slice(1) ?? [];
    expect(rows).toHaveLength(closed.total.workers + 2);
    const kimRow = rows.find((row) => row[0] === kim.name) ?? [];
    const column = (name: string) => header.indexOf(name);
    expect([kimRow[column('생년월일')], kimRow[column('임금총액')], kimRow[column('공제계')], kimRow[column('차인지급액')], kimRow[column('근로일수')]]).toEqual([
      kim.birthDate,
      kimStatement.amCost,
      kimStatement.amGonjae,
      kimStatement.amPay,
      kimStatement.ctWork,
    ]);
    const totalRow = rows.at(-2) ?? [];
    expect([totalRow[column('임금총액')], totalRow[column('차인지급액')]]).toEqual([closed.total.amCost, closed.total.amPay]);
    expect(String(rows.at(-1)?.[1])).not.toContain('불일치');
    // The days: as many marked as the statement's work days.
    const dayColumns = header.map((label, index) => (/^\d+일$/.test(label) ? index : -1)).filter((index) => index >= 0);
    expect(dayColumns.filter((index) => kimRow[index] !== null && kimRow[index] !== undefined).length).toBe(kimStatement.ctWork);

    // The report's codes the app does not hold: the month lists the trades (and foreigners' countries) it needs.
    expect(closed.reportCodes.filter((code) => code.kind === 'nationality')).toEqual([]);
    expect(closed.reportCodes).toContainEqual({ kind: 'job', key: '보통인부', code: null, workers: expect.any(Number) });
    const putCode = (body: object) => t.api.request('PUT', `${API_PREFIX}/office/reportCodes`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wrong = await putCode({ kind: 'job', key: '보통인부', code: '7A' });
    expect([wrong.status, ((await wrong.json()) as { fields: object }).fields]).toEqual([400, { code: 'format' }]);
    const country = await putCode({ kind: 'nationality', key: 'Vietnam', code: '704' });
    expect([country.status, ((await country.json()) as { fields: object }).fields]).toEqual([400, { key: 'format' }]);
    for (const code of closed.reportCodes) {
      const saved = await putCode({ kind: code.kind, key: code.key, code: ' 915 ' });
      expect(await saved.json()).toEqual({ kind: code.kind, key: code.key, code: '915' });
    }
    // A foreign worker's country: its code as entered; before it is, the report leaves it empty and the check says so.
    const foreigner = closed.workers.find((worker) => worker.userId !== kim.id);
    if (!foreigner) throw new Error('October has one worker');
    await t.db.updateTable('users').set({ nationality: 'foreigner', country: 'VN', stay_status: 'E-9' }).where('id', '=', foreigner.userId).execute();
    const foreignerRow = async () => ((await sheets(await file(token, 'employmentReport', 'xlsx')))[0]?.data ?? []).find((row) => row[1] === foreigner.name) ?? [];
    expect((await foreignerRow()).slice(4, 6)).toEqual([null, 'E9']);
    expect((await monthOf(t, token, 2026, 10)).reportCodes).toContainEqual({ kind: 'nationality', key: 'VN', code: null, workers: 1 });
    expect((await putCode({ kind: 'nationality', key: 'VN', code: 'vn' })).status).toBe(200);
    expect((await foreignerRow()).slice(4, 6)).toEqual(['VN', 'E9']);

    // 근로내용확인신고: the template's 55 columns on 서식, the registration number in full, the sums on 합계.
    const report = await sheets(await file(token, 'employmentReport', 'xlsx'));
    expect(report.map((sheet) => sheet.sheet)).toEqual(['서식', '합계']);
    const form = report[0]?.data ?? [];
    expect(form[0]).toHaveLength(55);
    expect((form[0] as string[]).slice(0, 4)).toEqual(['보험구분', '성명', '주민(외국인)등록번호', '신고월']);
    const kimReport = form.find((row) => row[1] === kim.name) ?? [];
    expect(kimReport[2]).toBe('8503141530217');
    expect(kimReport[3]).toBe('202610');
    // Korea's nationality code, and the trade's job code as the office entered it.
    expect([kimReport[4], kimReport[5], kimReport[9]]).toEqual(['100', null, '915']);
    expect(kimReport.slice(10, 41).filter((cell) => cell === '1')).toHaveLength(kimStatement.ctWork);
    expect(kimReport.slice(41, 46)).toEqual([kimStatement.ctWork, expect.any(Number), kimStatement.ctWork, kimStatement.amCost, kimStatement.amCost]);
    // 국세청's part: taxable and non-taxable apart (한빛 is not configured for non-taxable premiums: none).
    expect(kimReport.slice(49)).toEqual(['Y', kimStatement.payDate.slice(0, 7).replace('-', ''), kimStatement.amCost, 0, kimStatement.amSoduk, kimStatement.amJumin]);
    expect(kimStatement.amNonTaxable).toBe(0);
    expect(form).toHaveLength(closed.total.workers + 1);
    expect(String(report[1]?.data.at(-1)?.[1])).not.toContain('불일치');

    // 퇴직공제: the days per worker and site with the daily amount; the sums equal the employer's share.
    const aid = await csvRows(await file(token, 'mutualAid', 'csv'));
    const kimAid = aid.find((row) => row[3] === kim.name) ?? [];
    expect(kimAid.slice(0, 7)).toEqual(['202610', 'P1001', '판교 물류센터 신축공사', kim.name, '8503141530217', '보통인부', String(kimStatement.ctWork)]);
    expect(kimAid.slice(-2)).toEqual(['6500', String(6500 * kimStatement.ctWork)]);
    expect(aid.at(-2)?.at(-1)).toBe(String(closed.total.employer.mutualAid));
    expect(aid.at(-1)?.join(',')).not.toContain('불일치');

    // The bank transfer list: each account in full, the net pay, the sums equal the month's net pay.
    await t.db.deleteFrom('pay_accounts').where('user_id', '=', SEED_WORKERS.jang.id).execute();
    const bank = (await sheets(await file(token, 'bankTransfer', 'xlsx')))[0]?.data ?? [];
    const kimBank = bank.find((row) => row[7] === kim.name) ?? [];
    const account = await t.db.selectFrom('pay_accounts').select(['account_encrypted', 'bank_code']).where('user_id', '=', kim.id).executeTakeFirstOrThrow();
    expect(kimBank.slice(1, 6)).toEqual([account.bank_code, expect.any(String), t.cipher.open(account.account_encrypted, 'pay_accounts.account'), kim.name, kimStatement.amPay]);
    expect(String(kimBank[3])).toMatch(/^\d{12}$/);
    const jangBank = bank.find((row) => row[7] === SEED_WORKERS.jang.name) ?? [];
    expect([jangBank[3], jangBank[9]]).toEqual([null, '계좌 미등록']);
    expect(bank.at(-2)?.[5]).toBe(closed.total.amPay);
    expect(String(bank.at(-1)?.[1])).toContain('계좌 미등록 1명');

    // Every file made is audited, and the office reads the audit.
    const audit = await t.api.get('/office/files/audit', { token });
    const entries = ((await audit.json()) as OfficeFileAudit).entries;
    const report3 = ['employmentReport', 'xlsx', PARK.name, 2026, 10, closed.total.workers];
    expect(entries.map((entry) => [entry.kind, entry.format, entry.adminName, entry.year, entry.month, entry.workers])).toEqual([
      ['bankTransfer', 'xlsx', PARK.name, 2026, 10, closed.total.workers],
      ['mutualAid', 'csv', PARK.name, 2026, 10, closed.total.workers],
      report3,
      report3,
      report3,
      ['wageLedger', 'xlsx', PARK.name, 2026, 10, closed.total.workers],
    ]);
  });

  it('never shows a pay account unmasked outside the bank file, and gives the files to the office alone', async () => {
    const worker = await t.api.login(SEED_WORKERS.lee.phone);
    const saved = await t.api.request('PUT', `${API_PREFIX}/account/payAccount`, { token: worker.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bankCode: '088', accountNumber: '110-123-456789', holder: '이서연' }) });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ bankCode: '088', bankName: '신한은행', accountMasked: '********6789', holder: '이서연' });
    const read = await t.api.get('/account/payAccount', { token: worker.accessToken });
    expect(JSON.stringify(await read.json())).not.toContain('110123456789');
    const stored = await t.db.selectFrom('pay_accounts').selectAll().where('user_id', '=', SEED_WORKERS.lee.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('110123456789');
    const bad = await t.api.request('PUT', `${API_PREFIX}/account/payAccount`, { token: worker.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bankCode: '999', accountNumber: '12-34', holder: '' }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ bankCode: 'bank', accountNumber: 'format', holder: 'required' });
    // A site admin and a worker get no file.
    const admin = (await t.api.adminLogin(SEED_ADMINS.jung.phone, SEED_ADMINS.jung.employeeNumber, 'K001', 'P1001')).accessToken;
    for (const token of [worker.accessToken, admin]) {
      expect(await refusal(await t.api.get('/office/files/bankTransfer?year=2026&month=10&format=csv', { token }))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await refusal(await t.api.get('/office/files/audit', { token }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });
});

describe("the employer's payroll system through the staff API (issue 34, decision 094)", () => {
  const t = useTestApp({ config: { staffApiToken: STAFF_TOKEN } });
  const staff = { headers: { authorization: `Bearer ${STAFF_TOKEN}` } };
  const staffPost = (path: string, body: object, token = STAFF_TOKEN) =>
    t.api.request('POST', `${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('closes the month, enters a code, makes a file with the numbers in full, and each is recorded as the staff API’s', async () => {
    // Before the close: no file.
    expect(await refusal(await t.api.get('/staff/corporations/K001/files/employmentReport?year=2026&month=10&format=csv', staff))).toEqual({ status: 409, code: 'MONTH_NOT_CLOSED' });
    const office = await officeToken(t);
    await settleBlockers(t, await monthOf(t, office, 2026, 10));
    expect(await refusal(await staffPost('/staff/corporations/K001/month/close', { year: 2026, month: 10, acceptWarnings: false }))).toEqual({ status: 409, code: 'MONTH_CLOSE_WARNINGS' });
    const closed = await staffPost('/staff/corporations/K001/month/close', { year: 2026, month: 10, acceptWarnings: true });
    expect(closed.status).toBe(200);
    const month = (await closed.json()) as OfficeMonth;
    expect(month.state).toBe('closed');
    expect(month.closing).toMatchObject({ closedBy: null, changedSince: false });
    // The office sees the same close, by the staff API; the workers were told.
    expect((await monthOf(t, office, 2026, 10)).closing?.closedBy).toBeNull();
    const told = await t.db.selectFrom('notification_outbox').select(['subject_id', 'params']).where('kind', '=', 'statementReady').execute();
    const toldK001 = told.filter((row) => (JSON.parse(row.params) as { corporationCode: string }).corporationCode === 'K001').map((row) => row.subject_id);
    expect(new Set(toldK001)).toEqual(new Set(month.workers.map((worker) => worker.userId)));

    const code = await t.api.request('PUT', `${API_PREFIX}/staff/corporations/K001/reportCodes`, { ...staff, headers: { ...staff.headers, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'job', key: '보통인부', code: '915' }) });
    expect(await code.json()).toEqual({ kind: 'job', key: '보통인부', code: '915' });
    const report = await t.api.get('/staff/corporations/K001/files/employmentReport?year=2026&month=10&format=csv', staff);
    expect(report.headers.get('content-disposition')).toBe('attachment; filename="employmentReport-K001-2026-10.csv"');
    const kimRow = (await report.text()).split('\r\n').find((line) => line.split(',')[1] === SEED_WORKERS.kim.name) ?? '';
    expect(kimRow.split(',').slice(2, 4)).toEqual(['8503141530217', '202610']);
    expect(kimRow.split(',')[9]).toBe('915');

    // The audit, read by the office and by the staff API: made by the staff API.
    const entry = { adminName: null, year: 2026, month: 10, kind: 'employmentReport', format: 'csv', workers: month.total.workers };
    expect(((await (await t.api.get('/office/files/audit', { token: office })).json()) as OfficeFileAudit).entries).toEqual([{ ...entry, madeAt: expect.any(String) }]);
    expect(((await (await t.api.get('/staff/corporations/K001/files/audit', staff)).json()) as OfficeFileAudit).entries).toMatchObject([entry]);
  });

  it('answers 404 for an employer that does not exist, and refuses a wrong token and an office’s token', async () => {
    expect(await refusal(await staffPost('/staff/corporations/K999/month/close', { year: 2026, month: 10, acceptWarnings: true }))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(await t.api.get('/staff/corporations/K999/files/audit', staff))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(await t.api.get('/staff/corporations/K999/files/wageLedger?year=2026&month=10&format=csv', staff))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const code = await t.api.request('PUT', `${API_PREFIX}/staff/corporations/K999/reportCodes`, { ...staff, headers: { ...staff.headers, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'job', key: '보통인부', code: '915' }) });
    expect(await refusal(code)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await staffPost('/staff/corporations/K001/month/close', { year: 2026, month: 10, acceptWarnings: true }, 'not-the-staff-token-0123456789-0123456789')).status).toBe(401);
    const office = await officeToken(t);
    expect((await t.api.get('/staff/corporations/K001/files/audit', { token: office })).status).toBe(401);
  });
});
