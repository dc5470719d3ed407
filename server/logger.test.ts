import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { REDACTED_PATHS } from './log-redaction.ts';
import { escapeLogLine } from './logger.ts';
import { escapeControlCharacters, loggedPath } from './http/request-log.ts';
import { captureLog } from './testing/log-capture.ts';

const RRN = '900101-1234567';
/** What may never stand raw in a written line (before its final newline). */
// eslint-disable-next-line no-control-regex -- exactly the characters looked for
const RAW = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('the log: one JSON object a line', () => {
  it('writes time, level by name and msg, and honours the level (silent writes nothing)', () => {
    const log = captureLog({ level: 'warn' });
    log.logger.info('not written');
    log.logger.warn('written');
    expect(log.entries()).toEqual([{ level: 'warn', time: expect.any(String), pid: process.pid, hostname: expect.any(String), msg: 'written' }]);
    const silent = captureLog({ level: 'silent' });
    silent.logger.fatal('not even this');
    expect(silent.lines).toEqual([]);
  });

  it('cannot be split or made to send terminal escapes by any value, and reads back as logged', () => {
    const log = captureLog();
    const nasty = 'a\nb\r\n{"level":"info","msg":"forged"}\u001b[31m red \u0000 \u007f \u009b2J \u0085 \u2028 \u2029 \u202e evil \ud800 lone';
    log.logger.info({ path: nasty, nested: { [`key${nasty}`]: [nasty] } }, nasty);
    log.logger.error({ err: new Error(nasty) }, 'failed');
    log.logger.error(new Error(nasty));
    expect(log.lines).toHaveLength(3);
    for (const line of log.lines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toMatch(RAW);
      expect(line.slice(0, -1)).not.toMatch(/[\ud800-\udfff]/);
    }
    const [first, second, third] = log.entries();
    expect(first?.msg).toBe(nasty);
    expect(first?.path).toBe(nasty);
    expect(first?.nested).toEqual({ [`key${nasty}`]: [nasty] });
    expect((second?.err as { message: string }).message).toBe(nasty);
    expect(third?.msg).toBe(nasty);
  });

  it('escapes only what JSON leaves raw: a line without such characters is written unchanged', () => {
    const line = '{"msg":"plain \\u001b text é 한글 😀"}\n';
    expect(escapeLogLine(line)).toBe(line);
    expect(escapeLogLine('{"msg":"\u009b\u2028"}\n')).toBe('{"msg":"\\u009b\\u2028"}\n');
  });

  it('keeps the request path as sent, without the query string, control characters as \\xNN', () => {
    expect(loggedPath('http://localhost/v1/a%0ab?rrn=900101-1234567#frag')).toBe('/v1/a%0ab');
    expect(loggedPath('http://localhost')).toBe('/');
    expect(loggedPath('http://localhost/a\nb\u001b[31m\u009b')).toBe('/a\\x0ab\\x1b[31m\\x9b');
    expect(escapeControlCharacters('tab\there')).toBe('tab\\x09here');
  });

  it('logs an error as type, message, stack and code only, never what else it carries', () => {
    const log = captureLog();
    const error = Object.assign(new Error('duplicate key', { cause: new Error('underneath') }), {
      code: '23505',
      detail: `Key (rrn)=(${RRN}) already exists.`,
      body: { password: 'hunter2' },
    });
    log.logger.error({ err: error }, 'insert failed');
    log.logger.error({ err: { password: 'thrown as a plain object' } }, 'odd throw');
    const [entry, odd] = log.entries();
    expect(entry?.err).toEqual({ type: 'Error', message: 'duplicate key: underneath', stack: expect.stringContaining('caused by: Error: underneath'), code: '23505' });
    expect(odd?.err).toEqual({ type: 'object', message: 'non-Error value thrown' });
    expect(log.lines.join('')).not.toMatch(/900101|hunter2|plain object/);
  });
});

describe('the log: redaction by configuration', () => {
  it('redacts passwords, tokens, registration numbers, cookies and authorization at the top and in logged objects', () => {
    const log = captureLog();
    const secrets = {
      password: 'pw-top',
      rrn: RRN,
      body: { password: 'pw-body', newPassword: 'pw-new', currentPassword: 'pw-current', accessToken: 'at-1', refreshToken: 'rt-1', flowSecret: 'fs-1', phone: '010-2345-6789' },
      join: { name: '홍길동', rrn: RRN.replace('-', '') },
      user: { rrnMasked: '900101-1******', password_hash: 'scrypt$hash' },
      req: { method: 'POST', headers: { authorization: 'Bearer at-2', cookie: 'XSRF-TOKEN=xs-1', 'x-xsrf-token': 'xs-2', 'set-cookie': 'rt=rt-2', host: 'wfm.example.com' } },
      config: { databaseUrl: 'postgres://wfm:db-pw@db/wfm', staffApiToken: 'st-1', dataEncryptionKey: 'dk-1', jwtPrivateKeyPem: 'pem-1', port: 8080 },
      session: { verificationToken: 'vt-1', token: 'tk-1' },
    };
    log.logger.info(secrets, 'everything at once');
    const [line] = log.lines;
    for (const secret of ['pw-', 'at-', 'rt-', 'fs-', 'xs-', 'db-pw', 'st-1', 'dk-1', 'pem-1', 'vt-1', 'tk-1', 'scrypt$', '900101']) expect(line).not.toContain(secret);
    const [entry] = log.entries();
    expect(entry).toMatchObject({
      password: '[Redacted]',
      rrn: '[Redacted]',
      body: { password: '[Redacted]', accessToken: '[Redacted]', refreshToken: '[Redacted]', phone: '010-2345-6789' },
      join: { name: '홍길동', rrn: '[Redacted]' },
      req: { method: 'POST', headers: { authorization: '[Redacted]', cookie: '[Redacted]', 'set-cookie': '[Redacted]', host: 'wfm.example.com' } },
      config: { databaseUrl: '[Redacted]', port: 8080 },
    });
    // The objects logged are not changed.
    expect(secrets.body.password).toBe('pw-body');
  });

  it('adds the paths of LOG_REDACT_PATHS to the fixed ones', () => {
    const { logRedactPaths } = loadConfig({ LOG_REDACT_PATHS: ' iban , body.iban,req.headers["x-api-key"] ' });
    expect(logRedactPaths).toEqual(['iban', 'body.iban', 'req.headers["x-api-key"]']);
    const log = captureLog({ redactPaths: logRedactPaths });
    log.logger.info({ iban: 'KR-1', body: { iban: 'KR-2', password: 'pw' }, req: { headers: { 'x-api-key': 'key-1' } } }, 'with extra paths');
    expect(log.entries()[0]).toMatchObject({ iban: '[Redacted]', body: { iban: '[Redacted]', password: '[Redacted]' }, req: { headers: { 'x-api-key': '[Redacted]' } } });
    const plain = captureLog();
    plain.logger.info({ iban: 'KR-1' }, 'without');
    expect(plain.entries()[0]).toMatchObject({ iban: 'KR-1' });
  });

  it('has no path that starts with a wildcard (each would run on every field of every line)', () => {
    expect(REDACTED_PATHS.filter((path) => path.startsWith('*') || path.startsWith('[*]'))).toEqual([]);
  });
});
