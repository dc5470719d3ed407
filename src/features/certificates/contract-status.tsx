import { useLingui } from '@lingui/react/macro';
import type { ContractSummary } from '#contract/api-certificates.ts';
import { dateInSeoul } from '#contract/seoul-calendar.ts';

/** Signed or not, in words (not colour alone); a signed contract changed afterwards says so. */
export function ContractStatus({ contract }: { contract: ContractSummary }) {
  const { t } = useLingui();
  const { signature } = contract;
  if (!signature) return <span className="badge badge--waiting">{t`Not signed`}</span>;
  const day = dateInSeoul(signature.signedAt) ?? '';
  return (
    <>
      <span className="badge badge--done">{t`Signed on ${day}`}</span>
      {signature.changedSinceSigning ? <span className="badge badge--alert">{t`Changed after signing`}</span> : null}
    </>
  );
}
