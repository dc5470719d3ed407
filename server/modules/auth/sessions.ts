/**
 * Sessions: an access token plus a refresh token whose state (family, used, revoked, expiry) is a
 * row of refresh_tokens. Every reissue rotates: the presented refresh token is marked used and a
 * new one of the same family is issued. Presenting a used token again means it was copied, so the
 * whole family is revoked; the thief and the owner both have to log in again.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { RefreshTokenRow, SubjectKind } from '../../db/schema.ts';

export type { SubjectKind };
import type { Role, TokenClaims, TokenSigner } from './tokens.ts';

export interface SessionSubject {
  kind: SubjectKind;
  id: string;
  /** Admins: the corporation-site the session was opened for. */
  corporationCode: string | null;
  siteCode: string | null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type RotateResult =
  | { ok: true; subject: SessionSubject; familyId: string; tokens: TokenPair }
  | { ok: false; code: 'INVALID_REFRESH_TOKEN' | 'REFRESH_TOKEN_REUSED' };

export interface SessionService {
  start(subject: SessionSubject): Promise<TokenPair>;
  rotate(refreshToken: string, kind: SubjectKind): Promise<RotateResult>;
  /** The subject of a live (unused, unrevoked, unexpired) refresh token of that kind, else null. */
  liveSubject(refreshToken: string, kind: SubjectKind): Promise<SessionSubject | null>;
  /** Revokes the family of a correctly signed refresh token of that kind and answers it; quietly ignores anything else (null). */
  logout(refreshToken: string, kind: SubjectKind): Promise<string | null>;
  revokeFamily(familyId: string): Promise<void>;
}

interface SessionServiceOptions {
  db: Db;
  signer: TokenSigner;
  now: () => Date;
  accessTokenTtlSeconds: number;
  /** By kind: a worker's session lives longer from its last use than an admin's (config.ts). */
  refreshTokenTtlSeconds: Readonly<Record<SubjectKind, number>>;
}

function subjectOf(row: RefreshTokenRow): SessionSubject {
  return { kind: row.subject_kind, id: row.subject_id, corporationCode: row.corporation_code, siteCode: row.site_code };
}

function claimsOf(subject: SessionSubject): TokenClaims {
  const claims: TokenClaims = { sub: subject.id, role: subject.kind satisfies Role };
  if (subject.corporationCode !== null) claims.corporationCode = subject.corporationCode;
  if (subject.siteCode !== null) claims.siteCode = subject.siteCode;
  return claims;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { db, signer, now } = options;

  /** Signs the pair first (no database work inside a transaction waits on key loading). */
  async function signPair(subject: SessionSubject, familyId: string, jti: string): Promise<TokenPair> {
    const claims = claimsOf(subject);
    const [accessToken, refreshToken] = await Promise.all([
      signer.sign('access', { ...claims, fam: familyId }, options.accessTokenTtlSeconds),
      signer.sign('refresh', { ...claims, fam: familyId }, options.refreshTokenTtlSeconds[subject.kind], jti),
    ]);
    return { accessToken, refreshToken };
  }

  function newRow(subject: SessionSubject, familyId: string, jti: string, issuedAt: Date) {
    return {
      jti,
      family_id: familyId,
      subject_kind: subject.kind,
      subject_id: subject.id,
      corporation_code: subject.corporationCode,
      site_code: subject.siteCode,
      issued_at: issuedAt,
      expires_at: new Date(issuedAt.getTime() + options.refreshTokenTtlSeconds[subject.kind] * 1000),
    };
  }

  /** The row of a correctly signed refresh token of that kind whose claims agree with it. */
  async function rowOf(refreshToken: string, kind: SubjectKind, allowExpired = false): Promise<RefreshTokenRow | null> {
    const verified = await signer.verify(refreshToken, 'refresh', { allowExpired });
    if (!verified.ok) return null;
    const { token } = verified;
    if (token.role !== kind || token.jti === undefined || !UUID.test(token.jti)) return null;
    const row = await db.selectFrom('refresh_tokens').selectAll().where('jti', '=', token.jti).executeTakeFirst();
    if (!row) return null;
    return row.subject_kind === kind && row.subject_id === token.sub && row.family_id === token.fam ? row : null;
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    async start(subject) {
      const familyId = randomUUID();
      const jti = randomUUID();
      const tokens = await signPair(subject, familyId, jti);
      await db.insertInto('refresh_tokens').values(newRow(subject, familyId, jti, now())).execute();
      return tokens;
    },

    async rotate(refreshToken, kind) {
      const row = await rowOf(refreshToken, kind);
      if (!row) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
      const subject = subjectOf(row);
      const at = now();
      const nextJti = randomUUID();
      const tokens = await signPair(subject, row.family_id, nextJti);
      const rotated = await db.transaction().execute(async (trx) => {
        // The conditional update is the single point of truth: of two concurrent reissues with the
        // same token, only one sees a row come back.
        const claimed = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: at })
          .where('jti', '=', row.jti)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', at)
          .returning('jti')
          .executeTakeFirst();
        if (!claimed) return false;
        await trx.insertInto('refresh_tokens').values(newRow(subject, row.family_id, nextJti, at)).execute();
        return true;
      });
      if (rotated) return { ok: true, subject, familyId: row.family_id, tokens };

      const current = await db.selectFrom('refresh_tokens').selectAll().where('jti', '=', row.jti).executeTakeFirst();
      if (!current) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
      if (current.used_at !== null && current.revoked_at === null) {
        await revokeFamily(current.family_id);
        return { ok: false, code: 'REFRESH_TOKEN_REUSED' };
      }
      // A used token of an already revoked family is still a replay; say so, there is nothing left to revoke.
      if (current.used_at !== null) return { ok: false, code: 'REFRESH_TOKEN_REUSED' };
      return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
    },

    async liveSubject(refreshToken, kind) {
      const row = await rowOf(refreshToken, kind);
      if (!row) return null;
      const live = row.used_at === null && row.revoked_at === null && row.expires_at > now();
      return live ? subjectOf(row) : null;
    },

    async logout(refreshToken, kind) {
      // An expired token still names its family, whose newer tokens may be alive.
      const row = await rowOf(refreshToken, kind, true);
      if (!row) return null;
      await revokeFamily(row.family_id);
      return row.family_id;
    },

    revokeFamily,
  };
}

/** Deletes refresh-token rows past their expiry: an expired token fails its JWT check before any lookup. */
export async function pruneRefreshTokens(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
}

/**
 * Whether a session (a refresh family) is still on: not revoked (logout, a password or phone
 * change, a cancelled account, a replayed refresh token) and not expired. Every call with an access
 * token asks (http/bearer-auth.ts), so an ended session's access tokens stop at once, not in 15 minutes.
 */
export async function sessionActive(db: Db, session: { familyId: string; kind: SubjectKind; subjectId: string }, now: Date): Promise<boolean> {
  // The session must be the token's subject's own (issue 31): a token naming another person's session is refused.
  const row = await db
    .selectFrom('refresh_tokens')
    .select('jti')
    .where('family_id', '=', session.familyId)
    .where('subject_kind', '=', session.kind)
    .where('subject_id', '=', session.subjectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
