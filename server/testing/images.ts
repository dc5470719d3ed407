/**
 * Images for the tests of uploads (server/images.ts): a real small JPEG, one carrying an EXIF GPS
 * position, a polyglot (a JPEG with an HTML page riding after it) and a pixel bomb (a small JPEG whose
 * header claims 65000×65000 pixels).
 */
import sharp from 'sharp';

/** A 64×48 grey photo, as a phone's resized JPEG would be; with `gps`, an EXIF position (Seoul City Hall). */
export async function smallJpeg(options: { gps?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 130, b: 140 } } }).jpeg({ quality: 80 });
  if (options.gps) {
    image = image.withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 58/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 41/1' } });
  }
  return image.toBuffer();
}

/** A real JPEG followed by an HTML page: a browser sniffing it could run the page. */
export async function polyglotJpeg(): Promise<Buffer> {
  return Buffer.concat([await smallJpeg(), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
}

/** A small JPEG whose frame header (SOF0) claims 65000×65000 pixels: 4.2 billion to decode. */
export async function pixelBombJpeg(): Promise<Buffer> {
  const bytes = Buffer.from(await smallJpeg());
  for (let i = 2; i < bytes.length - 9; i++) {
    // SOF0..SOF2: FF C0..C2, length (2), precision (1), height (2), width (2).
    const marker = bytes[i + 1] ?? 0;
    if (bytes[i] === 0xff && marker >= 0xc0 && marker <= 0xc2) {
      bytes.writeUInt16BE(65000, i + 5);
      bytes.writeUInt16BE(65000, i + 7);
      return bytes;
    }
  }
  throw new Error('no frame header found');
}
