import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/incomeMonthly')({ component: IncomeMonthlyRoute });

function IncomeMonthlyRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Monthly income`} />;
}
