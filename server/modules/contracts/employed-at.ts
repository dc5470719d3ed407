/** Whether a worker has a contract (any: ended too) at a site: what recording the gate's checks about them there needs. */
import type { Db } from '../../db/database.ts';
import type { AdminAuth } from '../../deps.ts';

export async function employedAt(db: Db, siteCode: string, userId: string): Promise<boolean> {
  const contract = await db.selectFrom('employment_contracts').select('id').where('user_id', '=', userId).where('project_code', '=', siteCode).executeTakeFirst();
  return contract !== undefined;
}

/**
 * Whether the admin acts as the person's site office: the admin registered them (decision 079), or
 * they have a contract at the admin's site. Sending the text again and changing the number (decision
 * 082) need it.
 */
export async function siteOfficeOf(db: Db, auth: AdminAuth, person: { id: string; registered_by: string | null }): Promise<boolean> {
  return person.registered_by === auth.admin.id || employedAt(db, auth.site.siteCode, person.id);
}
