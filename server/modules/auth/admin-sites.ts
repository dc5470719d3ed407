/**
 * Which corporation-sites an admin may log in to: the projects assigned in admin_sites, each named
 * with its corporation. A corporation-site is a project under its corporation.
 */
import type { CorporationSite } from '#contract/api-auth.ts';
import type { OfficeChoice } from '#contract/api-auth.ts';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/schema.ts';
import { selectAdminById, selectAdminByPhoneAndNumber, selectAdminExists } from './queries.ts';

function adminSites(db: Db, adminId: string) {
  return db
    .selectFrom('admin_sites')
    .innerJoin('projects', 'projects.code', 'admin_sites.project_code')
    .innerJoin('corporations', 'corporations.code', 'projects.corporation_code')
    .select([
      'corporations.code as corporationCode',
      'corporations.name as corporationName',
      'projects.code as siteCode',
      'projects.name as siteName',
    ])
    .where('admin_sites.admin_id', '=', adminId);
}

export async function listAdminSites(db: Db, adminId: string): Promise<CorporationSite[]> {
  return adminSites(db, adminId).orderBy('corporations.code').orderBy('projects.code').execute();
}

/** The site, if the admin is assigned that project and it belongs to that corporation. */
export async function findAdminSite(
  db: Db,
  adminId: string,
  corporationCode: string,
  siteCode: string,
): Promise<CorporationSite | undefined> {
  return adminSites(db, adminId)
    .where('projects.code', '=', siteCode)
    .where('projects.corporation_code', '=', corporationCode)
    .executeTakeFirst();
}

/** The admin with this phone number and employee number, if any. */
export async function findAdmin(db: Db, phone: string, employeeNumber: string): Promise<AdminRow | undefined> {
  return selectAdminByPhoneAndNumber(db, phone, employeeNumber);
}

export async function adminExists(db: Db, adminId: string): Promise<boolean> {
  return selectAdminExists(db, adminId);
}

export async function adminById(db: Db, adminId: string): Promise<AdminRow | undefined> {
  return selectAdminById(db, adminId);
}

function adminOffices(db: Db, adminId: string) {
  return db
    .selectFrom('admin_offices')
    .innerJoin('corporations', 'corporations.code', 'admin_offices.corporation_code')
    .select(['corporations.code as corporationCode', 'corporations.name as corporationName'])
    .where('admin_offices.admin_id', '=', adminId);
}

/** The corporations whose payroll office the admin is (decision 088). */
export async function listAdminOffices(db: Db, adminId: string): Promise<OfficeChoice[]> {
  return adminOffices(db, adminId).orderBy('corporations.code').execute();
}

/** The corporation's office, if the admin is it. */
export async function findAdminOffice(db: Db, adminId: string, corporationCode: string): Promise<OfficeChoice | undefined> {
  return adminOffices(db, adminId).where('corporations.code', '=', corporationCode).executeTakeFirst();
}
