import { useLingui } from '@lingui/react/macro';

/** "Loading…", announced politely while a screen's data is on its way. */
export function LoadingNote() {
  const { t } = useLingui();
  return (
    <p className="muted" role="status">
      {t`Loading…`}
    </p>
  );
}
