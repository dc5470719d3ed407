/**
 * How a worker's code is drawn (qr-code-styling's options): plain square modules on white with a
 * quiet zone, what a cheap phone's camera decodes best at arm's length. The QR screen draws with
 * them, and the scanner's end-to-end tests draw the codes they put in front of the fake camera alike.
 */
import type { Options } from 'qr-code-styling';

export function qrDrawing(payload: string): Options {
  return {
    width: 288,
    height: 288,
    type: 'canvas',
    data: payload,
    margin: 12,
    qrOptions: { errorCorrectionLevel: 'M' },
    dotsOptions: { type: 'square', color: '#000000' },
    cornersSquareOptions: { type: 'square', color: '#000000' },
    backgroundOptions: { color: '#ffffff' },
  };
}
