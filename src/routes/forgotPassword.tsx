import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/forgotPassword')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Forgot password`} />;
}
