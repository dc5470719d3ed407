/** The auth module's reads and writes of worker and admin accounts. */
import type { Db } from '../../db/database.ts';
import type { AdminRow, UserRow } from '../../db/schema.ts';

export async function userByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** A live (not cancelled) account, by id. */
export async function liveUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst();
}

/** A live account's ynConvertPassword, or undefined when it is gone. */
export async function passwordFlagOfLiveUser(db: Db, userId: string): Promise<{ yn_convert_password: 'Y' | 'N' } | undefined> {
  return db.selectFrom('users').select('yn_convert_password').where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst();
}

export async function selectAdminByPhoneAndNumber(db: Db, phone: string, employeeNumber: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('phone', '=', phone).where('employee_number', '=', employeeNumber).executeTakeFirst();
}

export async function selectAdminExists(db: Db, adminId: string): Promise<boolean> {
  return (await db.selectFrom('admins').select(['id']).where('id', '=', adminId).executeTakeFirst()) !== undefined;
}

export async function selectAdminById(db: Db, adminId: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', adminId).executeTakeFirst();
}
