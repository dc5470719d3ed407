/** Whether a worker has a contract (any: ended too) at a site: what recording the gate's checks about them there needs. */
import type { Db } from '../../db/database.ts';

export async function employedAt(db: Db, siteCode: string, userId: string): Promise<boolean> {
  const contract = await db.selectFrom('employment_contracts').select('id').where('user_id', '=', userId).where('project_code', '=', siteCode).executeTakeFirst();
  return contract !== undefined;
}
