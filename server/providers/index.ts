/**
 * Chooses the providers by configuration (IDENTITY_PROVIDER, BANK_CERT_PROVIDER, SMS_PROVIDER), which
 * config.ts checked whole before anything opened. A real provider is one more entry here implementing
 * the interface of types.ts, configured by its own environment variables; nothing else in the server
 * changes (docs/identity-providers.md). `none` leaves the provider out: the calls that need it answer
 * VERIFICATION_NOT_OFFERED.
 */
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { DataCipher } from '../db/data-cipher.ts';
import type { Logger } from '../logger.ts';
import { createSandboxBankCertProvider, createSandboxIdentityProvider, createSandboxSeal, createSandboxSmsSender, type SandboxSeal } from './sandbox.ts';
import { createWebhookSmsSender } from './sms-webhook.ts';
import type { Providers, SmsSender } from './types.ts';

interface ProviderSetup {
  providers: Providers;
  /** Present when any sandbox provider is in use: the sandbox pages need it. */
  sandboxSeal: SandboxSeal | null;
}

/** A sandbox provider where the configuration does not allow it: config.ts refuses this first. */
function sandboxRefused(variable: string): Error {
  return new Error(`${variable}=sandbox needs SANDBOX_PROVIDERS=on (never in production)`);
}

export function createProviders(config: ServerConfig, db: Db, cipher: DataCipher, now: () => Date, logger: Logger): ProviderSetup {
  const { seal, openResult } = createSandboxSeal(cipher, now);
  const uses = [config.identityProvider, config.bankCertProvider, config.smsProvider];
  if (uses.includes('sandbox') && !config.sandboxProviders) throw sandboxRefused(['IDENTITY_PROVIDER', 'BANK_CERT_PROVIDER', 'SMS_PROVIDER'][uses.indexOf('sandbox')] ?? '');

  const identity = config.identityProvider === 'sandbox' ? createSandboxIdentityProvider(seal, openResult) : null;
  const bankCert = config.bankCertProvider === 'sandbox' ? createSandboxBankCertProvider(seal, openResult) : null;
  let sms: SmsSender;
  if (config.smsProvider === 'webhook') {
    if (!config.smsWebhook) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET');
    sms = createWebhookSmsSender({
      ...config.smsWebhook,
      now,
      onFailedTry: ({ attempt, status, error }) => {
        logger.warn({ attempt, status, err: error }, 'SMS webhook: a try failed');
      },
    });
  } else {
    sms = createSandboxSmsSender(db, now);
  }
  return { providers: { identity, bankCert, sms }, sandboxSeal: uses.includes('sandbox') ? seal : null };
}
