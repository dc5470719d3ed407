import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/paymentStatementView')({ component: PaymentStatementViewRoute });

function PaymentStatementViewRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Payment statement`} />;
}
