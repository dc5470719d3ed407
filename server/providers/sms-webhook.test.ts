import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error.ts';
import { createWebhookSmsSender, SMS_WEBHOOK_RETRY_DELAYS_MS, smsWebhookSignature } from './sms-webhook.ts';

const SECRET = 's'.repeat(40);
const NOW = new Date('2026-11-30T07:00:00Z');

interface Sent {
  url: string;
  headers: Headers;
  body: string;
}

/** A gateway answering each try from `answers` in turn (a status, or a thrown network error). */
function gateway(answers: (number | Error)[]) {
  const sent: Sent[] = [];
  const waits: number[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers), body: String(init?.body) });
    const answer = answers.shift() ?? 200;
    if (answer instanceof Error) throw answer;
    return new Response('{}', { status: answer });
  };
  const sender = createWebhookSmsSender({
    url: 'https://sms-relay.example.com/send',
    secret: SECRET,
    fetchImpl,
    now: () => NOW,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { sender, sent, waits };
}

describe('SMS_PROVIDER=webhook', () => {
  it('posts the number and text as JSON, signed over the timestamp and the exact body', async () => {
    const { sender, sent } = gateway([200]);
    await sender.send('01012345678', '[WFM] 인증번호 123456');
    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.url).toBe('https://sms-relay.example.com/send');
    const body = JSON.parse(request.body) as { id: string; to: string; text: string };
    expect(body).toMatchObject({ to: '01012345678', text: '[WFM] 인증번호 123456' });
    expect(request.headers.get('idempotency-key')).toBe(body.id);
    const timestamp = request.headers.get('x-wfm-timestamp') ?? '';
    expect(timestamp).toBe(String(NOW.getTime() / 1000));
    expect(request.headers.get('x-wfm-signature')).toBe(smsWebhookSignature(SECRET, timestamp, request.body));
    // Another secret, or the body changed by a byte, does not match.
    expect(smsWebhookSignature('t'.repeat(40), timestamp, request.body)).not.toBe(request.headers.get('x-wfm-signature'));
    expect(smsWebhookSignature(SECRET, timestamp, request.body.replace('123456', '123457'))).not.toBe(request.headers.get('x-wfm-signature'));
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('tries again after a network failure, a 429 or a 5xx, with backoff, as the same message', async () => {
    const { sender, sent, waits } = gateway([new TypeError('fetch failed'), 503, 200]);
    await sender.send('01012345678', 'hello');
    expect(sent).toHaveLength(3);
    expect(waits).toEqual([...SMS_WEBHOOK_RETRY_DELAYS_MS]);
    const ids = sent.map((request) => request.headers.get('idempotency-key'));
    expect(new Set(ids).size).toBe(1);
  });

  it('gives up after three tries with SMS_NOT_SENT, never a silent success', async () => {
    const { sender, sent } = gateway([500, 429, 502]);
    const failure = await sender.send('01012345678', 'hello').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe('SMS_NOT_SENT');
    expect(sent).toHaveLength(3);
  });

  it('does not try again when the gateway refuses the message itself (400, 401)', async () => {
    for (const status of [400, 401]) {
      const { sender, sent, waits } = gateway([status, 200]);
      await expect(sender.send('01012345678', 'hello')).rejects.toMatchObject({ code: 'SMS_NOT_SENT' });
      expect(sent).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });
});
