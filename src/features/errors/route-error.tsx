import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isMissingChunkError, reloadOnceForThisVersion, serverReachable } from '@/platform/pwa/chunk-recovery';
import { Button } from '@/platform/ui/button';

/**
 * The router's error view: something broke while showing a screen. A part of the app that could not
 * be downloaded (a new version was deployed, or no connection before it was stored) says so.
 */
export function RouteError({ error }: Partial<ErrorComponentProps>) {
  const { t } = useLingui();
  const missingPart = isMissingChunkError(error);
  // This screen's own part is gone (a deploy replaced it) while the server answers: the screen could
  // not show anyway, so the page loads again into the new version, once per version. Without a
  // connection, or after that one reload, this view explains and offers the reload.
  useEffect(() => {
    if (!missingPart) return;
    void serverReachable().then((reachable) => {
      if (reachable) reloadOnceForThisVersion();
    });
  }, [missingPart]);
  return (
    <main className="page page--center">
      <div className="notice" role="alert">
        <h1 className="notice__title">{missingPart ? t`This screen could not be loaded` : t`Something went wrong`}</h1>
        <p className="notice__body">
          {missingPart
            ? t`The app may have been updated, or the connection was lost. Reload to continue.`
            : t`This screen could not be shown. Reload to try again.`}
        </p>
        <Button block onClick={() => window.location.reload()}>
          {t`Reload`}
        </Button>
      </div>
    </main>
  );
}
