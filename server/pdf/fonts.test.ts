/**
 * The documents' fonts measure text once per process, with a font object no document owns
 * (fonts.ts): the widths must be the very numbers pdf-lib's own fonts give, at any size and in every
 * font of a chain, and measuring must leave the document's bytes as drawing alone makes them.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedDocumentFonts } from './fonts.ts';

const TEXTS = ['근로계약서', 'Employment contract, 1 Nov 2026', 'Hợp đồng lao động: người lao động', '劳动合同（日工）：工资', '김민준 (인) 150,000원', 'fi ffl AV To', ''];

describe('measuring text (issue 29, issue 32)', () => {
  it("gives exactly pdf-lib's width of each run, at every size, in every language's fonts", async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedDocumentFonts(doc, 'ABCDEF', 'zh-Hans');
    for (const face of [fonts.regular, fonts.bold]) {
      for (const text of TEXTS) {
        for (const size of [7.5, 9.5, 10.5, 14]) {
          const expected = face.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
          expect(face.widthOfTextAtSize(text, size)).toBe(expected);
          expect(face.widthOfTextAtSize(text, size)).toBe(expected);
        }
      }
    }
  });

  it("leaves a document's bytes as its drawing alone makes them, whatever was measured before", async () => {
    const make = async (measureFirst: readonly string[]) => {
      const doc = await PDFDocument.create({ updateMetadata: false });
      const fonts = await embedDocumentFonts(doc, 'GHIJKL', 'ko');
      for (const text of measureFirst) fonts.regular.widthOfTextAtSize(text, 10);
      const page = doc.addPage();
      let y = 800;
      for (const run of fonts.regular.runs('근로자 김민준, 1일 150,000원')) {
        page.drawText(run.text, { x: 40, y, size: 10, font: run.font });
        y -= 20;
      }
      return Buffer.from(await doc.save({ useObjectStreams: false })).toString('base64');
    };
    expect(await make(['김민준 서명', 'ffi 150,000'])).toBe(await make([]));
  });
});
