import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/userProject')({ component: UserProjectRoute });

function UserProjectRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Company selection`} />;
}
