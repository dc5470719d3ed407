import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '@/shared/ui/upcoming-screen';

export const Route = createFileRoute('/qnaRegister')({ component: QnaRegisterRoute });

function QnaRegisterRoute() {
  const { t } = useLingui();
  return <UpcomingScreen title={t`New inquiry`} />;
}
