/** Account answers for screen tests: the worker's account as GET /account answers it (contract/api-accounts.ts). */
import type { AccountSummary } from '#contract/api-accounts.ts';

/** A Korean worker's account with an address on file; `changes` override any field. */
export function accountAnswer(changes: Partial<AccountSummary> = {}): AccountSummary {
  return {
    name: '한지민',
    phone: '010-6173-2945',
    birthDate: '1988-12-09',
    rrnMasked: '881209-2******',
    nationality: 'korean',
    language: 'en',
    joinedAt: '2026-01-01T00:00:00.000Z',
    address: '서울특별시 중구 세종대로 110',
    photoTakenAt: null,
    ...changes,
  };
}
