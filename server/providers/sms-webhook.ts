/**
 * SMS_PROVIDER=webhook: a text message is POSTed as JSON to SMS_WEBHOOK_URL, for a gateway or a small
 * relay in front of one (docs/identity-providers.md says what the receiver checks).
 *
 * - Body: `{ "id": "<uuid>", "to": "01012345678", "text": "…" }`. `id` is the message's, the same on
 *   every try, and is sent again as `Idempotency-Key`: a receiver that took a message whose answer was
 *   lost sends it once.
 * - Signed: `X-WFM-Timestamp` (Unix seconds) and `X-WFM-Signature: v1=<hex>`, the HMAC-SHA256 with
 *   SMS_WEBHOOK_SECRET of `<timestamp>.<body>`. The receiver recomputes it over the raw body, compares
 *   in constant time and refuses a timestamp more than 5 minutes off, so a captured request cannot be
 *   sent again later or altered.
 * - Retried: a network failure, a time-out, 408, 429 or 5xx is tried again after 0.5 s and 2 s (three
 *   tries in all); any other answer is final. A message that was not taken throws SMS_NOT_SENT, which
 *   the person is told as "could not send, try again": never a silent success.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { DomainError } from '../domain-error.ts';
import type { SmsSender } from './types.ts';

/** The waits before the second and third tries. */
export const SMS_WEBHOOK_RETRY_DELAYS_MS = [500, 2000] as const;
/** How long one try may take. */
const TRY_TIMEOUT_MS = 5000;

export function smsNotSent(): DomainError {
  return new DomainError('SMS_NOT_SENT', 'The text message could not be sent; try again.');
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function smsWebhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

function worthRetrying(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export interface SmsWebhookOptions {
  url: string;
  secret: string;
  fetchImpl?: typeof fetch;
  /** Waits between tries (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** Told of each failed try (status or error), never of the message's text or number. */
  onFailedTry?: (failure: { attempt: number; status?: number; error?: unknown }) => void;
}

export function createWebhookSmsSender(options: SmsWebhookOptions): SmsSender {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  return {
    name: 'webhook',
    async send(to, text) {
      const id = randomUUID();
      const body = JSON.stringify({ id, to, text });
      for (let attempt = 1; ; attempt += 1) {
        const timestamp = String(Math.floor(now().getTime() / 1000));
        let retry: boolean;
        try {
          const answer = await fetchImpl(options.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': id,
              'x-wfm-timestamp': timestamp,
              'x-wfm-signature': smsWebhookSignature(options.secret, timestamp, body),
            },
            body,
            redirect: 'error',
            signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
          });
          await answer.body?.cancel();
          if (answer.ok) return;
          options.onFailedTry?.({ attempt, status: answer.status });
          retry = worthRetrying(answer.status);
        } catch (error) {
          options.onFailedTry?.({ attempt, error });
          retry = true;
        }
        const delay = SMS_WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
        if (!retry || delay === undefined) throw smsNotSent();
        await sleep(delay);
      }
    },
  };
}
