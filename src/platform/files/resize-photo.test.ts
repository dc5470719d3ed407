import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORRECTION_PHOTO_MAX_BYTES } from '#contract/api-corrections.ts';
import { blobToBase64, fitJpeg, PHOTO_MAX_SIDE, PhotoError, resizePhoto, type JpegEncoder } from './resize-photo';

/** A blob that says it has `size` bytes without holding them (a test must not allocate gigabytes). */
function blobOfSize(size: number, type = 'image/jpeg'): Blob {
  return Object.defineProperty(new Blob([], { type }), 'size', { value: size });
}

/** A JPEG's size as a camera's photo behaves: about `bytesPerPixel` × pixels at quality 0.85, less as the quality falls. */
function jpegOfSize(bytesPerPixel: number): { encode: JpegEncoder; tries: { width: number; height: number; quality: number }[] } {
  const tries: { width: number; height: number; quality: number }[] = [];
  const encode: JpegEncoder = async (width, height, quality) => {
    tries.push({ width, height, quality });
    const size = Math.round(width * height * bytesPerPixel * (quality / 0.85));
    return blobOfSize(size);
  };
  return { encode, tries };
}

describe('fitJpeg', () => {
  it('fits a 12-megapixel photo into 1600 px and keeps the first quality that is small enough', async () => {
    const { encode, tries } = jpegOfSize(0.5);
    const jpeg = await fitJpeg(4000, 3000, encode);
    expect(jpeg?.size).toBeLessThanOrEqual(CORRECTION_PHOTO_MAX_BYTES);
    expect(tries).toEqual([{ width: 1600, height: 1200, quality: 0.85 }]);
  });

  it('steps the quality down until the JPEG is at most 2 MB', async () => {
    const { encode, tries } = jpegOfSize(1.6);
    const jpeg = await fitJpeg(3000, 4000, encode);
    expect(jpeg?.size).toBeLessThanOrEqual(CORRECTION_PHOTO_MAX_BYTES);
    expect(tries.map((attempt) => attempt.quality)).toEqual([0.85, 0.75, 0.65, 0.55]);
    expect(tries.every((attempt) => attempt.width === 1200 && attempt.height === 1600)).toBe(true);
  });

  it('makes the picture smaller once the lowest quality is not enough', async () => {
    const { encode, tries } = jpegOfSize(4);
    const jpeg = await fitJpeg(4000, 3000, encode);
    expect(jpeg?.size).toBeLessThanOrEqual(CORRECTION_PHOTO_MAX_BYTES);
    const last = tries.at(-1);
    expect(last?.width).toBeLessThan(1600);
    expect(Math.max(...tries.map((attempt) => Math.max(attempt.width, attempt.height)))).toBe(PHOTO_MAX_SIDE);
  });

  it('leaves a small photo its size', async () => {
    const { encode, tries } = jpegOfSize(0.5);
    await fitJpeg(800, 600, encode);
    expect(tries[0]).toMatchObject({ width: 800, height: 600 });
  });

  it('gives up on a picture that no size and quality bring under the limit', async () => {
    const { encode } = jpegOfSize(10_000);
    expect(await fitJpeg(4000, 3000, encode)).toBeNull();
  });
});

describe('resizePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The browser's decoder and canvas as a phone has them, for a 4032 × 3024 camera photo of 9 MB. */
  function fakeBrowser(options: { decodes?: boolean; jpegType?: string } = {}) {
    const drawn: { width: number; height: number }[] = [];
    const bitmap = { width: 4032, height: 3024, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        if (options.decodes === false) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        return bitmap;
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { fillStyle: '', fillRect: vi.fn(), drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) => drawn.push({ width, height }) };
        }
        async convertToBlob({ quality }: { quality: number }) {
          return blobOfSize(Math.round(this.width * this.height * 1.5 * quality), options.jpegType);
        }
      },
    );
    return { drawn, bitmap };
  }

  it('turns a large camera photo into a JPEG of at most 2 MB and 1600 px, and lets the decoded picture go', async () => {
    const { drawn, bitmap } = fakeBrowser();
    const camera = blobOfSize(9 * 1024 * 1024);
    const jpeg = await resizePhoto(camera);
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.size).toBeLessThanOrEqual(CORRECTION_PHOTO_MAX_BYTES);
    expect(drawn[0]).toEqual({ width: 1600, height: 1200 });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('says a file that is no picture cannot be read', async () => {
    fakeBrowser({ decodes: false });
    await expect(resizePhoto(new Blob(['not a photo']))).rejects.toEqual(new PhotoError('unreadable'));
  });

  it('refuses what a browser writes instead of JPEG', async () => {
    fakeBrowser({ jpegType: 'image/png' });
    await expect(resizePhoto(new Blob([new Uint8Array(10)]))).rejects.toEqual(new PhotoError('unreadable'));
  });
});

describe('blobToBase64', () => {
  it('gives the bytes as the request sends them', async () => {
    expect(await blobToBase64(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }))).toBe('/9j/4A==');
  });
});
