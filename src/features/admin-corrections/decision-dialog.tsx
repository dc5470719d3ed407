/**
 * The confirmation step of a decision: what is decided (whose request, which day, which event and
 * time), the note (optional on approval, required on rejection: the worker must learn why; at most
 * 500 characters, counted as the server counts), and the refusals the server may answer. An approval
 * the day no longer allows (CORRECTION_SEQUENCE) says which rule and offers to reject with a note.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminCorrection } from '#contract/api-corrections.ts';
import { checkDecisionNote, CORRECTION_REASON_MAX, type RuleCode } from '#contract/input-rules.ts';
import { fieldMessage } from '@/platform/i18n/rule-messages';
import { useModalDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { TextAreaField } from '@/platform/ui/text-area-field';
import { decideCorrection } from './api';
import { decisionFailure } from './decision-errors';

export type Decision = 'approve' | 'reject';

const NOTE_REQUIRED = msg`Write why you reject it: the worker sees this note.`;

interface DecisionDialogProps {
  request: AdminCorrection;
  decision: Decision;
  /** What is decided: whose request and which day; which event at what time. */
  summary: { who: string; what: ReactNode };
  onDecided: (decided: AdminCorrection) => void;
  /** The request can no longer be decided (someone else did, or it is gone): the screen says why and reloads. */
  onGone: (message: string) => void;
  onCancel: () => void;
}

export function DecisionDialog({ request, decision: initial, summary, onDecided, onGone, onCancel }: DecisionDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [decision, setDecision] = useState<Decision>(initial);
  const [note, setNote] = useState('');
  const [noteRule, setNoteRule] = useState<RuleCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sequence, setSequence] = useState(false);
  const [busy, setBusy] = useState(false);
  useModalDialog(ref, true);

  const approve = decision === 'approve';
  const noteError = fieldMessage(noteRule, NOTE_REQUIRED);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rule = checkDecisionNote(note, !approve);
    setNoteRule(rule);
    if (rule) return;
    setBusy(true);
    try {
      onDecided(await decideCorrection(request.id, { decision, note: note.trim() }));
    } catch (failure) {
      const outcome = await decisionFailure(failure);
      if (outcome.kind === 'note') setNoteRule(outcome.rule);
      else if (outcome.kind === 'gone') onGone(t(outcome.message));
      else if (outcome.kind === 'sequence') {
        setSequence(true);
        setError(outcome.rule ? `${t(outcome.rule)} ${t(outcome.message)}` : t(outcome.message));
      } else setError(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  function rejectInstead() {
    setDecision('reject');
    setSequence(false);
    setError(null);
    setNoteRule(null);
  }

  return (
    <dialog
      ref={ref}
      className="alert-dialog decision-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form className="form decision-dialog__form" noValidate onSubmit={(event) => void confirm(event)}>
        <h2 id={titleId} className="alert-dialog__title">
          {approve ? t`Approve this request?` : t`Reject this request?`}
        </h2>
        <p className="decision-dialog__summary">
          {summary.who}
          <br />
          <strong>{summary.what}</strong>
        </p>
        <p className="muted decision-dialog__effect">
          {approve ? t`The time is recorded as a correction, and pay follows it. The worker sees your note.` : t`Nothing is recorded. The worker sees your note and may ask again.`}
        </p>
        <TextAreaField
          label={approve ? t`Note to the worker (optional)` : t`Why it is rejected`}
          name="note"
          rows={3}
          value={note}
          counterMax={CORRECTION_REASON_MAX}
          error={noteError ? t(noteError) : null}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteRule) setNoteRule(null);
          }}
        />
        <FormError message={error} />
        {sequence && approve ? (
          <Button variant="secondary" block onClick={rejectInstead}>
            {t`Reject with a note instead`}
          </Button>
        ) : null}
        <div className="alert-dialog__actions">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" variant={approve ? 'primary' : 'danger'} busy={busy}>
            {approve ? t`Approve` : t`Reject`}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
