/**
 * How many of our codes the scanner's decoder never reads from a still camera frame (ADR 009):
 * draws N made-up codes shaped like ours (W1 and D1, same length) with the QR screen's options, puts
 * each on a 640×480 frame as the e2e fake camera does, and decodes it with @zxing/browser at full
 * size and then from each smaller copy the scanner tries (FALLBACK_SCALES). Prints how many each
 * size read first, and the codes none read.
 *
 *   node scripts/qr-decoding.mjs [N=2000]
 */
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { qrDrawing } from '../src/features/qr/qr-drawing.ts';
import { FALLBACK_SCALES } from '../src/domain/admin/use-qr-camera.ts';
import { CAMERA_FRAME } from '../tests/e2e/fake-camera.ts';

const count = Number(process.argv[2] ?? 2000);
const require = createRequire(import.meta.url);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.addScriptTag({ path: require.resolve('@zxing/library/umd/index.js') });
  await page.addScriptTag({ path: require.resolve('@zxing/browser/umd/zxing-browser.js') });
  await page.addScriptTag({ path: require.resolve('qr-code-styling') });
  const options = qrDrawing('');
  const result = await page.evaluate(
    async ({ count, options, scales, camera }) => {
      const { width, height, codeSide } = camera;
      const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const base64url = (bytes) => {
        let text = '';
        for (let i = 0; i < bytes.length; i += 3) {
          const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
          text += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
          if (i + 1 < bytes.length) text += ALPHABET[(n >> 6) & 63];
          if (i + 2 < bytes.length) text += ALPHABET[n & 63];
        }
        return text;
      };
      const reader = new window.ZXingBrowser.BrowserQRCodeReader();
      const read = (canvas) => {
        try {
          return reader.decodeFromCanvas(canvas).getText();
        } catch {
          return null;
        }
      };
      const frame = Object.assign(document.createElement('canvas'), { width, height });
      const frameContext = frame.getContext('2d', { willReadFrequently: true });
      const copy = document.createElement('canvas');
      const copyContext = copy.getContext('2d', { willReadFrequently: true });
      const firstRead = {};
      const unread = [];
      for (let k = 0; k < count; k++) {
        // A server code (W1, 91 bytes) or a phone's (D1, 95 bytes), as long as ours with an 8-character site.
        const payload = k % 2 ? `D1${base64url(crypto.getRandomValues(new Uint8Array(95)))}` : `W1${base64url(crypto.getRandomValues(new Uint8Array(91)))}`;
        const png = await new window.QRCodeStyling({ ...options, data: payload }).getRawData('png');
        const image = await createImageBitmap(png);
        // As tests/e2e/fake-camera.ts: the code centred, nearest neighbour, on white.
        frameContext.fillStyle = '#fff';
        frameContext.fillRect(0, 0, width, height);
        frameContext.imageSmoothingEnabled = false;
        frameContext.drawImage(image, (width - codeSide) / 2, (height - codeSide) / 2, codeSide, codeSide);
        image.close();
        let at = read(frame) === payload ? 1 : null;
        for (const scale of scales) {
          if (at !== null) break;
          copy.width = Math.round(width * scale);
          copy.height = Math.round(height * scale);
          copyContext.imageSmoothingQuality = 'high';
          copyContext.drawImage(frame, 0, 0, copy.width, copy.height);
          if (read(copy) === payload) at = scale;
        }
        if (at === null) unread.push(payload);
        else firstRead[at] = (firstRead[at] ?? 0) + 1;
      }
      return { firstRead, unread };
    },
    { count, options, scales: [...new Set(FALLBACK_SCALES)], camera: CAMERA_FRAME },
  );
  console.info(`${count} codes; read first at size ${JSON.stringify(result.firstRead)}; never read: ${result.unread.length}`);
  for (const payload of result.unread) console.info(`  ${payload}`);
} finally {
  await browser.close();
}
