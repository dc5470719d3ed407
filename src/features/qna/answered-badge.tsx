import { useLingui } from '@lingui/react/macro';

/** Answered or waiting, in words (not colour alone). */
export function AnsweredBadge({ answered }: { answered: boolean }) {
  const { t } = useLingui();
  return <span className={answered ? 'badge badge--done' : 'badge badge--waiting'}>{answered ? t`Answered` : t`Waiting for an answer`}</span>;
}
