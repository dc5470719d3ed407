/**
 * "A new version is ready — Update now" (docs/spec-notes.md, Offline). Shown above the screen, never over it,
 * and never acted on without the user: a worker showing a QR code or typing an inquiry finishes
 * first. "Later" hides it for now; the new version then starts the next time the app is opened.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { applyUpdate } from './update-state';
import './update-prompt.css';

export function UpdatePrompt() {
  const { t } = useLingui();
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (later) return null;
  return (
    <section className="update-prompt" role="status" aria-label={t`App update`}>
      <p className="update-prompt__text">{t`A new version of the app is ready.`}</p>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--text btn--small" onClick={() => setLater(true)}>
          {t`Later`}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            applyUpdate();
          }}
        >
          {t`Update now`}
        </button>
      </div>
    </section>
  );
}
