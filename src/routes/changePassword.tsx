import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/changePassword')({ component: ChangePasswordRoute });

function ChangePasswordRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Change password`} />;
}
