/**
 * The payroll office's files of a closed month and their audit (issue 34, decision 089): the file
 * is made from the month the office closed (files.ts), and every file made is written down first.
 */
import { randomUUID } from 'node:crypto';
import type { OfficeFileAudit, OfficeFileKind } from '#contract/api-office.ts';
import { formatSeoulIso, type YearMonth } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { DataCipher } from '../../db/data-cipher.ts';
import { DomainError } from '../../domain-error.ts';
import { ratesFor } from '../pay/payroll-rates.ts';
import type { Table } from '../exports/files.ts';
import { officeFile } from './files.ts';
import { loadMonth } from './month.ts';

/**
 * A file of a closed month for the office (decision 089): refused before the close
 * (MONTH_NOT_CLOSED); audited (who, when, which employer, month and file, how many workers) in the
 * same transaction as nothing else, before the file leaves.
 */
export async function makeOfficeFile(
  deps: { db: Db; cipher: DataCipher },
  request: { corporationCode: string; adminId: string | null; kind: OfficeFileKind; format: 'csv' | 'xlsx'; month: YearMonth },
  now: Date,
): Promise<Table> {
  const { db } = deps;
  const { corporationCode, month } = request;
  const loaded = await loadMonth(db, corporationCode, month, now);
  if (loaded.answer.state !== 'closed') throw new DomainError('MONTH_NOT_CLOSED', 'Close the month first: its files are made from the closed month.');
  const table = await officeFile(db, deps.cipher, loaded, request.kind, month, ratesFor(month.year, month.month).employer.mutualAidDaily);
  await db
    .insertInto('office_file_audit')
    .values({ id: randomUUID(), admin_id: request.adminId, corporation_code: corporationCode, year: month.year, month: month.month, kind: request.kind, format: request.format, workers: loaded.answer.total.workers, made_at: now })
    .execute();
  return table;
}

/** GET /office/files/audit: the files made for the employer, newest first (at most 200). */
export async function officeFileAudit(db: Db, corporationCode: string): Promise<OfficeFileAudit> {
  const rows = await db
    .selectFrom('office_file_audit')
    .leftJoin('admins', 'admins.id', 'office_file_audit.admin_id')
    .select(['office_file_audit.made_at', 'admins.name', 'office_file_audit.year', 'office_file_audit.month', 'office_file_audit.kind', 'office_file_audit.format', 'office_file_audit.workers'])
    .where('office_file_audit.corporation_code', '=', corporationCode)
    .orderBy('office_file_audit.made_at', 'desc')
    .orderBy('office_file_audit.id', 'desc')
    .limit(200)
    .execute();
  return { entries: rows.map((row) => ({ madeAt: formatSeoulIso(row.made_at), adminName: row.name, year: row.year, month: row.month, kind: row.kind, format: row.format, workers: row.workers })) };
}
