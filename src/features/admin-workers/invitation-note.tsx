/**
 * A person the site registered who has not set a password yet (decision 079): what they do (the
 * text they were sent names the page), and "Send the text again" for a text lost or waited on too
 * long. What the server answered is said in place: where it went, or why not.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WorkerLookup } from '#contract/api-employment.ts';
import { messageForError } from '@/platform/api/error-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { resendInvitation } from './api';
import { INVITATION_ERROR_MESSAGES } from './worker-errors';

export function InvitationNote({ worker }: { worker: WorkerLookup }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setError(null);
    setStatus(null);
    setBusy(true);
    try {
      const { sentTo } = await resendInvitation(worker.userId);
      setStatus(t`Sent again to ${sentTo}.`);
    } catch (failure) {
      setError(t((await messageForError(failure, INVITATION_ERROR_MESSAGES)).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="worker-card__invitation">
      <p className="worker-card__waiting">{t`Has not set a password yet. The text they were sent links to the page where they set it, with this mobile number and their birth date.`}</p>
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
      <FormError message={error} />
      <Button variant="secondary" block busy={busy} onClick={() => void resend()}>
        {t`Send the text again`}
      </Button>
    </div>
  );
}
