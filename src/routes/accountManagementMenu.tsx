import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/accountManagementMenu')({ component: AccountManagementMenuRoute });

function AccountManagementMenuRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`Account management`} />;
}
