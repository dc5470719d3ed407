/**
 * Trusted devices (decision 061): after a successful login the browser gets a signed, httpOnly
 * cookie naming the account and a device id. A later login attempt that carries it for the same
 * account is throttled on the device's own key, so failures anyone else causes on that account or
 * address never slow the owner down. The cookie grants nothing else: it is no credential, and a
 * forged, expired or other account's cookie is simply ignored.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { API_PREFIX } from '#contract/api-contract.ts';
import { isHttps } from './app-context.ts';
import type { Role, TokenSigner } from '../modules/auth/tokens.ts';

/** How long a device stays trusted without a login; every successful login renews it. */
const TRUSTED_DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;

export interface TrustedDevice {
  deviceId: string;
  accountId: string;
}

function cookieName(role: Role): string {
  return role === 'admin' ? 'wfm-device-admin' : 'wfm-device';
}

/** The trusted device this request comes from, for an account of `role`, if its cookie is genuine. */
export async function trustedDevice(c: Context, signer: TokenSigner, role: Role): Promise<TrustedDevice | null> {
  const cookie = getCookie(c, cookieName(role));
  if (!cookie) return null;
  const verified = await signer.verify(cookie, 'device');
  if (!verified.ok || verified.token.role !== role || !verified.token.jti) return null;
  return { deviceId: verified.token.jti, accountId: verified.token.sub };
}

/** Leaves (or renews) the cookie after a successful login of `accountId`; keeps the device id when it had one. Answers the device id. */
export async function trustDevice(c: Context, deps: { signer: TokenSigner; trustProxyHops: number }, role: Role, accountId: string, known: TrustedDevice | null): Promise<string> {
  const deviceId = known?.accountId === accountId ? known.deviceId : randomUUID();
  const token = await deps.signer.sign('device', { sub: accountId, role }, TRUSTED_DEVICE_TTL_SECONDS, deviceId);
  setCookie(c, cookieName(role), token, {
    path: `${API_PREFIX}/`,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c, deps.trustProxyHops),
    maxAge: TRUSTED_DEVICE_TTL_SECONDS,
  });
  return deviceId;
}

/** The device of this account, or null when the cookie is for another account (or there is none). */
export function deviceOf(device: TrustedDevice | null, accountId: string | undefined): TrustedDevice | null {
  return device && accountId !== undefined && device.accountId === accountId ? device : null;
}
