/**
 * "Notifications" in My info and the admin menu (decision 065): a switch, never a question on first
 * open. Its note says what the person is told, or why it cannot be on: blocked in the browser (and
 * where to allow it), a browser without notifications, an iPhone or iPad where the app is not on the
 * home screen yet, a server that sends none. The texts of the notifications follow the app language.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '@/platform/i18n/i18n';
import { followLanguage, readPushState, turnPushOff, turnPushOn, type PushState } from '@/domain/notifications/push';
import './push-switch.css';

export function NotificationsSwitch({ audience }: { audience: 'worker' | 'admin' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labelId = useId();
  const noteId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'on' | 'off' | null>(null);

  useEffect(() => {
    let active = true;
    readPushState(locale).then(
      (next) => {
        if (active) setState(next);
      },
      (error: unknown) => {
        console.warn('reading the notification state failed', error);
        if (active) setState('off');
      },
    );
    return () => {
      active = false;
    };
    // The state is read once; a language change afterwards is followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state === 'on') followLanguage(locale).catch((error: unknown) => console.warn('the notifications did not follow the language', error));
  }, [state, locale]);

  const on = state === 'on';
  const canSwitch = state === 'on' || state === 'off';
  const toggle = () => {
    setBusy(true);
    setFailed(null);
    (on ? turnPushOff() : turnPushOn(locale))
      .then(setState, (error: unknown) => {
        console.warn('switching notifications failed', error);
        setFailed(on ? 'off' : 'on');
      })
      .finally(() => setBusy(false));
  };

  const told = audience === 'worker' ? t`You are told when a pay statement is ready, a contract waits for your signature, an inquiry is answered, a correction is decided or a day has no end of work.` : t`You are told of new attendance correction requests at your site.`;
  const notes: Record<PushState, string> = {
    on: told,
    off: told,
    blocked: t`Notifications are blocked for this app. Allow them in the browser's site settings (tap the icon left of the address, or Settings › Notifications), then come back here.`,
    iosInstall: t`On iPhone and iPad, notifications work once the app is on the home screen: use "Install the app" below, then open the app from its icon.`,
    unsupported: t`This browser cannot show notifications from the app. Try Chrome or Samsung Internet.`,
    unavailable: t`Notifications are not available yet.`,
  };
  const failure = failed === 'on' ? t`Notifications could not be turned on. Try again.` : failed === 'off' ? t`Notifications could not be turned off. Try again.` : null;

  return (
    <div className="notifications-switch">
      <div className="menu-list__item notifications-switch__row">
        <span id={labelId}>{t`Notifications`}</span>
        <button
          type="button"
          role="switch"
          className="notifications-switch__toggle"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={noteId}
          disabled={busy || !canSwitch}
          onClick={toggle}
        >
          <span className="notifications-switch__knob" aria-hidden="true" />
        </button>
      </div>
      <p id={noteId} className="notifications-switch__note" role={failure ? 'alert' : undefined}>
        {failure ?? (state ? notes[state] : '')}
      </p>
    </div>
  );
}
