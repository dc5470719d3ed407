import { useLingui } from '@lingui/react/macro';
import { NoticeScreen } from './notice-screen';

/** Spec §5/§8 "Access is not possible": a step of an account flow reached without the steps before it. */
export function AccessNotPossible() {
  const { t } = useLingui();
  return <NoticeScreen title={t`Access is not possible`} body={t`This screen can only be opened from the step before it. Please start again.`} />;
}
