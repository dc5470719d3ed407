/**
 * The JWTs the API issues and accepts, told apart by the `typ` claim so one can never stand in for
 * another: `access` (bearer for data calls), `refresh` (reissue; its state lives in refresh_tokens),
 * `admin-code` (the admin login's step between the numbers and the one-time code; its jti is the
 * code's row), `admin-verify` (between the code and the site choice), `passkey` (a passkey challenge of the
 * admin login or of a registration; its jti is the challenge's row, passkeys.ts) and `device`
 * (the trusted device cookie, trusted-devices.ts).
 * Verification pins the algorithm, issuer, audience and a 30 s clock leeway.
 */
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { JWT_ALGORITHM, type KeyStore } from './signing-keys.ts';

export const ISSUER = 'wfm-api';
export const AUDIENCE = 'wfm-pwa';
export const CLOCK_TOLERANCE_SECONDS = 30;
export const ADMIN_VERIFY_TTL_SECONDS = 5 * 60;
/** A one-time code, and the token that carries its id, last 5 minutes. */
export const ADMIN_CODE_TTL_SECONDS = 5 * 60;
/** A passkey challenge, and the token that names it, last 5 minutes. */
export const PASSKEY_TTL_SECONDS = 5 * 60;

type TokenType = 'access' | 'refresh' | 'admin-code' | 'admin-verify' | 'passkey' | 'device';
export type Role = 'user' | 'admin';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** Admin access tokens: the corporation-site chosen at login. */
  corporationCode?: string;
  siteCode?: string;
  /** The session: the refresh tokens' rotation family (access tokens carry it too, so logout ends them at once). */
  fam?: string;
  /** The admin's verification token: the trusted device (its cookie) that verified; only it may log in with the token (issue 31). */
  dev?: string;
}

export interface VerifiedToken extends TokenClaims {
  jti: string | undefined;
  exp: number;
  /** True only when verification was asked to accept an expired token and it had expired. */
  expired: boolean;
}

type VerifyResult = { ok: true; token: VerifiedToken } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenSigner {
  sign(typ: TokenType, claims: TokenClaims, ttlSeconds: number, jti?: string): Promise<string>;
  verify(token: string, typ: TokenType, options?: { allowExpired?: boolean }): Promise<VerifyResult>;
}

function readClaims(payload: JWTPayload, typ: TokenType): Omit<VerifiedToken, 'expired'> | null {
  const { sub, role, corporationCode, siteCode, fam, dev, jti, exp } = payload as Record<string, unknown>;
  if (payload.typ !== typ || typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (role !== 'user' && role !== 'admin') return null;
  const claims: Omit<VerifiedToken, 'expired'> = { sub, role, exp, jti: typeof jti === 'string' ? jti : undefined };
  if (typeof corporationCode === 'string') claims.corporationCode = corporationCode;
  if (typeof siteCode === 'string') claims.siteCode = siteCode;
  if (typeof fam === 'string') claims.fam = fam;
  if (typeof dev === 'string') claims.dev = dev;
  return claims;
}

export function createTokenSigner(keys: KeyStore, now: () => Date): TokenSigner {
  return {
    async sign(typ, claims, ttlSeconds, jti = randomUUID()) {
      const { kid, privateKey } = await keys.signingKey();
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...claims, typ })
        .setProtectedHeader({ alg: JWT_ALGORITHM, kid })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(jti)
        .sign(privateKey);
    },

    async verify(token, typ, options = {}) {
      let payload: JWTPayload;
      let expired = false;
      try {
        ({ payload } = await jwtVerify(token, async (header) => {
          const key = await keys.verificationKey(header.kid);
          if (!key) throw new joseErrors.JWKSNoMatchingKey();
          return key;
        }, {
          algorithms: [JWT_ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        // jose checks signature, issuer and audience before expiry, so an expired token's payload
        // is otherwise authentic.
        if (!(error instanceof joseErrors.JWTExpired)) return { ok: false, reason: 'invalid' };
        if (!options.allowExpired) return readClaims(error.payload, typ) ? { ok: false, reason: 'expired' } : { ok: false, reason: 'invalid' };
        payload = error.payload;
        expired = true;
      }
      const claims = readClaims(payload, typ);
      return claims ? { ok: true, token: { ...claims, expired } } : { ok: false, reason: 'invalid' };
    },
  };
}
