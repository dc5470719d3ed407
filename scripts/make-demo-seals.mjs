// `node scripts/make-demo-seals.mjs`: the demo employers' seals (server/seed/seals/K001.png, K002.png),
// a red round seal with the company's name, as the seed and migration 009 store them. Drawn with
// pdf-lib in Pretendard Bold, rasterised by poppler's pdftocairo (with a transparent background), then
// written as a 4-bit palette PNG of one red with 16 levels of opacity (about 2 KB). The same fonts and
// poppler give the same bytes; after a change, update migration 009's copies (base64) as well:
// server/seed/seed.test.ts fails until the two agree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { decodePng } from '../server/testing/pdf-tools.ts';
import { pngChunk as chunk } from '../server/testing/signature-png.ts';

const SEALS = [
  { code: 'K001', lines: ['한빛건설', '주식회사', '대표이사인'] },
  { code: 'K002', lines: ['대성토건', '주식회사', '대표이사인'] },
];
const INK = [200, 16, 46];
const POINTS = 100;
const PIXELS = 160;
const OUT = new URL('../server/seed/seals/', import.meta.url);

/** The seal as a one-page PDF of POINTS × POINTS. */
async function sealPdf(lines) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync(new URL('../server/pdf/fonts/Pretendard-Bold.ttf', import.meta.url)), { subset: false });
  const page = doc.addPage([POINTS, POINTS]);
  const color = rgb(INK[0] / 255, INK[1] / 255, INK[2] / 255);
  const middle = POINTS / 2;
  page.drawCircle({ x: middle, y: middle, size: 46, borderColor: color, borderWidth: 4.5 });
  page.drawCircle({ x: middle, y: middle, size: 40.5, borderColor: color, borderWidth: 1.2 });
  const sizes = [15, 15, 11.5];
  const baselines = [59, 41, 24];
  lines.forEach((line, i) => {
    const size = sizes[i] ?? 13;
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: middle - width / 2, y: baselines[i] ?? 20, size, font, color });
  });
  return doc.save();
}

/** One ink colour, its opacity in 16 levels: a 4-bit palette PNG with a tRNS chunk. */
function palettePng({ width, height, channels, bytes }) {
  if (channels !== 4) throw new Error('expected pdftocairo to write RGBA');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 4;
  header[9] = 3;
  const palette = Buffer.alloc(16 * 3);
  const alphas = Buffer.alloc(16);
  for (let level = 0; level < 16; level += 1) {
    palette.set(INK, level * 3);
    alphas[level] = level * 17;
  }
  const stride = Math.ceil(width / 2);
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const level = Math.round(bytes[(y * width + x) * 4 + 3] / 17);
      rows[y * (stride + 1) + 1 + (x >> 1)] |= x % 2 === 0 ? level << 4 : level;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', alphas),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = mkdtempSync(join(tmpdir(), 'wfm-seal-'));
try {
  for (const seal of SEALS) {
    writeFileSync(join(dir, 'seal.pdf'), await sealPdf(seal.lines));
    const dpi = String((PIXELS / POINTS) * 72);
    execFileSync('pdftocairo', ['-png', '-transp', '-r', dpi, '-singlefile', join(dir, 'seal.pdf'), join(dir, 'seal')]);
    const png = palettePng(decodePng(readFileSync(join(dir, 'seal.png'))));
    writeFileSync(new URL(`${seal.code}.png`, OUT), png);
    console.info(`${seal.code}.png ${String(png.length)} bytes`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
