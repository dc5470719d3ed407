import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/issueCertificateMenu')({ component: IssueCertificateMenuRoute });

function IssueCertificateMenuRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Certificate issuance`} />;
}
