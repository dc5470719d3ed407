/**
 * A site's contract templates (issue 33): made, changed and retired by the site's admin, for the
 * corporation-site of the session only. The terms are checked by contract-terms.ts's rules (the same the
 * form applies) against this year's minimum wage. A change is a new version of the template; the
 * contracts made from it keep the terms they copied (migration 027).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ContractTemplate, ContractTemplateChange, ContractTemplateList, ContractTemplateTerms } from '#contract/api-contract-templates.ts';
import { checkTemplateTerms, minimumHourlyWage } from '#contract/contract-terms.ts';
import { formatSeoulIso, todayInSeoul } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import type { AppDeps } from '../../deps.ts';


/** Who acts, for which site: the admin of the session's site, or the staff API naming a site. `by` is kept as who changed a template. */
export interface SiteActor {
  siteCode: string;
  by: string;
}

/** Who the staff API acts as at a site it names (404 for a site that does not exist). */
export async function staffAtSite(db: Db, siteCode: string): Promise<SiteActor> {
  const site = await db.selectFrom('projects').select('code').where('code', '=', siteCode).executeTakeFirst();
  if (!site) throw new DomainError('NOT_FOUND', 'No site has this code.');
  return { siteCode: site.code, by: 'staff-api' };
}

const notFound = () => new DomainError('NOT_FOUND', 'The site has no such template.');

/** A row of `templates()`: the template's columns and how many contracts were made from it. */
type TemplateRow = Awaited<ReturnType<ReturnType<typeof templates>['executeTakeFirstOrThrow']>>;

function toTemplate(row: TemplateRow): ContractTemplate {
  return {
    id: row.id,
    name: row.name,
    jobTitle: row.job_title,
    dailyWage: row.daily_wage,
    workStart: row.work_start,
    workEnd: row.work_end,
    breakStart: row.break_start,
    breakEnd: row.break_end,
    workDays: [...row.work_days].map(Number),
    weeklyHoliday: row.weekly_holiday,
    premiumsApply: row.premiums_apply,
    weeklyPaidHoliday: row.weekly_paid_holiday,
    payDay: row.pay_day,
    kind: row.kind,
    version: row.version,
    updatedAt: formatSeoulIso(row.updated_at),
    contracts: Number(row.contracts ?? 0),
  };
}

/** The terms as stored: texts trimmed, work days sorted once each; refused (400, by field) when they break a rule. */
function checkedColumns(deps: AppDeps, terms: ContractTemplateTerms) {
  const year = todayInSeoul(deps.now()).year;
  const fields = checkTemplateTerms(terms, year);
  if (Object.keys(fields).length > 0) throw badRequest(fields as Record<string, string>);
  return {
    name: terms.name.trim(),
    job_title: terms.jobTitle.trim(),
    daily_wage: terms.dailyWage,
    work_start: terms.workStart,
    work_end: terms.workEnd,
    break_start: terms.breakStart,
    break_end: terms.breakEnd,
    work_days: [...new Set(terms.workDays)].sort((a, b) => a - b).join(''),
    weekly_holiday: terms.weeklyHoliday,
    premiums_apply: terms.premiumsApply,
    weekly_paid_holiday: terms.weeklyPaidHoliday,
    pay_day: terms.payDay,
    kind: terms.kind,
  };
}

function templates(db: Db, siteCode: string) {
  return db
    .selectFrom('contract_templates as t')
    .select([
      't.id',
      't.name',
      't.job_title',
      't.daily_wage',
      't.work_start',
      't.work_end',
      't.break_start',
      't.break_end',
      't.work_days',
      't.weekly_holiday',
      't.premiums_apply',
      't.weekly_paid_holiday',
      't.pay_day',
      't.kind',
      't.version',
      't.updated_at',
      (eb) => eb.selectFrom('employment_contracts as c').select(sql<string>`count(*)`.as('n')).whereRef('c.template_id', '=', 't.id').as('contracts'),
    ])
    .where('t.project_code', '=', siteCode)
    .where('t.retired_at', 'is', null);
}

async function readTemplate(db: Db, siteCode: string, id: string): Promise<ContractTemplate> {
  const row = await templates(db, siteCode).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toTemplate(row);
}

export async function listTemplates(deps: AppDeps, actor: SiteActor): Promise<ContractTemplateList> {
  const rows = await templates(deps.db, actor.siteCode).orderBy('t.name').orderBy('t.id').execute();
  return {
    items: rows.map(toTemplate),
    minimumHourlyWage: minimumHourlyWage(todayInSeoul(deps.now()).year),
  };
}

export async function createTemplate(deps: AppDeps, actor: SiteActor, terms: ContractTemplateTerms): Promise<ContractTemplate> {
  const columns = checkedColumns(deps, terms);
  const now = deps.now();
  const id = randomUUID();
  await deps.db
    .insertInto('contract_templates')
    .values({ id, project_code: actor.siteCode, ...columns, created_at: now, updated_at: now, updated_by: actor.by })
    .execute();
  return readTemplate(deps.db, actor.siteCode, id);
}

/** A new version of the site's template; 409 TEMPLATE_CHANGED when it changed since `version`. Contracts made from it keep their terms. */
export async function changeTemplate(deps: AppDeps, actor: SiteActor, id: string, change: ContractTemplateChange): Promise<ContractTemplate> {
  const columns = checkedColumns(deps, change);
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('contract_templates')
      .select(['version'])
      .where('id', '=', id)
      .where('project_code', '=', actor.siteCode)
      .where('retired_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.version !== change.version) throw new DomainError('TEMPLATE_CHANGED', 'The template changed since that version; read it again.');
    await trx
      .updateTable('contract_templates')
      .set({ ...columns, version: row.version + 1, updated_at: deps.now(), updated_by: actor.by })
      .where('id', '=', id)
      .execute();
  });
  return readTemplate(deps.db, actor.siteCode, id);
}

/** No longer offered; the contracts made from it stay as they are. */
export async function retireTemplate(deps: AppDeps, actor: SiteActor, id: string): Promise<void> {
  const result = await deps.db
    .updateTable('contract_templates')
    .set({ retired_at: deps.now(), updated_by: actor.by })
    .where('id', '=', id)
    .where('project_code', '=', actor.siteCode)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound();
}
