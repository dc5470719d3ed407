/**
 * The admin login audit trail: one admin_login_audit row per attempt at each step of the admin
 * login (verify, the one-time code or the passkey, then the site choice), successful or not, and each
 * passkey an admin adds or removes, so a site operator can answer "who logged in where, from which
 * address, and who kept trying".
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { AdminLoginStage } from '../../db/schema.ts';

export const AUDIT_SUCCESS = 'SUCCESS';
const USER_AGENT_MAX = 512;
const TRIED_MAX = 64;

export interface AdminLoginAttempt {
  stage: AdminLoginStage;
  /** AUDIT_SUCCESS or the error code answered. */
  outcome: string;
  adminId?: string | null;
  phoneTried?: string | null;
  employeeNumberTried?: string | null;
  corporationCode?: string | null;
  siteCode?: string | null;
  clientAddress: string;
  userAgent?: string | null | undefined;
}

function clip(value: string | null | undefined, max: number): string | null {
  return value === null || value === undefined ? null : value.slice(0, max);
}

export async function recordAdminLoginAttempt(db: Db, attempt: AdminLoginAttempt, at: Date): Promise<void> {
  await db
    .insertInto('admin_login_audit')
    .values({
      id: randomUUID(),
      at,
      stage: attempt.stage,
      outcome: attempt.outcome,
      admin_id: attempt.adminId ?? null,
      phone_tried: clip(attempt.phoneTried, TRIED_MAX),
      employee_number_tried: clip(attempt.employeeNumberTried, TRIED_MAX),
      corporation_code: clip(attempt.corporationCode, TRIED_MAX),
      site_code: clip(attempt.siteCode, TRIED_MAX),
      client_address: attempt.clientAddress,
      user_agent: clip(attempt.userAgent, USER_AGENT_MAX),
    })
    .execute();
}
