/**
 * The WebAuthn relying party of a request (decision 063): the one origin a passkey may be used from
 * and the relying-party id its credentials are scoped to. Production configures them (PUBLIC_ORIGIN,
 * WEBAUTHN_RP_ID; server/config.ts refuses to start without the origin); on a laptop or in a test
 * they follow the host the request came to, so `npm run dev` and the e2e suite work as they are.
 */
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { RelyingParty } from '../modules/auth/passkeys.ts';
import { isHttps } from './app-context.ts';

/** What an authenticator shows beside the account. */
const RELYING_PARTY_NAME = 'WFM';

/** The app's origin: PUBLIC_ORIGIN, else the one the request came to (a laptop, a test). Links in texts start with it too. */
export function appOrigin(c: Context, config: Pick<ServerConfig, 'publicOrigin' | 'trustProxyHops'>): string {
  return config.publicOrigin ?? `${isHttps(c, config.trustProxyHops) ? 'https:' : 'http:'}//${new URL(c.req.url).host}`;
}

export function relyingParty(c: Context, config: Pick<ServerConfig, 'publicOrigin' | 'webauthnRpId' | 'trustProxyHops'>): RelyingParty {
  const origin = appOrigin(c, config);
  return { id: config.webauthnRpId ?? new URL(origin).hostname, origin, name: RELYING_PARTY_NAME };
}
