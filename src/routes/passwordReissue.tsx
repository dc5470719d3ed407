import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/passwordReissue')({ component: PasswordReissueRoute });

function PasswordReissueRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Password reissue`} />;
}
