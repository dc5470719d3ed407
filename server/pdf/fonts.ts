/**
 * The fonts of the certificates, shipped in the repository (fonts/) so a fresh machine without system
 * fonts makes the same PDFs; each PDF embeds only the glyphs it uses (a subset), which keeps a
 * document at a few tens of kilobytes.
 *
 * - Pretendard (SIL OFL 1.1, fonts/OFL.txt), regular and bold, TrueType: every modern Hangul syllable
 *   (U+AC00..U+D7A3), so any name prints, Latin and every precomposed Vietnamese letter
 *   (U+1EA0..U+1EF9, ơ ư đ ă …). Korean, English and Vietnamese documents need nothing else.
 * - Noto Sans SC Regular (SIL OFL 1.1, fonts/OFL-NotoSansSC.txt), TrueType, cut down to the GB 2312
 *   characters (the 6,763 hanzi of Simplified Chinese and their punctuation) and the CJK punctuation
 *   and full-width blocks (decision 070): the Chinese lines. Read from disk only when a Chinese
 *   document is made; there is no bold cut, so bold text falls back to the regular one.
 *
 * A document's text is drawn with a chain of fonts (DocumentFace): each character in the first font
 * of the chain that has it, Han characters and CJK punctuation in the Chinese font first, so a line
 * mixing Hangul, digits and hanzi is drawn in runs, one run a font. Which fonts a language needs is
 * one line in LANGUAGE_FONTS.
 *
 * fontkit's TrueType subsetter writes each glyph's bytes as they are in the font; a glyph of odd
 * length puts the next one at an odd offset, which a short `loca` table (offsets / 2) cannot say, so
 * viewers draw most glyphs blank. `patchSubsetter` pads each glyph to an even length.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Language } from '#contract/languages.ts';

const FONT_DIR = new URL('./fonts/', import.meta.url);

/** Widths kept per font file before the memo starts again (a long-running server measures many names). */
const MAX_WIDTHS = 50_000;

/**
 * A font file beside this module, read once, when a document first needs it. It also measures text
 * for every document (`width1000`): with a font object of its own, never a document's, so that
 * measuring leaves no trace in a document (fontkit keeps a glyph with the code points of its first
 * layout, which a subset's ToUnicode map prints), and a width measured once is not measured again.
 */
class FontFile {
  readonly file: string;
  /** The PostScript name the subset is given (`TAG+name`). */
  readonly name: string;
  private bytes: Uint8Array | undefined;
  private measurer: MeasuringFont | undefined;
  private readonly widths = new Map<string, number>();

  constructor(file: string, name: string) {
    this.file = file;
    this.name = name;
  }

  read(): Uint8Array {
    this.bytes ??= readFileSync(new URL(this.file, FONT_DIR));
    return this.bytes;
  }

  /**
   * The text's width at size 1000, summed as pdf-lib's CustomFontEmbedder sums it (each glyph's
   * advance × 1000 / unitsPerEm, no font features), so `width1000(text) * (size / 1000)` is the very
   * number `font.widthOfTextAtSize(text, size)` gives.
   */
  width1000(text: string): number {
    const known = this.widths.get(text);
    if (known !== undefined) return known;
    this.measurer ??= fontkitParsingOnce.create(this.read()) as unknown as MeasuringFont;
    const scale = 1000 / this.measurer.unitsPerEm;
    let total = 0;
    for (const glyph of this.measurer.layout(text, undefined).glyphs) total += glyph.advanceWidth * scale;
    if (this.widths.size >= MAX_WIDTHS) this.widths.clear();
    this.widths.set(text, total);
    return total;
  }
}

/** The parts of a fontkit font that measuring uses. */
interface MeasuringFont {
  unitsPerEm: number;
  layout(text: string, features: undefined): { glyphs: readonly { advanceWidth: number }[] };
}

const PRETENDARD = {
  regular: new FontFile('Pretendard-Regular.ttf', 'Pretendard-Regular'),
  bold: new FontFile('Pretendard-Bold.ttf', 'Pretendard-Bold'),
};

/** A font that draws what the main font lacks; `preferred` are the characters it draws even when the main font has them. */
interface FallbackFont {
  regular: FontFile;
  /** Absent: bold text uses the regular face. */
  bold?: FontFile;
  preferred: RegExp;
}

/**
 * Han characters, CJK symbols and punctuation, full-width forms, curly quotes and the ellipsis: in a
 * Chinese font even where Pretendard has a glyph, so that Chinese punctuation is full-width as
 * Chinese is set (in a document with a Chinese font only).
 */
const CJK_CHARACTERS = /[\u2018-\u201D\u2026\u2E80-\u2FDF\u3000-\u303F\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;

const NOTO_SANS_SC: FallbackFont = {
  regular: new FontFile('NotoSansSC-Regular.ttf', 'NotoSansSC-Regular'),
  preferred: CJK_CHARACTERS,
};

/**
 * The fonts a document in each language embeds beside Pretendard: what its translated lines need
 * that Pretendard lacks. A new language is a line here (and its font in fonts/, decision 070).
 */
export const LANGUAGE_FONTS: Record<Language, readonly FallbackFont[]> = {
  ko: [],
  en: [],
  'zh-Hans': [NOTO_SANS_SC],
  vi: [],
};

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

/** fontkit as pdf-lib takes it. */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** The parts of a fontkit font (untyped) that a font sharing another's file and tables is made of. */
interface FontInternals {
  stream: { buffer: Uint8Array; constructor: new (buffer: Uint8Array) => object };
  _tables: object;
  constructor: new (stream: object) => FontInternals;
}

/** One parsed font per file, by the file's bytes (FontFile keeps one copy of them); never given to a document. */
const parsedFonts = new WeakMap<Uint8Array, FontInternals>();

/**
 * fontkit for pdf-lib, except that a file is parsed once: `fontkit.create` copies the whole file
 * (megabytes, byte by byte) and each font decodes its tables (cmap, metrics, GSUB, GPOS…) again,
 * which took most of a document's time. Each document gets a font of its own on the same bytes
 * and the same decoded tables, as fontkit's own variations of a font are made (`getVariation`):
 * its glyphs, their code points and its layout state are its own, so what one document prints
 * never depends on another.
 */
const fontkitParsingOnce: Fontkit = {
  create(bytes, postscriptName) {
    // A name picks a font in a collection; pdf-lib gives none, and the fonts here are single fonts.
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let parsed = parsedFonts.get(bytes);
    if (!parsed) {
      parsed = fontkit.create(bytes) as unknown as FontInternals;
      parsedFonts.set(bytes, parsed);
    }
    const font = new parsed.constructor(new parsed.stream.constructor(parsed.stream.buffer));
    font._tables = parsed._tables;
    return font as unknown as ReturnType<Fontkit['create']>;
  },
};

/** The characters each embedded font has, by file (the same for every document). */
const characterSets = new Map<string, ReadonlySet<number>>();

interface ChainLink {
  font: PDFFont;
  file: FontFile;
  has: ReadonlySet<number>;
  preferred: RegExp | null;
}

/** A run of text drawn in one font. */
export interface TextRun {
  text: string;
  font: PDFFont;
  /** Its width at the size, as `font.widthOfTextAtSize` gives it (measured once per text, not in the document). */
  width(size: number): number;
}

/**
 * A face of the document (regular or bold): the main font and its fallbacks. It measures and splits
 * text the way it is drawn; text the main font covers is one run in it, exactly as a single font.
 */
export class DocumentFace {
  private readonly chain: readonly ChainLink[];

  constructor(chain: readonly ChainLink[]) {
    this.chain = chain;
  }

  /** The main font (Pretendard). */
  get main(): PDFFont {
    return (this.chain[0] as ChainLink).font;
  }

  private linkFor(char: string): ChainLink {
    const codePoint = char.codePointAt(0) ?? 0;
    const preferred = this.chain.find((link) => link.preferred?.test(char) && link.has.has(codePoint));
    return preferred ?? this.chain.find((link) => link.has.has(codePoint)) ?? (this.chain[0] as ChainLink);
  }

  /** The text in runs of one font each; a combining mark stays with the letter before it. Empty text is one empty run (drawn as before). */
  runs(text: string): TextRun[] {
    const parts: { text: string; link: ChainLink }[] = [];
    if (text === '') parts.push({ text, link: this.chain[0] as ChainLink });
    for (const char of text) {
      const last = parts.at(-1);
      const link = last && /\p{M}/u.test(char) ? last.link : this.linkFor(char);
      if (last?.link === link) last.text += char;
      else parts.push({ text: char, link });
    }
    return parts.map(({ text: part, link }) => ({ text: part, font: link.font, width: (size) => link.file.width1000(part) * (size / 1000) }));
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.width(size), 0);
  }
}

export interface DocumentFonts {
  regular: DocumentFace;
  bold: DocumentFace;
}

/** The subset tag shifted by `by` letters: always another name than the tag itself. */
function shiftedTag(tag: string, by: number): string {
  return tag.replace(/[A-Z]/g, (letter) => String.fromCharCode(65 + ((letter.charCodeAt(0) - 65 + by) % 26)));
}

async function embed(doc: PDFDocument, file: FontFile, tag: string): Promise<ChainLink['font']> {
  return doc.embedFont(file.read(), { subset: true, customName: `${tag}+${file.name}` });
}

function linkOf(font: PDFFont, file: FontFile, preferred: RegExp | null): ChainLink {
  let has = characterSets.get(file.file);
  if (!has) {
    has = new Set(font.getCharacterSet());
    characterSets.set(file.file, has);
  }
  return { font, file, has, preferred };
}

/**
 * Embeds Pretendard's regular and bold faces as subsets, and the fonts the document's language needs
 * beside it (LANGUAGE_FONTS). `tag` (six capital letters) names the subsets the way PDF asks
 * (`TAG+Name`); it comes from the document's content, so the same document gives the same bytes.
 */
export async function embedDocumentFonts(doc: PDFDocument, tag: string, language: Language): Promise<DocumentFonts> {
  patchSubsetter(PRETENDARD.regular.read());
  doc.registerFontkit(fontkitParsingOnce);
  // ROT13 of the regular tag for the bold face, other shifts for the fallbacks: always different names.
  const regular = linkOf(await embed(doc, PRETENDARD.regular, tag), PRETENDARD.regular, null);
  const bold = linkOf(await embed(doc, PRETENDARD.bold, shiftedTag(tag, 13)), PRETENDARD.bold, null);
  const regularChain = [regular];
  const boldChain = [bold];
  for (const [index, fallback] of LANGUAGE_FONTS[language].entries()) {
    const fallbackRegular = linkOf(await embed(doc, fallback.regular, shiftedTag(tag, 7 + 2 * index)), fallback.regular, fallback.preferred);
    regularChain.push(fallbackRegular);
    boldChain.push(
      fallback.bold ? linkOf(await embed(doc, fallback.bold, shiftedTag(tag, 8 + 2 * index)), fallback.bold, fallback.preferred) : fallbackRegular,
    );
  }
  return { regular: new DocumentFace(regularChain), bold: new DocumentFace(boldChain) };
}

/** Six capital letters from a hex digest (the subset tag). */
export function subsetTag(hex: string): string {
  let tag = '';
  for (let i = 0; i < 6; i += 1) tag += String.fromCharCode(65 + (parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 26));
  return tag;
}
