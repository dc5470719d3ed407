/**
 * A photo is made small on the phone before it is kept or sent: a correction's (issue 18; the server
 * takes a JPEG of at most 2 MB) and a worker's face for the gate (decision 080: 640 px, 512 KB). A
 * phone's camera gives 3 to 12 MB, and a site's signal is weak. The
 * picture is turned upright (its EXIF orientation), fitted into 1600 px on its longest side, and
 * written as JPEG at falling qualities, then smaller still, until it fits.
 */
import { CORRECTION_PHOTO_MAX_BYTES } from '#contract/api-corrections.ts';

export const PHOTO_MAX_SIDE = 1600;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** After the lowest quality: the size shrinks by this, and the qualities are tried again. */
const SHRINK = 0.75;
/** Below this a photo no longer shows a paper or a screen: give up. */
const MIN_SIDE = 400;

/** Why a file could not become the photo. */
export type PhotoProblem = 'unreadable' | 'tooLarge';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`photo: ${problem}`);
  }
}

/** Writes the picture at width×height as a JPEG of the given quality (0..1). */
export type JpegEncoder = (width: number, height: number, quality: number) => Promise<Blob>;

/**
 * The first JPEG of at most `maxBytes`: fitted into `maxSide`, each quality in turn, then smaller;
 * null when even a picture of MIN_SIDE at the lowest quality is larger.
 */
export async function fitJpeg(width: number, height: number, encode: JpegEncoder, maxSide = PHOTO_MAX_SIDE, maxBytes = CORRECTION_PHOTO_MAX_BYTES): Promise<Blob | null> {
  let scale = Math.min(1, maxSide / Math.max(width, height));
  for (;;) {
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    for (const quality of QUALITIES) {
      const jpeg = await encode(w, h, quality);
      if (jpeg.size <= maxBytes) return jpeg;
    }
    if (Math.max(w, h) <= MIN_SIDE) return null;
    scale = Math.max(scale * SHRINK, MIN_SIDE / Math.max(width, height));
  }
}

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of width×height: OffscreenCanvas where there is one (off the page), else a detached <canvas>. */
function canvasOf(width: number, height: number): { context: Canvas2d; toJpeg: (quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('unreadable');
    return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('unreadable');
  return {
    context,
    toJpeg: (quality) => new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoError('unreadable'))), 'image/jpeg', quality)),
  };
}

/** The photo as a JPEG within `limits`: by default a correction's, at most 2 MB and 1600 px on its longest side. */
export async function resizePhoto(file: Blob, limits: { maxSide: number; maxBytes: number } = { maxSide: PHOTO_MAX_SIDE, maxBytes: CORRECTION_PHOTO_MAX_BYTES }): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
  try {
    let drawn: { width: number; height: number; toJpeg: (quality: number) => Promise<Blob> } | null = null;
    const encode: JpegEncoder = async (width, height, quality) => {
      if (drawn?.width !== width || drawn.height !== height) {
        const { context, toJpeg } = canvasOf(width, height);
        // A JPEG has no transparency: a see-through picture gets white behind it, not black.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.drawImage(bitmap, 0, 0, width, height);
        drawn = { width, height, toJpeg };
      }
      const jpeg = await drawn.toJpeg(quality);
      // A browser that cannot write JPEG gives PNG instead, which the server refuses.
      if (jpeg.type !== 'image/jpeg') throw new PhotoError('unreadable');
      return jpeg;
    };
    const jpeg = await fitJpeg(bitmap.width, bitmap.height, encode, limits.maxSide, limits.maxBytes);
    if (!jpeg) throw new PhotoError('tooLarge');
    return jpeg;
  } finally {
    bitmap.close();
  }
}

/** A blob's bytes as base64 (the request's `photo`). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });
}
