import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/employmentTaxReceiptList')({ component: EmploymentTaxReceiptListRoute });

function EmploymentTaxReceiptListRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Withholding receipt`} />;
}
