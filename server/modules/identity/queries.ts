/** The identity module's reads beyond its flows: the account a verified person (CI) holds. */
import type { Db } from '../../db/database.ts';

/** The live account a verified identity (CI) belongs to. */
export async function accountByCi(db: Db, ci: string): Promise<{ id: string; yn_convert_password: 'Y' | 'N' } | undefined> {
  return db.selectFrom('users').select(['id', 'yn_convert_password']).where('ci', '=', ci).where('cancelled_at', 'is', null).executeTakeFirst();
}
