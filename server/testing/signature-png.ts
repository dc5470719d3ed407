/**
 * Test support: a signature-like PNG (a dark looping stroke on a transparent background), encoded
 * here with zlib so server tests need no image library.
 */
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGBA PNG of `width` × `height` with a pen stroke across it. `speckled`: a faint random haze
 * over the background, which compresses badly (a large but valid image).
 */
export function signaturePng(width = 600, height = 240, options: { speckled?: boolean } = {}): Uint8Array {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  if (options.speckled) {
    let state = 12345;
    for (let y = 0; y < height; y += 1) {
      for (let i = 1; i <= width * 4; i += 1) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        rows[y * (width * 4 + 1) + i] = state >>> 24;
      }
    }
  }
  const ink = (x: number, y: number) => {
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const at = py * (width * 4 + 1) + 1 + px * 4;
        rows[at] = 20;
        rows[at + 1] = 24;
        rows[at + 2] = 40;
        rows[at + 3] = 255;
      }
    }
  };
  for (let step = 0; step <= 2000; step += 1) {
    const t = step / 2000;
    ink(width * (0.08 + 0.84 * t), height * (0.5 + 0.28 * Math.sin(t * Math.PI * 5) * Math.cos(t * 3)));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}
