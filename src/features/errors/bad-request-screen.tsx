import { useLingui } from '@lingui/react/macro';
import { NoticeScreen } from '@/platform/ui/notice-screen';

/** Bad request (docs/spec-notes.md §2, §8): title Bad Request, content invalid access, an OK button that leads home. */
export function BadRequestScreen() {
  const { t } = useLingui();
  return <NoticeScreen title={t`Bad Request`} body={t`This is an invalid access.`} />;
}
