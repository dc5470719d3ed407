/**
 * Draws a payload as a QR code with qr-code-styling, loaded only when a code is shown (it is not
 * part of the shell). Plain square modules on white with a quiet zone: what a cheap phone's camera
 * decodes best at arm's length.
 */
import { useEffect, useRef } from 'react';

export function QrImage({ payload, label, dimmed }: { payload: string; label: string; dimmed: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let cancelled = false;
    void import('qr-code-styling').then(({ default: QRCodeStyling }) => {
      if (cancelled) return;
      const code = new QRCodeStyling({
        width: 288,
        height: 288,
        type: 'canvas',
        data: payload,
        margin: 12,
        qrOptions: { errorCorrectionLevel: 'M' },
        dotsOptions: { type: 'square', color: '#000000' },
        cornersSquareOptions: { type: 'square', color: '#000000' },
        backgroundOptions: { color: '#ffffff' },
      });
      target.replaceChildren();
      code.append(target);
    });
    return () => {
      cancelled = true;
    };
  }, [payload]);
  return <div ref={container} className={dimmed ? 'qr-image qr-image--dimmed' : 'qr-image'} role="img" aria-label={label} />;
}
