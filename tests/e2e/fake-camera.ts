/**
 * Chromium's fake camera for the scanner tests: a browser launched with
 * `--use-file-for-fake-video-capture=FILE.y4m` plays that file as the camera, and reads it again each
 * time a page starts the camera. `writeQrVideo` turns a QR code's pixels (read off the worker's
 * screen) into such a file: the code centred on a white 640×480 frame, as an arm's-length shot would be.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import type QRCodeStyling from 'qr-code-styling';
import { qrDrawing } from '../../src/features/qr/qr-drawing.ts';

const WIDTH = 640;
const HEIGHT = 480;
/** The code's side in the frame, in pixels. */
const SIDE = 360;
/** The camera's frame and the code's side in it, for a script that draws the same frame. */
export const CAMERA_FRAME = { width: WIDTH, height: HEIGHT, codeSide: SIDE } as const;

export interface Pixels {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** A y4m (YUV 4:2:0) video of two identical frames; grey chroma, so only luma carries the picture. */
export function writeQrVideo(file: string, image: Pixels | null): void {
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(235);
  if (image) {
    const left = (WIDTH - SIDE) / 2;
    const top = (HEIGHT - SIDE) / 2;
    for (let y = 0; y < SIDE; y++) {
      const sy = Math.floor((y * image.height) / SIDE);
      for (let x = 0; x < SIDE; x++) {
        const sx = Math.floor((x * image.width) / SIDE);
        const i = (sy * image.width + sx) * 4;
        const alpha = (image.data[i + 3] ?? 255) / 255;
        const grey = 0.299 * (image.data[i] ?? 255) + 0.587 * (image.data[i + 1] ?? 255) + 0.114 * (image.data[i + 2] ?? 255);
        const shown = grey * alpha + 255 * (1 - alpha);
        luma[(top + y) * WIDTH + left + x] = Math.round(16 + (shown / 255) * 219);
      }
    }
  }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F15:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

/**
 * The QR code on a worker's /qrGenerate screen: its pixels and what an independent decoder (jsQR)
 * reads from them. Waits until the code is fully drawn (the drawing is asynchronous).
 */
export async function readShownQr(page: Page): Promise<{ pixels: Pixels; text: string }> {
  const read: { value: { pixels: Pixels; text: string } | null } = { value: null };
  // Playwright's polling (no fixed wait): read the canvas again until it decodes.
  await expect
    .poll(
      async () => {
        const pixels = await page.locator('.qr-image canvas').evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          const data = context.getImageData(0, 0, canvas.width, canvas.height);
          return { data: Array.from(data.data), width: data.width, height: data.height };
        });
        const text = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
        read.value = text ? { pixels, text } : null;
        return read.value !== null;
      },
      { message: 'the QR code on the page decodes', timeout: 10_000 },
    )
    .toBe(true);
  if (!read.value) throw new Error('the QR code on the page did not decode');
  return read.value;
}

/**
 * Any text drawn as the QR screen draws a worker's code (the same library and options), in a blank
 * page of `browser`: for codes a test makes up rather than reads off a worker's screen.
 */
export async function drawQrCode(browser: Browser, payload: string): Promise<Pixels> {
  const page = await browser.newPage();
  try {
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('qr-code-styling') });
    return await page.evaluate(async (options) => {
      const Drawing = (window as unknown as { QRCodeStyling: typeof QRCodeStyling }).QRCodeStyling;
      const png = await new Drawing(options).getRawData('png');
      if (!(png instanceof Blob)) throw new Error('qr-code-styling drew no PNG');
      const image = await createImageBitmap(png);
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height);
      return { data: Array.from(data.data), width: data.width, height: data.height };
    }, qrDrawing(payload));
  } finally {
    await page.close();
  }
}

/** A Chromium whose camera plays `file` (the same flags as the suite's, plus the fake camera). */
export function launchWithFakeCamera(file: string, extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
      ...extraArgs,
    ],
  });
}
