/**
 * The interfaces a real identity provider, bank-certificate provider or SMS sender implements to
 * plug into the server (docs/identity-providers.md). The server never trusts identity data that
 * came through the browser: it only accepts what a provider's `openReturn` authenticated (decrypted
 * and checked, or fetched server to server), matched to a request number it issued itself.
 */
import type { IdentityService } from '#contract/account-contract.ts';
import type { ProviderStart } from '#contract/api-identity.ts';
import type { Gender, Nationality } from '#contract/identity-rules.ts';

/** A person as a provider verified them. */
export interface VerifiedIdentity {
  name: string;
  /** yyyy-mm-dd */
  birthDate: string;
  gender: Gender;
  nationality: Nationality;
  /** Digits (01012345678); empty for the real-name check, which verifies no phone. */
  phone: string;
  /** Connecting information (연계정보): the same for one person at every provider. */
  ci: string;
  /** Duplicate-join information (중복가입확인정보): per site. */
  di: string;
}

/**
 * Why a provider said no. NICE result codes (docs/identity-providers.md): 0001 mismatch, 0031 notFound, 0040
 * carrierBlocked, 0050 theftBlocked (명의도용 차단), 0052 misuseBlocked, 9097 codeFailed (three wrong
 * codes); the person leaving the provider's page is `cancelled`; anything else `failed`.
 */
export const PROVIDER_FAILURES = ['mismatch', 'notFound', 'carrierBlocked', 'theftBlocked', 'misuseBlocked', 'codeFailed', 'cancelled', 'failed'] as const;
export type ProviderFailure = (typeof PROVIDER_FAILURES)[number];

export type ProviderResult = { ok: true; identity: VerifiedIdentity } | { ok: false; failure: ProviderFailure };

export interface ProviderReturn {
  /** The request number the server sent in `start` (our provider_requests.id). */
  requestId: string;
  result: ProviderResult;
}

/** Thrown by openReturn when what came back is not authentic (altered, another key, expired). */
export class ProviderReturnError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderReturnError';
  }
}

/** The real-name check for the realName service: what the person typed, sent encrypted to the provider. */
export interface RealNameInput {
  name: string;
  /** 13 digits */
  rrn: string;
}

/** NICE-style verification: real-name check and phone verification. */
export interface IdentityProvider {
  readonly name: string;
  /**
   * What the browser must submit to the provider's page. `returnUrl` is where the provider sends the
   * browser back (our /v1/mobile/wfm/providers/nice/return); `requestId` must come back with the result.
   */
  start(request: { requestId: string; service: IdentityService; returnUrl: string; realName?: RealNameInput }): Promise<ProviderStart>;
  /** Authenticates and opens what the provider sent back (query or form fields). */
  openReturn(fields: Record<string, string>): Promise<ProviderReturn>;
}

/** KB-style bank-certificate login through an aggregator. */
export interface BankCertProvider {
  readonly name: string;
  start(request: { requestId: string; returnUrl: string }): Promise<ProviderStart>;
  /** May fetch the person's data from the aggregator with the transaction id it was given. */
  openReturn(fields: Record<string, string>): Promise<ProviderReturn>;
}

export interface SmsSender {
  readonly name: string;
  /** `to`: digits (01012345678). Resolves once the provider accepted the message; else SMS_NOT_SENT. */
  send(to: string, text: string): Promise<void>;
}

/** null: not configured (`none`); the calls that need it answer VERIFICATION_NOT_OFFERED. */
export interface Providers {
  identity: IdentityProvider | null;
  bankCert: BankCertProvider | null;
  sms: SmsSender;
}
