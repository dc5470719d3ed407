/**
 * The sandbox providers the server hosts itself (SANDBOX_PROVIDERS): a NICE-style identity provider,
 * a KB-style bank certificate and an SMS sender with an outbox. They behave like the real services
 * at the seams the app sees: the browser is sent to a provider page (server/providers/sandbox-pages.ts)
 * with a sealed request, the page sends it back to our return URL with a sealed result, and the
 * server opens that result exactly as it would a real provider's (types.ts).
 *
 * Requests and results are sealed with a key derived from the data key (AES-256-GCM), standing in
 * for the secret a real provider shares with its customer; a result the browser altered, or one for
 * a request we never made, does not open. The sandbox's CI is an HMAC of the person's name, birth
 * date, gender and nationality, so the NICE and KB sandboxes agree on who a person is (a real CI is
 * derived from the registration number by the provider).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { IdentityService } from '#contract/account-contract.ts';
import type { ProviderStart } from '#contract/api-identity.ts';
import { normalizeName, type Gender, type Nationality } from '#contract/identity-rules.ts';
import type { Db } from '../db/database.ts';
import type { DataCipher } from '../db/data-cipher.ts';
import {
  PROVIDER_FAILURES,
  ProviderReturnError,
  type BankCertProvider,
  type IdentityProvider,
  type ProviderFailure,
  type ProviderResult,
  type ProviderReturn,
  type RealNameInput,
  type SmsSender,
  type VerifiedIdentity,
} from './types.ts';

/** Where the sandbox pages live (sandbox-pages.ts). */
const SANDBOX_PREFIX = '/sandbox';
/** A sandbox request or result is good for 15 minutes, like a provider's session. */
const SEAL_LIFETIME_MS = 15 * 60 * 1000;

/** NICE result codes (docs/identity-providers.md) and the sandbox's names for them. */
const NICE_CODES: Record<'success' | ProviderFailure, string> = {
  success: '0000',
  mismatch: '0001',
  notFound: '0031',
  carrierBlocked: '0040',
  theftBlocked: '0050',
  misuseBlocked: '0052',
  codeFailed: '9097',
  cancelled: 'CANCEL',
  failed: '9999',
};

export interface SandboxRequest {
  requestId: string;
  provider: 'nice' | 'kb';
  service: IdentityService | 'bankCert';
  returnUrl: string;
  realName?: RealNameInput;
  exp: number;
}

interface SandboxResult {
  requestId: string;
  code: string;
  identity?: VerifiedIdentity;
  exp: number;
}

export function sandboxCi(identity: { name: string; birthDate: string; gender: Gender; nationality: Nationality }): string {
  const text = [normalizeName(identity.name), identity.birthDate, identity.gender, identity.nationality].join('|');
  return createHmac('sha512', 'wfm-sandbox-ci').update(text).digest('base64');
}

export function sandboxDi(ci: string): string {
  return createHmac('sha256', 'wfm-sandbox-di').update(ci).digest('base64');
}

/** The sealing the sandbox provider and its pages share. */
export interface SandboxSeal {
  sealRequest(request: Omit<SandboxRequest, 'exp'>): string;
  openRequest(sealed: string): SandboxRequest | null;
  sealResult(requestId: string, outcome: 'success' | ProviderFailure, identity?: VerifiedIdentity): string;
}

export function createSandboxSeal(cipher: DataCipher, now: () => Date): { seal: SandboxSeal; openResult: (sealed: string) => ProviderReturn } {
  const key = cipher.derive('wfm sandbox provider');
  const codeToOutcome = new Map(Object.entries(NICE_CODES).map(([outcome, code]) => [code, outcome]));

  function open<T extends { exp: number }>(sealed: string, purpose: 'sandbox.request' | 'sandbox.result'): T {
    let value: T;
    try {
      value = JSON.parse(key.open(sealed, purpose)) as T;
    } catch {
      throw new ProviderReturnError('the sealed value does not open');
    }
    if (typeof value.exp !== 'number' || value.exp < now().getTime()) throw new ProviderReturnError('the sealed value has expired');
    return value;
  }

  const seal: SandboxSeal = {
    sealRequest: (request) => key.seal(JSON.stringify({ ...request, exp: now().getTime() + SEAL_LIFETIME_MS }), 'sandbox.request'),
    openRequest(sealed) {
      try {
        return open<SandboxRequest>(sealed, 'sandbox.request');
      } catch {
        return null;
      }
    },
    sealResult(requestId, outcome, identity) {
      const result: SandboxResult = { requestId, code: NICE_CODES[outcome], exp: now().getTime() + SEAL_LIFETIME_MS };
      if (outcome === 'success' && identity) result.identity = identity;
      return key.seal(JSON.stringify(result), 'sandbox.result');
    },
  };

  function openResult(sealed: string): ProviderReturn {
    const value = open<SandboxResult>(sealed, 'sandbox.result');
    const outcome = codeToOutcome.get(value.code);
    let result: ProviderResult;
    if (outcome === 'success' && value.identity) result = { ok: true, identity: value.identity };
    else result = { ok: false, failure: PROVIDER_FAILURES.find((failure) => failure === outcome) ?? 'failed' };
    return { requestId: value.requestId, result };
  }

  return { seal, openResult };
}

function postTo(action: string, fields: Record<string, string>): ProviderStart {
  return { action, method: 'POST', fields };
}

export function createSandboxIdentityProvider(seal: SandboxSeal, openResult: (sealed: string) => ProviderReturn): IdentityProvider {
  return {
    name: 'sandbox',
    start: ({ requestId, service, returnUrl, realName }) =>
      Promise.resolve(postTo(`${SANDBOX_PREFIX}/nice`, { request: seal.sealRequest({ requestId, provider: 'nice', service, returnUrl, ...(realName ? { realName } : {}) }) })),
    openReturn(fields) {
      const data = fields.EncodeData;
      if (!data) return Promise.reject(new ProviderReturnError('no EncodeData'));
      return Promise.resolve().then(() => openResult(data));
    },
  };
}

export function createSandboxBankCertProvider(seal: SandboxSeal, openResult: (sealed: string) => ProviderReturn): BankCertProvider {
  return {
    name: 'sandbox',
    start: ({ requestId, returnUrl }) =>
      Promise.resolve(postTo(`${SANDBOX_PREFIX}/kb`, { request: seal.sealRequest({ requestId, provider: 'kb', service: 'bankCert', returnUrl }) })),
    openReturn(fields) {
      const tx = fields.txId;
      if (!tx) return Promise.reject(new ProviderReturnError('no txId'));
      return Promise.resolve().then(() => openResult(tx));
    },
  };
}

/** Messages are kept for a day in sms_outbox and shown at /sandbox/sms. */
const SMS_OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

export function createSandboxSmsSender(db: Db, now: () => Date): SmsSender {
  return {
    name: 'sandbox',
    async send(to, text) {
      await db.insertInto('sms_outbox').values({ id: randomUUID(), phone: to, body: text, created_at: now() }).execute();
    },
  };
}

export async function pruneSmsOutbox(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sms_outbox').where('created_at', '<', new Date(now.getTime() - SMS_OUTBOX_KEEP_MS)).execute();
}
