/**
 * Every image a person uploads is decoded and written again before it is kept (issue 31): the
 * correction photo (a JPEG) and the contract signature (a PNG). sharp (libvips) decodes it within a
 * pixel limit read from the header before any pixel is decoded (a 65000×65000 "pixel bomb" is refused
 * at once), and writes a new file of the pixels only: EXIF (GPS position, camera, owner) and every
 * other chunk or trailing byte is gone, so a file that is also HTML or a script (a polyglot) comes out
 * as a plain image, or is refused when it is not one. The photo's orientation is applied first, so it
 * still stands the right way up without its EXIF.
 */
import sharp, { type Metadata } from 'sharp';

/** A phone camera's photo is 12–50 MP; the app resizes before sending. More pixels than this: refused unread. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export type ImageProblem = 'invalid' | 'tooLarge';

export type Cleaned = { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; problem: ImageProblem };

/** JPEG's end-of-image marker: a camera's file ends with it; bytes after it are something else riding along. */
function endsAtEndOfImage(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
}

/**
 * A JPEG photo, checked and written again: `invalid` when it is not a JPEG that decodes whole (or has
 * anything after its end), `tooLarge` when its header names more than `maxPixels` pixels.
 */
export async function cleanJpeg(bytes: Uint8Array, maxPixels = MAX_PHOTO_PIXELS): Promise<Cleaned> {
  if (!endsAtEndOfImage(bytes)) return { ok: false, problem: 'invalid' };
  let header: Metadata;
  try {
    // The header only (no pixel is decoded), without the library's own limit, so a pixel bomb is told apart from a broken file.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (header.format !== 'jpeg') return { ok: false, problem: 'invalid' };
  if (header.width * header.height > maxPixels) return { ok: false, problem: 'tooLarge' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' }).autoOrient().jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'invalid' };
  }
}

/** A PNG (the signature), checked and written again: `invalid` unless it is a PNG that decodes whole within `maxPixels`. */
export async function cleanPng(bytes: Uint8Array, maxPixels: number): Promise<Cleaned> {
  try {
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== 'png') return { ok: false, problem: 'invalid' };
    if (header.width * header.height > maxPixels) return { ok: false, problem: 'tooLarge' };
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' }).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'invalid' };
  }
}
