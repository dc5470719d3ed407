/**
 * The signature (autograph) pad: a modal dialog with a canvas sized by the device pixel ratio (spec
 * §9), pressure-like strokes from pointer events (pen pressure when there is one), clear and undo,
 * and the watermark. The strokes belong to the caller, so a failed signing keeps them for a retry
 * even if the pad is closed and opened again.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { lockScroll } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { drawSignature, PAD_ASPECT, type Stroke, type StrokePoint } from './signature-strokes';
import './certificates.css';

interface SignaturePadProps {
  strokes: Stroke[];
  onStrokesChange: (strokes: Stroke[]) => void;
  watermark: string;
  /** Sends the signature; the pad shows the failure it answers (or nothing on success). */
  onSubmit: () => Promise<void>;
  onClose: () => void;
  busy: boolean;
  /** "Signing failed" with the reason, kept until the next try. */
  failure: string | null;
}

export function SignaturePad({ strokes, onStrokesChange, watermark, onSubmit, onClose, busy, failure }: SignaturePadProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  const [drawing, setDrawing] = useState<Stroke | null>(null);
  const [emptyError, setEmptyError] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, []);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () => setWidth(canvas.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const height = width / PAD_ASPECT;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawSignature(context, drawing ? [...strokes, drawing] : strokes, { width, height }, watermark, true);
  }, [strokes, drawing, width, watermark]);

  const pointOf = (event: PointerEvent | ReactPointerEvent): StrokePoint => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return [0, 0, 0.5];
    return [(event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.width, event.pressure > 0 ? event.pressure : 0.5];
  };

  const start = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (busy) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setEmptyError(false);
    setDrawing({ points: [pointOf(event)], simulatePressure: event.pointerType !== 'pen' });
  };
  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length > 0 ? events : [event.nativeEvent]).map(pointOf);
    setDrawing({ ...drawing, points: [...drawing.points, ...points] });
  };
  const end = () => {
    if (!drawing) return;
    onStrokesChange([...strokes, drawing]);
    setDrawing(null);
  };

  const submit = () => {
    if (strokes.length === 0) {
      setEmptyError(true);
      return;
    }
    void onSubmit();
  };

  return (
    <dialog
      ref={dialogRef}
      className="signature-pad"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId} className="signature-pad__title">
        {t`Sign`}
      </h2>
      <p className="muted signature-pad__hint">{t`Draw your signature with your finger or a pen inside the box.`}</p>
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        role="img"
        aria-label={plural(strokes.length, { one: 'Signature pad, # stroke drawn', other: 'Signature pad, # strokes drawn' })}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className="button-row">
        <Button variant="secondary" onClick={() => onStrokesChange(strokes.slice(0, -1))} disabled={busy || strokes.length === 0}>
          {t`Undo`}
        </Button>
        <Button variant="secondary" onClick={() => onStrokesChange([])} disabled={busy || strokes.length === 0}>
          {t`Clear`}
        </Button>
      </div>
      <FormError message={emptyError ? t`Draw your signature before you submit it.` : failure} />
      <div className="button-row">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t`Cancel`}
        </Button>
        <Button onClick={submit} busy={busy}>
          {failure ? t`Try again` : t`Submit signature`}
        </Button>
      </div>
    </dialog>
  );
}
