/**
 * Test support: reading a PDF the way a person checks it, with poppler's tools (poppler-utils,
 * installed by .ci/run): its text (pdftotext), its fonts (pdffonts), its images (pdfimages) and its
 * first page as a grey image (pdftoppm), and comparing that image with a reviewed reference PNG.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

function withPdf<T>(pdf: Uint8Array, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'wfm-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, pdf);
    return use(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfText(pdf: Uint8Array): string {
  return withPdf(pdf, (path) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  const out = withPdf(pdf, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }));
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type… encoding emb sub uni object ID: the flags are the 5th, 4th and 3rd columns from the end.
      return { name: columns[0] ?? '', type: columns.slice(1, -6).join(' '), embedded: columns.at(-5) === 'yes', subset: columns.at(-4) === 'yes' };
    });
}

export function pdfPageCount(pdf: Uint8Array): number {
  const info = withPdf(pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

export function pdfImageCount(pdf: Uint8Array): number {
  const out = withPdf(pdf, (path) => execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }));
  return out.split('\n').slice(2).filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;
}

/** Page 1 as a grey PNG at `dpi`. */
export function renderFirstPage(pdf: Uint8Array, dpi: number): Buffer {
  return withPdf(pdf, (path, dir) => {
    execFileSync('pdftoppm', ['-png', '-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', path, join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  });
}

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The pixels of an 8-bit, non-interlaced PNG, filters undone: `channels` bytes a pixel (grey 1, RGB 3, RGBA 4). */
export interface PngPixels {
  width: number;
  height: number;
  channels: number;
  bytes: Uint8Array;
}

const CHANNELS_OF: Record<number, number> = { 0: 1, 2: 3, 6: 4 };

/** Decodes an 8-bit grey, RGB or RGBA, non-interlaced PNG (what pdftoppm and pdftocairo write). */
export function decodePng(png: Buffer): PngPixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 1;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const known = CHANNELS_OF[body[9] ?? -1];
      if (body[8] !== 8 || known === undefined || body[12] !== 0) throw new Error('expected an 8-bit grey, RGB or RGBA, non-interlaced PNG');
      channels = known;
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const bytes = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (bytes[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (bytes[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= channels && y > 0 ? (bytes[(y - 1) * stride + x - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      bytes[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, bytes };
}

/** Decodes an 8-bit grey or RGB, non-interlaced PNG (what pdftoppm writes) into grey pixels. */
export function decodeGreyPng(png: Buffer): GreyImage {
  const { width, height, channels, bytes } = decodePng(png);
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) {
    let sum = 0;
    for (let c = 0; c < channels; c += 1) sum += bytes[i * channels + c] ?? 0;
    pixels[i] = Math.round(sum / channels);
  }
  return { width, height, pixels };
}

/** The share of pixels (0..1) whose grey differs by more than `threshold` (sizes must match). */
export function differingShare(a: GreyImage, b: GreyImage, threshold = 48): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i += 1) if (Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0)) > threshold) differing += 1;
  return differing / a.pixels.length;
}
