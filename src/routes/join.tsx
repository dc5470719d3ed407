import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/join')({ component: JoinRoute });

function JoinRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Sign up`} />;
}
