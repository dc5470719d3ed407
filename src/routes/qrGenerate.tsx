import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/qrGenerate')({ component: QrGenerateRoute });

function QrGenerateRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`QR code`} />;
}
