import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/adminQrCheckedList')({ component: AdminQrCheckedListRoute });

function AdminQrCheckedListRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`QR check list`} />;
}
