/** The certificates module's reads: a worker's contracts with their employer and signature, an employer by code. */
import type { Db } from '../../db/database.ts';

/** Every contract of the worker, oldest first, joined with its project, corporation (with its signer and seal) and signature. */
export function contractRows(db: Db, userId: string) {
  return db
    .selectFrom('employment_contracts as ec')
    .innerJoin('projects as p', 'p.code', 'ec.project_code')
    .innerJoin('corporations as c', 'c.code', 'p.corporation_code')
    .leftJoin('contract_signatures as s', 's.contract_id', 'ec.id')
    .select([
      'ec.id',
      'ec.daily_wage',
      'ec.valid_from',
      'ec.valid_to',
      'ec.job_title',
      'ec.work_start',
      'ec.work_end',
      'ec.break_start',
      'ec.break_end',
      'ec.work_days',
      'ec.weekly_holiday',
      'ec.premiums_apply',
      'ec.weekly_paid_holiday',
      'ec.pay_day',
      'ec.issued_at',
      'p.name as project_name',
      'p.address as project_address',
      'c.name as corporation_name',
      'c.business_number',
      'c.representative',
      'c.address as corporation_address',
      'c.phone as corporation_phone',
      'c.signer_name',
      'c.seal_png',
      's.signed_at',
      's.document_sha256 as signed_sha256',
      's.form_version as signed_form_version',
      's.worker_address as signed_worker_address',
    ])
    .where('ec.user_id', '=', userId)
    .orderBy('ec.valid_from')
    .execute();
}

export async function corporationByCode(db: Db, code: string) {
  return db.selectFrom('corporations').selectAll().where('code', '=', code).executeTakeFirst();
}
