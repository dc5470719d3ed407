import { useLingui } from '@lingui/react/macro';
import { NoticeScreen } from '@/platform/ui/notice-screen';

/** An address the app does not have. */
export function NotFoundScreen() {
  const { t } = useLingui();
  return <NoticeScreen title={t`Page not found`} body={t`The address you opened does not exist.`} />;
}
