/**
 * A local SMS gateway for SMS_PROVIDER=webhook in tests: it keeps every text it takes and refuses with
 * 400 (no retry) the ones `refuse` picks, as a gateway refusing one message would.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizePhone } from '#contract/input-rules.ts';
import { deviceCookieOf, type TestApi } from './test-app.ts';

export interface SmsReceiver {
  url: string;
  texts: { to: string; text: string }[];
  server: Server;
}

export async function startSmsReceiver(refuse: (message: { to: string; text: string }) => boolean): Promise<SmsReceiver> {
  const texts: { to: string; text: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const message = JSON.parse(body) as { to: string; text: string };
      const refused = refuse(message);
      if (!refused) texts.push(message);
      response.writeHead(refused ? 400 : 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/sms`, texts, server };
}

/** The test app's configuration for the receiver: its url is set once it listens. */
export function webhookSmsConfig(): { smsProvider: 'webhook'; smsWebhook: { url: string; secret: string } } {
  return { smsProvider: 'webhook', smsWebhook: { url: '', secret: 'a-webhook-secret-of-enough-length' } };
}

/** The newest six-digit code the receiver took for `to` (digits). */
export function codeTakenBy(receiver: SmsReceiver, to: string): string {
  const text = receiver.texts.filter((message) => message.to === to).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

/** An admin's login where the texts go to the receiver: answers the access token. */
export async function adminLoginThrough(receiver: SmsReceiver, api: TestApi, admin: { phone: string; employeeNumber: string; corporationCode: string; siteCode: string }): Promise<string> {
  const verify = await api.post('/admin/auth/verify', { phone: admin.phone, employeeNumber: admin.employeeNumber });
  if (verify.status !== 200) throw new Error(`admin verify: ${String(verify.status)}`);
  const { codeToken } = (await verify.json()) as { codeToken: string };
  const verified = await api.post('/admin/auth/code', { codeToken, code: codeTakenBy(receiver, normalizePhone(admin.phone)) });
  if (verified.status !== 200) throw new Error(`admin code: ${String(verified.status)}`);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const login = await api.post('/admin/auth/login', { verificationToken, corporationCode: admin.corporationCode, siteCode: admin.siteCode }, { headers: { cookie: deviceCookieOf(verified) } });
  if (login.status !== 200) throw new Error(`admin login: ${String(login.status)}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}
