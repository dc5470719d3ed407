/**
 * Chooses the providers by configuration (IDENTITY_PROVIDER, BANK_CERT_PROVIDER, SMS_PROVIDER).
 * A real provider is one more entry here implementing the interface of types.ts, configured by its
 * own environment variables; nothing else in the server changes (docs/identity-providers.md).
 */
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { DataCipher } from '../db/data-cipher.ts';
import { createSandboxBankCertProvider, createSandboxIdentityProvider, createSandboxSeal, createSandboxSmsSender, type SandboxSeal } from './sandbox.ts';
import type { Providers, SmsSender } from './types.ts';

/**
 * SMS_PROVIDER=webhook: POSTs `{ "to": "01012345678", "text": "…" }` as JSON to SMS_WEBHOOK_URL with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN`, for a gateway (or a small relay in front of one) that
 * takes a message that way. A non-2xx answer is a failed send.
 */
function createWebhookSmsSender(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'webhook',
    async send(to, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify({ to, text }), signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

function sandboxAllowed(config: ServerConfig, variable: string): void {
  if (!config.sandboxProviders) {
    throw new Error(`${variable}=sandbox needs SANDBOX_PROVIDERS=on (it is off by default in production); configure a real provider instead`);
  }
}

interface ProviderSetup {
  providers: Providers;
  /** Present when any sandbox provider is in use: the sandbox pages need it. */
  sandboxSeal: SandboxSeal | null;
}

export function createProviders(config: ServerConfig, db: Db, cipher: DataCipher, now: () => Date): ProviderSetup {
  const { seal, openResult } = createSandboxSeal(cipher, now);
  let usesSandbox = false;

  if (config.identityProvider !== 'sandbox') throw new Error(`IDENTITY_PROVIDER=${config.identityProvider} is not available (see docs/identity-providers.md)`);
  sandboxAllowed(config, 'IDENTITY_PROVIDER');
  const identity = createSandboxIdentityProvider(seal, openResult);
  usesSandbox = true;

  if (config.bankCertProvider !== 'sandbox') throw new Error(`BANK_CERT_PROVIDER=${config.bankCertProvider} is not available (see docs/identity-providers.md)`);
  sandboxAllowed(config, 'BANK_CERT_PROVIDER');
  const bankCert = createSandboxBankCertProvider(seal, openResult);

  let sms: SmsSender;
  if (config.smsProvider === 'webhook') {
    if (!config.smsWebhookUrl) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
    sms = createWebhookSmsSender(config.smsWebhookUrl, config.smsWebhookToken);
  } else if (config.smsProvider === 'sandbox') {
    sandboxAllowed(config, 'SMS_PROVIDER');
    sms = createSandboxSmsSender(db, now);
    usesSandbox = true;
  } else {
    throw new Error(`SMS_PROVIDER=${config.smsProvider} is not available (sandbox or webhook)`);
  }

  return { providers: { identity, bankCert, sms }, sandboxSeal: usesSandbox ? seal : null };
}
