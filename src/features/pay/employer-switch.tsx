/** The switch between a worker's employers (pay belongs to one employer): shown only with two or more. */
import { useLingui } from '@lingui/react/macro';
import type { Employer } from '#contract/api-pay.ts';
import { Segmented } from '@/platform/ui/segmented';

export function EmployerSwitch({ employers, value, onChange }: { employers: readonly Employer[]; value: string | null; onChange: (corporationCode: string) => void }) {
  const { t } = useLingui();
  if (employers.length < 2 || value === null) return null;
  return (
    <Segmented
      label={t`Employer`}
      value={value}
      onChange={onChange}
      options={employers.map((employer) => ({ value: employer.corporationCode, label: employer.corporationName }))}
    />
  );
}
