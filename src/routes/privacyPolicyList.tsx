import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/privacyPolicyList')({ component: PrivacyPolicyListRoute });

function PrivacyPolicyListRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Privacy policy`} />;
}
