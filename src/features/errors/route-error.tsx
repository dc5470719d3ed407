import { useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';

/** The router's error view: something broke while showing a screen. */
export function RouteError() {
  const { t } = useLingui();
  return (
    <main className="page page--center">
      <div className="notice" role="alert">
        <h1 className="notice__title">{t`Something went wrong`}</h1>
        <p className="notice__body">{t`This screen could not be shown. Reload to try again.`}</p>
        <Button block onClick={() => window.location.reload()}>
          {t`Reload`}
        </Button>
      </div>
    </main>
  );
}
