/**
 * "Install the app" in my info (docs/spec-notes.md, Offline): the browser's own install prompt where there is
 * one (Chromium: Android Chrome, Samsung Internet, desktop Chrome and Edge), the Add to Home Screen
 * steps on iPhone and iPad, the menu steps elsewhere, and "installed" when it already is. Also the
 * version line, so support can tell what a phone runs.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { APP_BUILD, APP_VERSION } from '@/platform/pwa/app-version';
import { isStandalone, promptInstall, useInstallState } from '@/platform/pwa/install-prompt';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { ChevronRightIcon } from '@/platform/ui/icons';
import './install-app.css';

type Shown = 'ios' | 'manual' | 'installed' | null;

export function InstallAppEntry() {
  const { t } = useLingui();
  const state = useInstallState();
  const [shown, setShown] = useState<Shown>(null);

  const open = () => {
    if (state === 'prompt') {
      promptInstall().catch((error: unknown) => {
        console.error('install prompt failed', error);
        setShown('manual');
      });
    } else {
      setShown(state);
    }
  };

  return (
    <>
      <button type="button" className="menu-list__item" onClick={open}>
        <span>{t`Install the app`}</span>
        {state === 'installed' ? <span className="install-app__status">{t`Installed`}</span> : <ChevronRightIcon size={18} />}
      </button>
      <AlertDialog open={shown === 'ios'} title={t`Add to Home Screen`} confirmLabel={t`OK`} onConfirm={() => setShown(null)}>
        <ol className="install-app__steps">
          <li>{t`Tap the Share button (a square with an arrow) in Safari's toolbar.`}</li>
          <li>{t`Scroll down and tap "Add to Home Screen".`}</li>
          <li>{t`Tap "Add". The app's icon appears on your home screen.`}</li>
        </ol>
        <p className="muted">{t`Not there? Open this page in Safari.`}</p>
      </AlertDialog>
      <AlertDialog open={shown === 'manual'} title={t`Install the app`} confirmLabel={t`OK`} onConfirm={() => setShown(null)}>
        <ol className="install-app__steps">
          <li>{t`Open your browser's menu (⋮ or ≡).`}</li>
          <li>{t`Tap "Install app" or "Add to Home screen".`}</li>
          <li>{t`Confirm with "Install".`}</li>
        </ol>
        <p className="muted">{t`Not there? Open this page in Chrome or Samsung Internet.`}</p>
      </AlertDialog>
      <AlertDialog open={shown === 'installed'} title={t`The app is installed`} confirmLabel={t`OK`} onConfirm={() => setShown(null)}>
        <p>{isStandalone() ? t`You are using the installed app.` : t`Open it from your home screen.`}</p>
      </AlertDialog>
    </>
  );
}

export function AppVersionNote() {
  const { t } = useLingui();
  return <p className="install-app__version muted">{t`Version ${APP_VERSION} (${APP_BUILD})`}</p>;
}
