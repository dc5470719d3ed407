/**
 * The frame of the dialogs that record what the gate checked about a worker (the ID card, the safety
 * training card, the face photo, a new phone number): a modal with its title, whose record it is (the masked name and the
 * number), the form's own fields, and Cancel / Save. Escape and Cancel close it unless it is saving.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { WorkerLookup } from '#contract/api-employment.ts';
import { useModalDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';

interface RecordDialogProps {
  worker: WorkerLookup;
  title: string;
  busy: boolean;
  /** Save cannot be pressed yet (a photo still being made small). */
  saveDisabled?: boolean;
  /** What the submit button says, where it is not Save (a step that texts a code). */
  saveLabel?: string;
  onSave: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  /** The form, for the field-problem focus (platform/ui/use-field-problems.ts). */
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}

export function RecordDialog({ worker, title, busy, saveDisabled, saveLabel, onSave, onCancel, formRef, children }: RecordDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, true);
  return (
    <dialog
      ref={ref}
      className="alert-dialog identity-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form ref={formRef} className="form identity-dialog__form" noValidate onSubmit={(event) => void onSave(event)}>
        <h2 id={titleId} className="alert-dialog__title">
          {title}
        </h2>
        <p className="identity-dialog__who">
          <strong>{worker.maskedName}</strong> · {worker.phone}
        </p>
        {children}
        <div className="alert-dialog__actions">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={busy} disabled={saveDisabled}>
            {saveLabel ?? t`Save`}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
