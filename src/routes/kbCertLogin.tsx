import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/kbCertLogin')({ component: KbCertLoginRoute });

function KbCertLoginRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Bank certificate login`} />;
}
