import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/employmentContractList')({ component: EmploymentContractListRoute });

function EmploymentContractListRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Employment contract`} />;
}
