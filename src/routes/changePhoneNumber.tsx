import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/changePhoneNumber')({ component: ChangePhoneNumberRoute });

function ChangePhoneNumberRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Change phone number`} />;
}
