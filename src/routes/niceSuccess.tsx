import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/niceSuccess')({ component: NiceSuccessRoute });

function NiceSuccessRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Identity verification`} />;
}
