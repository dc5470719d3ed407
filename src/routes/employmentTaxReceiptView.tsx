import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/employmentTaxReceiptView')({ component: EmploymentTaxReceiptViewRoute });

function EmploymentTaxReceiptViewRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Withholding receipt`} />;
}
