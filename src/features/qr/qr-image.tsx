/**
 * Draws a payload as a QR code with qr-code-styling, loaded only when a code is shown (it is not
 * part of the shell), as qr-drawing.ts says.
 */
import { useEffect, useRef } from 'react';
import { qrDrawing } from './qr-drawing';

export function QrImage({ payload, label, dimmed }: { payload: string; label: string; dimmed: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let cancelled = false;
    void import('qr-code-styling').then(({ default: QRCodeStyling }) => {
      if (cancelled) return;
      const code = new QRCodeStyling(qrDrawing(payload));
      target.replaceChildren();
      code.append(target);
    });
    return () => {
      cancelled = true;
    };
  }, [payload]);
  return <div ref={container} className={dimmed ? 'qr-image qr-image--dimmed' : 'qr-image'} role="img" aria-label={label} />;
}
