/**
 * The operator's commands (docs/deploy.md, issue 31): the first people and places of an empty
 * production database, never by SQL. An employer (corporation), the customer a site builds for, a
 * site, and an admin with the sites they run. Each command checks its input with the app's own rules
 * and says what is wrong in a sentence; each runs in one transaction.
 */
import { checkEmployeeNumber, checkPhone, normalizePhone } from '#contract/input-rules.ts';
import { checkName } from '#contract/identity-rules.ts';
import { EMPLOYER_SIZE_CLASSES, type EmployerSizeClass } from '#contract/api-office.ts';
import type { Db } from '../db/database.ts';
import { randomUUID } from 'node:crypto';

/** A command the operator can correct: printed as it is, without a stack. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** Codes name employers, customers and sites in URLs and tokens: letters, digits, - and _. */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

function code(label: string, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!CODE.test(text)) throw new OperatorError(`${label} must be 1 to 40 letters, digits, - or _ (got ${JSON.stringify(value ?? '')})`);
  return text;
}

function text(label: string, value: string | undefined, max = 200): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.length > max) throw new OperatorError(`${label} is required (at most ${max} characters)`);
  return trimmed;
}

function optionalText(value: string | undefined, max = 200): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw new OperatorError(`at most ${max} characters: ${JSON.stringify(value)}`);
  return trimmed === '' ? null : trimmed;
}

export interface CorporationInput {
  code?: string | undefined;
  name?: string | undefined;
  businessNumber?: string | undefined;
  representative?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
  signerName?: string | undefined;
  /** The employer's size for its employment insurance rate (decision 088): under150 (the default), priority, under1000, from1000. */
  size?: string | undefined;
  /** on: its production workers' overtime, night and holiday premiums are not taxed (decision 093); off, the default. */
  nonTaxablePremiums?: string | undefined;
}

function onOff(label: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? 'off';
  if (text !== 'on' && text !== 'off') throw new OperatorError(`${label} must be on or off (got ${JSON.stringify(value ?? '')})`);
  return text === 'on';
}

function sizeClass(value: string | undefined): EmployerSizeClass {
  const size = value?.trim() ?? 'under150';
  if (!(EMPLOYER_SIZE_CLASSES as readonly string[]).includes(size)) throw new OperatorError(`--size must be one of ${EMPLOYER_SIZE_CLASSES.join(', ')}`);
  return size as EmployerSizeClass;
}

export async function addCorporation(db: Db, input: CorporationInput): Promise<string> {
  const row = {
    code: code('--code', input.code),
    name: text('--name', input.name),
    business_number: optionalText(input.businessNumber, 20),
    representative: optionalText(input.representative),
    address: optionalText(input.address),
    phone: optionalText(input.phone, 20),
    signer_name: optionalText(input.signerName),
    size_class: sizeClass(input.size),
    non_taxable_premiums: onOff('--non-taxable-premiums', input.nonTaxablePremiums),
  };
  if (row.business_number !== null && !/^\d{3}-\d{2}-\d{5}$/.test(row.business_number)) throw new OperatorError('--business-number must read 123-45-67890');
  const added = await db.insertInto('corporations').values(row).onConflict((oc) => oc.doNothing()).returning('code').executeTakeFirst();
  if (!added) throw new OperatorError(`an employer with the code ${row.code} exists`);
  return `employer ${row.code} (${row.name}) added`;
}

/**
 * Changes an existing employer's payroll settings: its size (the employer's employment insurance
 * rate) and whether its premiums are non-taxable. Months already issued keep what they said; a
 * month not yet issued is computed with the new settings.
 */
export async function setCorporation(db: Db, input: Pick<CorporationInput, 'code' | 'size' | 'nonTaxablePremiums'>): Promise<string> {
  const corporation = code('--code', input.code);
  const changes = {
    ...(input.size === undefined ? {} : { size_class: sizeClass(input.size) }),
    ...(input.nonTaxablePremiums === undefined ? {} : { non_taxable_premiums: onOff('--non-taxable-premiums', input.nonTaxablePremiums) }),
  };
  if (Object.keys(changes).length === 0) throw new OperatorError('name a setting to change: --size or --non-taxable-premiums');
  const changed = await db.updateTable('corporations').set(changes).where('code', '=', corporation).returning(['size_class', 'non_taxable_premiums']).executeTakeFirst();
  if (!changed) throw new OperatorError(`no employer has the code ${corporation}`);
  return `employer ${corporation}: size ${changed.size_class}, non-taxable premiums ${changed.non_taxable_premiums ? 'on' : 'off'}`;
}

export async function addCustomer(db: Db, input: { code?: string | undefined; name?: string | undefined }): Promise<string> {
  const row = { code: code('--code', input.code), name: text('--name', input.name) };
  const added = await db.insertInto('customers').values(row).onConflict((oc) => oc.doNothing()).returning('code').executeTakeFirst();
  if (!added) throw new OperatorError(`a customer with the code ${row.code} exists`);
  return `customer ${row.code} (${row.name}) added`;
}

export interface SiteInput {
  code?: string | undefined;
  name?: string | undefined;
  address?: string | undefined;
  corporation?: string | undefined;
  customer?: string | undefined;
  endReminder?: string | undefined;
  /** The site's daily retirement mutual aid amount in won (퇴직공제부금 일액, by when its work was tendered); absent: the month's configured one. */
  mutualAidDaily?: string | undefined;
}

export async function addSite(db: Db, input: SiteInput): Promise<string> {
  const row = {
    code: code('--code', input.code),
    name: text('--name', input.name),
    address: text('--address', input.address),
    corporation_code: code('--corporation', input.corporation),
    customer_code: code('--customer', input.customer),
    end_reminder_time: optionalText(input.endReminder, 5),
    mutual_aid_daily: input.mutualAidDaily === undefined ? null : Number(input.mutualAidDaily),
  };
  if (row.mutual_aid_daily !== null && (!Number.isInteger(row.mutual_aid_daily) || row.mutual_aid_daily < 0 || row.mutual_aid_daily > 100_000)) throw new OperatorError('--mutual-aid-daily must be whole won, 0 to 100000 (6500)');
  if (row.end_reminder_time !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(row.end_reminder_time)) throw new OperatorError('--end-reminder must be a time of day, HH:MM (18:30)');
  return db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('corporations').select('code').where('code', '=', row.corporation_code).executeTakeFirst())) throw new OperatorError(`no employer has the code ${row.corporation_code} (corporation add first)`);
    if (!(await trx.selectFrom('customers').select('code').where('code', '=', row.customer_code).executeTakeFirst())) throw new OperatorError(`no customer has the code ${row.customer_code} (customer add first)`);
    const added = await trx.insertInto('projects').values(row).onConflict((oc) => oc.doNothing()).returning('code').executeTakeFirst();
    if (!added) throw new OperatorError(`a site with the code ${row.code} exists`);
    return `site ${row.code} (${row.name}) of ${row.corporation_code} added`;
  });
}

export interface AdminInput {
  name?: string | undefined;
  phone?: string | undefined;
  employeeNumber?: string | undefined;
  sites?: string[] | undefined;
  /** The employers whose payroll office the admin is (decision 088). */
  offices?: string[] | undefined;
}

/** Checks that every employer code exists (in the transaction). */
async function knownCorporations(trx: Db, offices: readonly string[]): Promise<void> {
  if (offices.length === 0) return;
  const known = await trx.selectFrom('corporations').select('code').where('code', 'in', offices).execute();
  const missing = offices.filter((office) => !known.some((row) => row.code === office));
  if (missing.length > 0) throw new OperatorError(`no employer has the code ${missing.join(', ')} (corporation add first)`);
}

/** An admin with their sites and payroll offices; they log in with the phone, the employee number and a texted code. */
export async function addAdmin(db: Db, input: AdminInput): Promise<string> {
  const name = text('--name', input.name, 50);
  if (checkName(name) !== null) throw new OperatorError('--name must be letters of any script, spaces and . - \' · , only');
  if (checkPhone(input.phone ?? '') !== null) throw new OperatorError('--phone must be a mobile number such as 010-1234-5678');
  const phone = normalizePhone(input.phone ?? '');
  if (checkEmployeeNumber(input.employeeNumber ?? '') !== null) throw new OperatorError('--employee-number must be 2 to 20 letters or digits');
  const employeeNumber = (input.employeeNumber ?? '').trim().toUpperCase();
  const sites = [...new Set((input.sites ?? []).map((site) => code('--site', site)))];
  const offices = [...new Set((input.offices ?? []).map((office) => code('--office', office)))];
  if (sites.length === 0 && offices.length === 0) throw new OperatorError('name at least one --site the admin runs or --office (employer) whose payroll they keep');
  return db.transaction().execute(async (trx) => {
    const known = sites.length > 0 ? await trx.selectFrom('projects').select('code').where('code', 'in', sites).execute() : [];
    const missing = sites.filter((site) => !known.some((row) => row.code === site));
    if (missing.length > 0) throw new OperatorError(`no site has the code ${missing.join(', ')} (site add first)`);
    await knownCorporations(trx, offices);
    const taken = await trx.selectFrom('admins').select(['phone', 'employee_number']).where((eb) => eb.or([eb('phone', '=', phone), eb('employee_number', '=', employeeNumber)])).executeTakeFirst();
    if (taken) throw new OperatorError(taken.phone === phone ? 'an admin with this phone number exists' : `an admin with the employee number ${employeeNumber} exists`);
    const id = randomUUID();
    await trx.insertInto('admins').values({ id, phone, employee_number: employeeNumber, name }).execute();
    if (sites.length > 0) await trx.insertInto('admin_sites').values(sites.map((project_code) => ({ admin_id: id, project_code }))).execute();
    if (offices.length > 0) await trx.insertInto('admin_offices').values(offices.map((corporation_code) => ({ admin_id: id, corporation_code }))).execute();
    const what = [...sites, ...offices.map((office) => `the payroll office of ${office}`)].join(', ');
    return `admin ${name} (${employeeNumber}) added for ${what}: they log in at /adminLogin with their phone, employee number and the texted code`;
  });
}

/** Gives an existing admin (by employee number) further sites. */
export async function addAdminSites(db: Db, input: { employeeNumber?: string | undefined; sites?: string[] | undefined }): Promise<string> {
  const employeeNumber = (input.employeeNumber ?? '').trim().toUpperCase();
  const sites = [...new Set((input.sites ?? []).map((site) => code('--site', site)))];
  if (sites.length === 0) throw new OperatorError('name at least one --site');
  return db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom('admins').select('id').where('employee_number', '=', employeeNumber).executeTakeFirst();
    if (!admin) throw new OperatorError(`no admin has the employee number ${employeeNumber}`);
    const known = await trx.selectFrom('projects').select('code').where('code', 'in', sites).execute();
    const missing = sites.filter((site) => !known.some((row) => row.code === site));
    if (missing.length > 0) throw new OperatorError(`no site has the code ${missing.join(', ')}`);
    await trx.insertInto('admin_sites').values(sites.map((project_code) => ({ admin_id: admin.id, project_code }))).onConflict((oc) => oc.doNothing()).execute();
    return `admin ${employeeNumber} now also runs ${sites.join(', ')}`;
  });
}

/** Makes an existing admin (by employee number) the payroll office of further employers (decision 088). */
export async function addAdminOffices(db: Db, input: { employeeNumber?: string | undefined; offices?: string[] | undefined }): Promise<string> {
  const employeeNumber = (input.employeeNumber ?? '').trim().toUpperCase();
  const offices = [...new Set((input.offices ?? []).map((office) => code('--office', office)))];
  if (offices.length === 0) throw new OperatorError('name at least one --office (an employer code)');
  return db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom('admins').select('id').where('employee_number', '=', employeeNumber).executeTakeFirst();
    if (!admin) throw new OperatorError(`no admin has the employee number ${employeeNumber}`);
    await knownCorporations(trx, offices);
    await trx.insertInto('admin_offices').values(offices.map((corporation_code) => ({ admin_id: admin.id, corporation_code }))).onConflict((oc) => oc.doNothing()).execute();
    return `admin ${employeeNumber} now also keeps the payroll of ${offices.join(', ')}`;
  });
}

/** What exists: employers, customers, sites and admins (phone numbers masked). */
export async function listAll(db: Db): Promise<string> {
  const corporations = await db.selectFrom('corporations').select(['code', 'name', 'size_class', 'non_taxable_premiums']).orderBy('code').execute();
  const customers = await db.selectFrom('customers').select(['code', 'name']).orderBy('code').execute();
  const sites = await db.selectFrom('projects').select(['code', 'name', 'corporation_code', 'customer_code']).orderBy('code').execute();
  const admins = await db.selectFrom('admins').select(['id', 'name', 'employee_number', 'phone']).orderBy('employee_number').execute();
  const adminSites = await db.selectFrom('admin_sites').select(['admin_id', 'project_code']).execute();
  const adminOffices = await db.selectFrom('admin_offices').select(['admin_id', 'corporation_code']).execute();
  const lines = [
    'employers:',
    ...corporations.map((row) => `  ${row.code}  ${row.name}  size ${row.size_class}${row.non_taxable_premiums ? '  non-taxable premiums on' : ''}`),
    'customers:',
    ...customers.map((row) => `  ${row.code}  ${row.name}`),
    'sites:',
    ...sites.map((row) => `  ${row.code}  ${row.name}  (employer ${row.corporation_code}, customer ${row.customer_code})`),
    'admins:',
    ...admins.map((row) => {
      const runs = adminSites.filter((site) => site.admin_id === row.id).map((site) => site.project_code);
      const keeps = adminOffices.filter((office) => office.admin_id === row.id).map((office) => office.corporation_code);
      return `  ${row.employee_number}  ${row.name}  ${row.phone.slice(0, 3)}-****-${row.phone.slice(-4)}  sites ${runs.join(', ')}${keeps.length > 0 ? `  payroll office of ${keeps.join(', ')}` : ''}`;
    }),
  ];
  return lines.join('\n');
}
