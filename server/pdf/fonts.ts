/**
 * The Korean font of the certificates: Pretendard (SIL Open Font License 1.1, fonts/OFL.txt), as
 * TrueType, shipped in the repository so a fresh machine without system fonts makes the same PDFs.
 * It has every modern Hangul syllable (U+AC00..U+D7A3), so any name prints. Each PDF embeds only the
 * glyphs it uses (a subset), which keeps a document at a few tens of kilobytes.
 *
 * fontkit's TrueType subsetter writes each glyph's bytes as they are in the font; a glyph of odd
 * length puts the next one at an odd offset, which a short `loca` table (offsets / 2) cannot say, so
 * viewers draw most glyphs blank. `patchSubsetter` pads each glyph to an even length.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const FONT_DIR = new URL('./fonts/', import.meta.url);

interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loaded: FontBytes | undefined;

function fontBytes(): FontBytes {
  loaded ??= {
    regular: readFileSync(new URL('Pretendard-Regular.ttf', FONT_DIR)),
    bold: readFileSync(new URL('Pretendard-Bold.ttf', FONT_DIR)),
  };
  return loaded;
}

/** The parts of fontkit's (untyped) TTFSubset that the patch touches. */
interface GlyphBuffer {
  length: number;
  copy(target: GlyphBuffer): number;
  constructor: { alloc(size: number): GlyphBuffer };
}
interface SubsetInternals {
  glyf: GlyphBuffer[];
  offset: number;
}
interface SubsetPrototype {
  _addGlyph(this: SubsetInternals, gid: number): number;
  wfmEvenGlyphs?: true;
}

let patched = false;

function patchSubsetter(sample: Uint8Array): void {
  if (patched) return;
  const font = fontkit.create(sample) as unknown as { createSubset(): object };
  const proto = Object.getPrototypeOf(font.createSubset()) as SubsetPrototype;
  if (!proto.wfmEvenGlyphs) {
    const addGlyph = proto._addGlyph;
    proto._addGlyph = function addEvenGlyph(gid) {
      const index = addGlyph.call(this, gid);
      const buffer = this.glyf[index];
      if (buffer && buffer.length % 2 === 1) {
        // The buffer class is fontkit's own (its writer refuses others); zero-filled, so the pad is 0.
        const padded = buffer.constructor.alloc(buffer.length + 1);
        buffer.copy(padded);
        this.glyf[index] = padded;
        this.offset += 1;
      }
      return index;
    };
    proto.wfmEvenGlyphs = true;
  }
  patched = true;
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Embeds the regular and bold faces as subsets. `tag` (six capital letters) names the subsets the
 * way PDF asks (`TAG+Name`); it comes from the document's content, so the same document gives the
 * same bytes.
 */
export async function embedDocumentFonts(doc: PDFDocument, tag: string): Promise<DocumentFonts> {
  const bytes = fontBytes();
  patchSubsetter(bytes.regular);
  doc.registerFontkit(fontkit);
  // ROT13 of the regular tag: always a different name.
  const boldTag = tag.replace(/[A-Z]/g, (letter) => String.fromCharCode(65 + ((letter.charCodeAt(0) - 52) % 26)));
  return {
    regular: await doc.embedFont(bytes.regular, { subset: true, customName: `${tag}+Pretendard-Regular` }),
    bold: await doc.embedFont(bytes.bold, { subset: true, customName: `${boldTag}+Pretendard-Bold` }),
  };
}

/** Six capital letters from a hex digest (the subset tag). */
export function subsetTag(hex: string): string {
  let tag = '';
  for (let i = 0; i < 6; i += 1) tag += String.fromCharCode(65 + (parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 26));
  return tag;
}
