import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanJpeg, cleanPng } from './images.ts';
import { pixelBombJpeg, polyglotJpeg, smallJpeg } from './testing/images.ts';

describe('uploaded images are decoded and written again (issue 31)', () => {
  it('keeps a photo without its EXIF: no GPS position, no camera', async () => {
    const sent = await smallJpeg({ gps: true });
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const cleaned = await cleanJpeg(sent);
    if (!cleaned.ok) throw new Error(cleaned.problem);
    const kept = await sharp(cleaned.bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(kept.exif).toBeUndefined();
    expect(Buffer.from(cleaned.bytes).includes('TestCam')).toBe(false);
  });

  it('refuses a polyglot (an HTML page after the image, or in place of it) and what is no JPEG', async () => {
    expect(await cleanJpeg(await polyglotJpeg())).toEqual({ ok: false, problem: 'invalid' });
    const htmlBehindMagic = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from([0xff, 0xd9])]);
    expect(await cleanJpeg(htmlBehindMagic)).toEqual({ ok: false, problem: 'invalid' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await cleanJpeg(png)).toEqual({ ok: false, problem: 'invalid' });
    expect(await cleanJpeg(Buffer.from('not an image at all'))).toEqual({ ok: false, problem: 'invalid' });
    // Cut short: refused, not half kept.
    const whole = await smallJpeg();
    expect(await cleanJpeg(Buffer.concat([whole.subarray(0, whole.length - 200), Buffer.from([0xff, 0xd9])]))).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a pixel bomb from its header, before decoding it', async () => {
    expect(await cleanJpeg(await pixelBombJpeg())).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('writes a signature PNG again without its text chunks, and refuses what is no PNG', async () => {
    const drawn = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone-else' } } })
      .toBuffer();
    const cleaned = await cleanPng(drawn, 1200 * 600);
    if (!cleaned.ok) throw new Error(cleaned.problem);
    expect(await sharp(cleaned.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 120 });
    expect(Buffer.from(cleaned.bytes).includes('someone-else')).toBe(false);
    expect(await cleanPng(await smallJpeg(), 1200 * 600)).toEqual({ ok: false, problem: 'invalid' });
    expect(await cleanPng(drawn, 100 * 100)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
