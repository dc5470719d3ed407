/** The accounts module's reads and writes of users and their contracts' projects. */
import type { AppLanguage } from '#contract/account-contract.ts';
import type { WorkerProject } from '#contract/api-projects.ts';
import type { HomeProjectSetting } from '#contract/api-projects.ts';
import type { Db } from '../../db/database.ts';

export async function selectAccountPhone(db: Db, userId: string): Promise<{ phone: string | null } | undefined> {
  return db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
}

export async function setPassword(db: Db, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, yn_convert_password: 'Y' }).where('id', '=', userId).execute();
}

export async function updateLanguage(db: Db, userId: string, language: AppLanguage): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function updateAddress(db: Db, userId: string, address: string): Promise<void> {
  await db.updateTable('users').set({ address }).where('id', '=', userId).execute();
}

export async function updateHomeProject(db: Db, userId: string, projectCode: string): Promise<void> {
  await db.updateTable('users').set({ home_project_code: projectCode }).where('id', '=', userId).execute();
}

/** The projects of the worker's contracts, the home one marked. */
export async function selectWorkerProjects(db: Db, userId: string, homeCode: string | null): Promise<WorkerProject[]> {
  const rows = await db
    .selectFrom('employment_contracts')
    .innerJoin('projects', 'projects.code', 'employment_contracts.project_code')
    .innerJoin('customers', 'customers.code', 'projects.customer_code')
    .innerJoin('corporations', 'corporations.code', 'projects.corporation_code')
    .select([
      'customers.code as customerCode',
      'customers.name as customerName',
      'corporations.name as corporationName',
      'projects.code as projectCode',
      'projects.name as projectName',
      'projects.address as projectAddress',
    ])
    .where('employment_contracts.user_id', '=', userId)
    .distinct()
    .orderBy('customers.name')
    .orderBy('projects.name')
    .execute();
  return rows.map((row) => ({ ...row, home: row.projectCode === homeCode }));
}

/** The project with its customer and corporation. */
export async function selectHomeProjectSetting(db: Db, projectCode: string): Promise<HomeProjectSetting | undefined> {
  return db
    .selectFrom('projects')
    .innerJoin('customers', 'customers.code', 'projects.customer_code')
    .innerJoin('corporations', 'corporations.code', 'projects.corporation_code')
    .select([
      'customers.code as customerCode',
      'customers.name as customerName',
      'corporations.code as corporationCode',
      'corporations.name as corporationName',
      'projects.code as projectCode',
      'projects.name as projectName',
      'projects.address as projectAddress',
    ])
    .where('projects.code', '=', projectCode)
    .executeTakeFirst();
}
