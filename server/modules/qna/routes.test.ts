import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { QnaInquiry, QnaPage, QnaWriteRequest } from '#contract/api-qna.ts';
import { createApp } from '../../app.ts';
import { SEED_ADMINS, SEED_QNA_IDS, SEED_WORKERS, seedQna } from '../../seed/seed.ts';
import { quietLogger } from '../../logger.ts';
import { encodeKeysetCursor } from '../../keyset-cursor.ts';
import { errorOf, TEST_NOW, testApi, useTestApp, type RequestOptions } from '../../testing/test-app.ts';

const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const t = useTestApp({ config: { staffApiToken: STAFF_TOKEN } });

let kim: string;
let lee: string;

// Fresh tokens for every test: tests move the clock, and access tokens live 15 minutes.
beforeEach(async () => {
  kim = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
  lee = (await t.api.login(SEED_WORKERS.lee.phone)).accessToken;
});

const MINUTE = 60_000;
const SEOUL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

function send(method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  return t.api.request(method, `${API_PREFIX}${path}`, {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const list = (token: string, query = '') => t.api.get(`/qna${query}`, { token });
const read = (token: string, id: string) => t.api.get(`/qna/${id}`, { token });
const create = (token: string, body: unknown, options: RequestOptions = {}) => send('POST', '/qna', body, { token, ...options });
const update = (token: string, id: string, body: unknown, options: RequestOptions = {}) => send('PUT', `/qna/${id}`, body, { token, ...options });
const remove = (token: string, id: string, options: RequestOptions = {}) =>
  t.api.request('DELETE', `${API_PREFIX}/qna/${id}`, { token, ...options });
const staffAnswer = (id: string, body: unknown, options: RequestOptions = {}) =>
  send('POST', `/staff/qna/${id}/answer`, body, { xsrf: false, headers: { authorization: `Bearer ${STAFF_TOKEN}` }, ...options });

const question: QnaWriteRequest = { category: 'work', title: '출근 기록 확인 요청', content: '어제 퇴근 기록이 없습니다.\n확인 부탁드립니다.' };

async function created(token: string, body: QnaWriteRequest = question): Promise<QnaInquiry> {
  const res = await create(token, body);
  expect(res.status).toBe(201);
  return (await res.json()) as QnaInquiry;
}

async function page(token: string, query = ''): Promise<QnaPage> {
  const res = await list(token, query);
  expect(res.status).toBe(200);
  return (await res.json()) as QnaPage;
}

async function expectBadRequest(res: Response, fields: Record<string, string>): Promise<void> {
  expect(res.status).toBe(400);
  expect(await errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', fields });
}

async function expectNotFound(res: Response): Promise<void> {
  expect(res.status).toBe(404);
  expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'No such inquiry.' });
}

/** A worker of its own, so paging counts are exact; logs in with the seed password. */
async function newWorker(phone: string): Promise<string> {
  const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', SEED_WORKERS.kim.id).executeTakeFirstOrThrow();
  await t.db.insertInto('users').values({ id: randomUUID(), phone, name: '최도윤', password_hash, yn_convert_password: 'Y', home_project_code: 'P1001', birth_date: '1990-05-05' }).execute();
  return (await t.api.login(phone)).accessToken;
}

describe('the seeded Q&A board', () => {
  it("lists 김민준's four inquiries newest first, two answered and two waiting", async () => {
    const { items, nextCursor } = await page(kim);
    expect(items.map((item) => item.id)).toEqual([SEED_QNA_IDS.kimStatement, SEED_QNA_IDS.kimMissingEnd, SEED_QNA_IDS.kimSafetyShoes, SEED_QNA_IDS.kimDeduction]);
    expect(items.map((item) => item.answered)).toEqual([false, false, true, true]);
    expect(new Set(items.map((item) => item.category)).size).toBeGreaterThanOrEqual(3);
    expect(items[0]).toMatchObject({ title: '10월 급여 명세서 문의' });
    for (const item of items) expect(item.createdAt).toMatch(SEOUL_TIMESTAMP);
    expect(nextCursor).toBeNull();
  });

  it('answers the multi-line question and the Korean multi-line answers as stored', async () => {
    const waiting = (await (await read(kim, SEED_QNA_IDS.kimMissingEnd)).json()) as QnaInquiry;
    expect(waiting).toMatchObject({ title: '출근 기록 누락 확인 요청', answer: null, answeredAt: null, answered: false });
    // The seeded missing check-out is 9 days before the seed moment (TEST_NOW): 2026-11-11.
    expect(waiting.content.split('\n')).toHaveLength(4);
    expect(waiting.content).toMatch(/^11월 11일 퇴근 기록이 빠져 있습니다\.\n/);
    const answered = (await (await read(kim, SEED_QNA_IDS.kimDeduction)).json()) as QnaInquiry;
    expect(answered.answered).toBe(true);
    expect(answered.answer?.split('\n').length).toBeGreaterThan(2);
    expect(answered.answeredAt).toMatch(SEOUL_TIMESTAMP);
    expect((answered.answeredAt ?? '') > answered.createdAt).toBe(true);
  });

  it('gives 이서연 one waiting inquiry of her own', async () => {
    const { items } = await page(lee);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: SEED_QNA_IDS.leePhone, answered: false });
  });

  it('is spread over past weeks, never after the seed moment', () => {
    const rows = seedQna(TEST_NOW);
    expect(rows.every((row) => row.created_at <= TEST_NOW && (row.answered_at ?? TEST_NOW) <= TEST_NOW)).toBe(true);
    const oldest = Math.min(...rows.map((row) => row.created_at.getTime()));
    expect(TEST_NOW.getTime() - oldest).toBeGreaterThan(14 * 24 * 60 * MINUTE);
    expect(seedQna(TEST_NOW)).toEqual(rows);
  });
});

describe('GET /qna paging', () => {
  let token: string;
  let expected: string[];

  beforeAll(async () => {
    token = await newWorker('01056789012');
    const made: QnaInquiry[] = [];
    for (let i = 0; i < 25; i++) {
      // Three share one created_at (i = 10..12): the id breaks the tie.
      if (i < 10 || i > 12) t.clock.advance(1000);
      made.push(await created(token, { ...question, title: `문의 ${i + 1}` }));
    }
    expected = [...made]
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
      .map((item) => item.id);
    expect(expected[0]).toBe(made[24]?.id);
  });

  it('reads 20 then 5, newest first, with no overlap', async () => {
    const first = await page(token);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(token, `?cursor=${first.nextCursor ?? ''}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(expected);
  });

  it('honours limit, up to 50', async () => {
    const small = await page(token, '?limit=7');
    expect(small.items.map((item) => item.id)).toEqual(expected.slice(0, 7));
    const rest = await page(token, `?limit=50&cursor=${small.nextCursor ?? ''}`);
    expect(rest.items.map((item) => item.id)).toEqual(expected.slice(7));
    expect(rest.nextCursor).toBeNull();
    expect((await page(token, '?limit=25')).nextCursor).toBeNull();
  });

  it('answers 400 for a bad limit or cursor', async () => {
    await expectBadRequest(await list(token, '?limit=51'), { limit: 'range' });
    await expectBadRequest(await list(token, '?limit=0'), { limit: 'range' });
    await expectBadRequest(await list(token, '?limit=2.5'), { limit: 'type' });
    await expectBadRequest(await list(token, '?limit=abc'), { limit: 'type' });
    for (const cursor of ['nope!', 'bm9wZQ', Buffer.from('2026-11-20T01:00:00.000Z~not-a-uuid').toString('base64url'), 'x'.repeat(500)]) {
      expect((await list(token, `?cursor=${cursor}`)).status).toBe(400);
    }
    await expectBadRequest(await list(token, '?cursor=bm9wZQ'), { cursor: 'invalid' });
  });

  it('pages only through the caller\'s own inquiries, whatever the cursor', async () => {
    const cursor = encodeKeysetCursor({ at: new Date('2099-01-01T00:00:00Z'), id: SEED_QNA_IDS.kimDeduction });
    const { items } = await page(lee, `?cursor=${cursor}`);
    expect(items.map((item) => item.id)).toEqual([SEED_QNA_IDS.leePhone]);
  });
});

describe('POST, GET, PUT and DELETE /qna', () => {
  it('registers an inquiry: 201, waiting, title trimmed, content kept but for trailing whitespace', async () => {
    const res = await create(lee, { category: 'account', title: '  비밀번호 변경 문의  ', content: '  첫 줄\n\n  둘째 줄\t \n\n' });
    expect(res.status).toBe(201);
    const inquiry = (await res.json()) as QnaInquiry;
    expect(inquiry).toMatchObject({
      category: 'account',
      title: '비밀번호 변경 문의',
      content: '  첫 줄\n\n  둘째 줄',
      answered: false,
      answer: null,
      answeredAt: null,
    });
    expect(inquiry.createdAt).toMatch(SEOUL_TIMESTAMP);
    expect(inquiry.updatedAt).toBe(inquiry.createdAt);
    expect(await (await read(lee, inquiry.id)).json()).toEqual(inquiry);
    expect((await page(lee)).items[0]?.id).toBe(inquiry.id);
  });

  it('stores and answers a script-like title verbatim, as JSON text', async () => {
    const title = '<script>alert(1)</script>';
    const content = '<img src=x onerror="alert(2)"> & </textarea>';
    const inquiry = await created(lee, { category: 'other', title, content });
    const res = await read(lee, inquiry.id);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ title, content });
    const row = await t.db.selectFrom('qna_inquiries').select(['title', 'content']).where('id', '=', inquiry.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title, content });
  });

  it('edits a waiting inquiry: 200, updatedAt moves, createdAt stays', async () => {
    const inquiry = await created(lee);
    t.clock.advance(5 * MINUTE);
    const res = await update(lee, inquiry.id, { category: 'pay', title: ' 수정한 제목 ', content: '수정한 내용\n둘째 줄' });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as QnaInquiry;
    expect(edited).toMatchObject({ id: inquiry.id, category: 'pay', title: '수정한 제목', content: '수정한 내용\n둘째 줄', createdAt: inquiry.createdAt });
    expect(edited.updatedAt > inquiry.updatedAt).toBe(true);
    expect(await (await read(lee, inquiry.id)).json()).toEqual(edited);
  });

  it('deletes a waiting inquiry: 204, then it is gone', async () => {
    const inquiry = await created(lee);
    const res = await remove(lee, inquiry.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    await expectNotFound(await read(lee, inquiry.id));
    await expectNotFound(await remove(lee, inquiry.id));
    expect((await page(lee)).items.map((item) => item.id)).not.toContain(inquiry.id);
  });
});

describe('ownership', () => {
  it("answers 404 to another worker's inquiry, exactly as to an unknown id", async () => {
    const before = await (await read(kim, SEED_QNA_IDS.kimMissingEnd)).json();
    for (const id of [SEED_QNA_IDS.kimMissingEnd, SEED_QNA_IDS.kimDeduction, randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const path = encodeURIComponent(id);
      await expectNotFound(await read(lee, path));
      await expectNotFound(await update(lee, path, question));
      await expectNotFound(await remove(lee, path));
    }
    expect(await (await read(kim, SEED_QNA_IDS.kimMissingEnd)).json()).toEqual(before);
  });

  it("lists only the caller's own inquiries", async () => {
    const mine = await created(kim, { ...question, title: '김민준의 문의' });
    const leeIds = (await page(lee, '?limit=50')).items.map((item) => item.id);
    expect(leeIds).not.toContain(mine.id);
    expect(leeIds.some((id) => (Object.values(SEED_QNA_IDS) as string[]).filter((seed) => seed !== SEED_QNA_IDS.leePhone).includes(id))).toBe(false);
    expect((await page(kim, '?limit=50')).items.map((item) => item.id)).toContain(mine.id);
  });
});

describe('the answered lock', () => {
  it('refuses to edit or delete an answered inquiry with 409 QNA_ANSWERED, leaving it unchanged', async () => {
    const before = await (await read(kim, SEED_QNA_IDS.kimDeduction)).json();
    const edit = await update(kim, SEED_QNA_IDS.kimDeduction, question);
    expect(edit.status).toBe(409);
    expect(await errorOf(edit)).toMatchObject({ code: 'QNA_ANSWERED' });
    const del = await remove(kim, SEED_QNA_IDS.kimDeduction);
    expect(del.status).toBe(409);
    expect(await errorOf(del)).toMatchObject({ code: 'QNA_ANSWERED' });
    expect(await (await read(kim, SEED_QNA_IDS.kimDeduction)).json()).toEqual(before);
  });

  it('never loses a staff answer that lands together with an edit or a delete', async () => {
    for (const change of ['edit', 'delete'] as const) {
      const inquiry = await created(kim);
      const [worker, staff] = await Promise.all([
        change === 'edit' ? update(kim, inquiry.id, { ...question, content: '고친 내용' }) : remove(kim, inquiry.id),
        staffAnswer(inquiry.id, { answer: '답변입니다.' }),
      ]);
      if (worker.status === 409) {
        // The answer came first: the worker's change was refused and the inquiry is as it was.
        expect(staff.status).toBe(200);
        expect(await (await read(kim, inquiry.id)).json()).toMatchObject({ content: question.content, answer: '답변입니다.' });
      } else {
        // The change came first: the answer then applies to the changed inquiry (or finds it deleted).
        expect([200, 204]).toContain(worker.status);
        expect(staff.status).toBe(change === 'edit' ? 200 : 404);
        if (change === 'edit') expect(await (await read(kim, inquiry.id)).json()).toMatchObject({ content: '고친 내용', answer: '답변입니다.' });
      }
    }
  });

  it('locks an inquiry once staff answered it', async () => {
    const inquiry = await created(kim);
    expect((await staffAnswer(inquiry.id, { answer: '확인했습니다.' })).status).toBe(200);
    expect((await update(kim, inquiry.id, question)).status).toBe(409);
    expect((await remove(kim, inquiry.id)).status).toBe(409);
    expect(await (await read(kim, inquiry.id)).json()).toMatchObject({ title: question.title, answer: '확인했습니다.' });
  });
});

describe('validation', () => {
  const long = (n: number) => '가'.repeat(n);
  const cases: [string, unknown, Record<string, string>][] = [
    ['an empty object', {}, { category: 'required', title: 'required', content: 'required' }],
    ['empty strings', { category: '', title: '', content: '' }, { category: 'categoryRequired', title: 'required', content: 'required' }],
    ['a whitespace title and content', { ...question, title: '  \t ', content: ' \n\n ' }, { title: 'required', content: 'required' }],
    ['a 101-character title', { ...question, title: long(101) }, { title: 'tooLong' }],
    ['a 2001-character content', { ...question, content: long(2001) }, { content: 'tooLong' }],
    ['a huge title', { ...question, title: 'x'.repeat(5000) }, { title: 'tooLong' }],
    ['an unknown category', { ...question, category: 'food' }, { category: 'categoryRequired' }],
    ['a category in the wrong case', { ...question, category: 'PAY' }, { category: 'categoryRequired' }],
    ['wrong types', { category: 1, title: ['a'], content: { text: 'b' } }, { category: 'type', title: 'type', content: 'type' }],
    ['null values', { category: null, title: null, content: null }, { category: 'type', title: 'type', content: 'type' }],
    ['a NUL character', { ...question, title: 'a\u0000b' }, { title: 'controlChars' }],
  ];

  it.each(cases)('answers 400 with fields for %s, on POST and PUT', async (_name, body, fields) => {
    await expectBadRequest(await create(lee, body), fields);
    await expectBadRequest(await update(lee, SEED_QNA_IDS.leePhone, body), fields);
  });

  it('answers 400 for a body that is not a JSON object, never 500', async () => {
    await expectBadRequest(await create(lee, '{"title": "x'), { body: 'json' });
    await expectBadRequest(await create(lee, 'title=x', { headers: { 'content-type': 'text/plain' } }), { body: 'contentType' });
    for (const body of ['null', '[]', '42', '"text"']) await expectBadRequest(await create(lee, body), { body: 'type' });
    await expectBadRequest(await update(lee, SEED_QNA_IDS.leePhone, 'not json'), { body: 'json' });
  });

  it('accepts the limits exactly, counting characters as people do', async () => {
    const max = await created(lee, { category: 'pay', title: long(100), content: long(2000) });
    expect(max.title).toHaveLength(100);
    const emoji = await created(lee, { category: 'pay', title: '👷'.repeat(100), content: '🏗️\n'.repeat(10) });
    expect([...emoji.title]).toHaveLength(100);
    expect(emoji.content).toBe('🏗️\n'.repeat(10).trimEnd());
  });

  it('checks the bearer before the body', async () => {
    expect((await create('', {})).status).toBe(401);
  });
});

describe('access', () => {
  it('answers 401 without a token, 403 to an admin token and PASSWORD_CHANGE_REQUIRED to 박지훈', async () => {
    expect((await t.api.get('/qna')).status).toBe(401);
    const jung = SEED_ADMINS.jung;
    const admin = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    for (const res of [await list(admin.accessToken), await create(admin.accessToken, question), await read(admin.accessToken, SEED_QNA_IDS.kimDeduction)]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'FORBIDDEN' });
    }
    const park = (await t.api.login(SEED_WORKERS.park.phone)).accessToken;
    for (const res of [await list(park), await create(park, question)]) {
      expect(await errorOf(res)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    }
  });

  it('needs the XSRF pair on POST, PUT and DELETE, even with a bearer token', async () => {
    for (const res of [
      await create(lee, question, { xsrf: false }),
      await update(lee, SEED_QNA_IDS.leePhone, question, { xsrf: false }),
      await remove(lee, SEED_QNA_IDS.leePhone, { xsrf: false }),
    ]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'XSRF_MISMATCH' });
    }
    expect((await read(lee, SEED_QNA_IDS.leePhone)).status).toBe(200);
  });

  it('does not take the staff token as a worker bearer', async () => {
    expect((await list(STAFF_TOKEN)).status).toBe(401);
  });
});

describe('POST /staff/qna/{id}/answer', () => {
  it('answers with the staff token, without the XSRF pair; answering again shows the new text as edited and keeps the old one (issue 31)', async () => {
    const inquiry = await created(lee);
    t.clock.advance(MINUTE);
    const res = await staffAnswer(inquiry.id, { answer: '안녕하세요.\n확인 후 반영했습니다.\n\n' });
    expect(res.status).toBe(200);
    const answered = (await res.json()) as QnaInquiry;
    expect(answered).toMatchObject({ id: inquiry.id, answered: true, answer: '안녕하세요.\n확인 후 반영했습니다.', updatedAt: inquiry.updatedAt });
    expect(answered.answeredAt).toMatch(SEOUL_TIMESTAMP);
    expect(await (await read(lee, inquiry.id)).json()).toEqual(answered);
    expect((await page(lee)).items.find((item) => item.id === inquiry.id)?.answered).toBe(true);

    expect(answered.answerEditedAt).toBeNull();

    t.clock.advance(MINUTE);
    const again = (await (await staffAnswer(inquiry.id, { answer: '정정: 다음 급여에 반영됩니다.' })).json()) as QnaInquiry;
    expect(again.answer).toBe('정정: 다음 급여에 반영됩니다.');
    // The first answer's time stays; the edit has its own.
    expect(again.answeredAt).toBe(answered.answeredAt);
    expect((again.answerEditedAt ?? '') > (answered.answeredAt ?? '')).toBe(true);
    const row = await t.db.selectFrom('qna_inquiries').select('answered_by').where('id', '=', inquiry.id).executeTakeFirstOrThrow();
    expect(row.answered_by).toBe('staff-api');
    // The same text again (a retried call) makes no version; a third text makes the second.
    expect(await (await staffAnswer(inquiry.id, { answer: '정정: 다음 급여에 반영됩니다.' })).json()).toEqual(again);
    t.clock.advance(MINUTE);
    await staffAnswer(inquiry.id, { answer: '최종: 12월 10일 급여에 반영됩니다.' });
    const versions = await t.db.selectFrom('qna_answer_versions').select(['version', 'answer', 'answered_by']).where('inquiry_id', '=', inquiry.id).orderBy('version').execute();
    expect(versions).toEqual([
      { version: 1, answer: '안녕하세요.\n확인 후 반영했습니다.', answered_by: 'staff-api' },
      { version: 2, answer: '정정: 다음 급여에 반영됩니다.', answered_by: 'staff-api' },
    ]);
  });

  it('throttles wrong staff tokens per address: the eleventh in the window is refused with 429, the right token from elsewhere still works (issue 31)', async () => {
    const { id } = await created(lee);
    // A fresh throttle window (access tokens live 15 minutes: the inquiry is made first).
    t.clock.advance(16 * MINUTE);
    const wrong = { headers: { authorization: `Bearer ${STAFF_TOKEN}-wrong` }, address: '203.0.113.40' };
    for (let i = 0; i < 10; i++) expect((await staffAnswer(id, { answer: 'x' }, wrong)).status).toBe(401);
    const refused = await staffAnswer(id, { answer: 'x' }, wrong);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // The right token from that address waits too; from another it works.
    expect((await staffAnswer(id, { answer: '확인했습니다.' }, { address: '203.0.113.40' })).status).toBe(429);
    expect((await staffAnswer(id, { answer: '확인했습니다.' }, { address: '203.0.113.41' })).status).toBe(200);
    t.clock.advance(16 * MINUTE);
  });

  it('refuses a missing or wrong token, and every JWT, with 401', async () => {
    const id = SEED_QNA_IDS.leePhone;
    const jung = SEED_ADMINS.jung;
    const admin = (await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001')).accessToken;
    for (const authorization of [undefined, `Bearer ${STAFF_TOKEN}x`, `Bearer ${STAFF_TOKEN.slice(0, -1)}`, `Basic ${STAFF_TOKEN}`, `Bearer ${lee}`, `Bearer ${admin}`, 'Bearer']) {
      const res = await staffAnswer(id, { answer: 'x' }, { headers: authorization === undefined ? {} : { authorization } });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // The worker's own cookie-and-header pair does not help either.
    expect((await staffAnswer(id, { answer: 'x' }, { xsrf: true, token: lee, headers: {} })).status).toBe(401);
    expect(await (await read(lee, id)).json()).toMatchObject({ answer: null });
  });

  it('answers 404 for an unknown id and 400 for a bad answer', async () => {
    await expectNotFound(await staffAnswer(randomUUID(), { answer: 'x' }));
    await expectNotFound(await staffAnswer('nope', { answer: 'x' }));
    await expectBadRequest(await staffAnswer(SEED_QNA_IDS.leePhone, {}), { answer: 'required' });
    await expectBadRequest(await staffAnswer(SEED_QNA_IDS.leePhone, { answer: ' \n ' }), { answer: 'required' });
    await expectBadRequest(await staffAnswer(SEED_QNA_IDS.leePhone, { answer: '가'.repeat(4001) }), { answer: 'tooLong' });
    expect((await staffAnswer(SEED_QNA_IDS.leePhone, { answer: '가'.repeat(4000) })).status).toBe(200);
  });

  it('is off (403 FORBIDDEN to everyone) when STAFF_API_TOKEN is not set', async () => {
    const off = testApi(createApp({ db: t.db, config: { ...t.config, staffApiToken: undefined }, now: t.clock.now, logger: quietLogger }));
    for (const authorization of [`Bearer ${STAFF_TOKEN}`, 'Bearer ', `Bearer ${lee}`]) {
      const res = await off.request('POST', `${API_PREFIX}/staff/qna/${SEED_QNA_IDS.kimMissingEnd}/answer`, {
        xsrf: false,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ answer: 'x' }),
      });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
