/**
 * A small layout kit for the certificate forms: A4 pages written top to bottom, bordered rows of
 * cells (the way the official forms are ruled), wrapped text, and labels that print Korean with a
 * line in the worker's language beneath when the worker reads another language (the forms stay
 * Korean; the translation helps).
 */
import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import type { DocumentFace, DocumentFonts } from './fonts.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 36;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = 30;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.25, 0.25, 0.28);
const SHADE = rgb(0.93, 0.94, 0.96);
const LINE_HEIGHT = 1.32;

/** The languages a document prints beneath its Korean lines. */
export type WorkerLanguage = Exclude<Language, 'ko'>;

/** A text in every worker language: adding a language to contract/languages.ts makes each such table fail to typecheck until filled. */
export type Translations = Record<WorkerLanguage, string>;

const WORKER_LANGUAGES = LANGUAGE_CODES.filter((code): code is WorkerLanguage => code !== 'ko');

/** A text made from figures, in every worker language (`make` is typically a table typed by WorkerLanguage). */
export function translations(make: (language: WorkerLanguage) => string): Translations {
  return Object.fromEntries(WORKER_LANGUAGES.map((language) => [language, make(language)])) as Translations;
}

/**
 * Text of the form: Korean, and either no translation (names, figures, the Korean legal text) or
 * one in every worker language, printed beneath the Korean for a worker who reads that language.
 */
export type Label = { ko: string } & (Translations | Partial<Record<WorkerLanguage, never>>);

type CellText = string | Label;

export interface Cell {
  text: CellText;
  /** Share of the row's width (the row's shares are scaled to fill it). */
  width: number;
  bold?: boolean;
  shade?: boolean;
  align?: 'left' | 'center' | 'right';
  size?: number;
  /** The translated line's size (7.5 unless told). */
  translationSize?: number;
}

/** What measures text (a document face, or a single font). */
interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/**
 * Where a line may break: after a space, and (Chinese has no spaces) before and after each Han
 * character or full-width bracket, but never after an opening bracket or quote nor before a closing
 * one or a full-width comma or stop. Korean, English and Vietnamese text breaks at spaces only.
 */
const HAN = '\\u2E80-\\u2FDF\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF';
const FULL_WIDTH_OPENING = '\\u3008\\u300A\\u300C\\u300E\\u3010\\uFF08';
const FULL_WIDTH_CLOSING = '\\u3001\\u3002\\u3009\\u300B\\u300D\\u300F\\u3011\\uFF01\\uFF09\\uFF0C\\uFF1A\\uFF1B\\uFF1F';
const BREAKS = new RegExp(
  `(?<= )|(?<![${FULL_WIDTH_OPENING}\\u2018\\u201C])(?=[${HAN}${FULL_WIDTH_OPENING}])|(?<=[${HAN}${FULL_WIDTH_CLOSING}])(?![${FULL_WIDTH_CLOSING}\\u2019\\u201D])`,
  'u',
);

/** Splits text into lines no wider than `width`: where a line may break (BREAKS), else anywhere (Korean has few spaces). */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(BREAKS)) {
      const candidate = line + word;
      if (font.widthOfTextAtSize(candidate.trimEnd(), size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line.trimEnd());
      line = '';
      for (const char of word) {
        if (font.widthOfTextAtSize((line + char).trimEnd(), size) > width && line) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += char;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export class Sheet {
  readonly doc: PDFDocument;
  readonly fonts: DocumentFonts;
  /** The worker's language: its lines go beneath the Korean ones (none for Korean). */
  readonly language: Language;
  page: PDFPage;
  /** The top of the next thing written. */
  y: number;

  constructor(doc: PDFDocument, fonts: DocumentFonts, language: Language) {
    this.doc = doc;
    this.fonts = fonts;
    this.language = language;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page when less than `height` is left. */
  ensure(height: number): void {
    // The flow may use the bottom margin down to BOTTOM; the footer line sits below that.
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A text's line in the worker's language, if the document has one and the text is translated. */
  translation(text: Partial<Translations>): string | undefined {
    return this.language === 'ko' ? undefined : text[this.language];
  }

  /** The lines a label prints: Korean, then the worker's language beneath. */
  lines(text: CellText): { text: string; translated: boolean }[] {
    if (typeof text === 'string') return [{ text, translated: false }];
    const lines = [{ text: text.ko, translated: false }];
    const translated = this.translation(text);
    if (translated) lines.push({ text: translated, translated: true });
    return lines;
  }

  /** Draws one line of text, in runs of the fonts that have its characters (NFC: Vietnamese letters as one character each). */
  draw(text: string, x: number, y: number, options: { size?: number; bold?: boolean; muted?: boolean; face?: DocumentFace; color?: Color } = {}): void {
    const size = options.size ?? 9.5;
    const face = options.face ?? (options.bold ? this.fonts.bold : this.fonts.regular);
    let runX = x;
    for (const run of face.runs(text.normalize('NFC'))) {
      this.page.drawText(run.text, { x: runX, y, size, font: run.font, color: options.color ?? (options.muted ? MUTED : INK) });
      runX += run.width(size);
    }
  }

  /** The document's title, centred, with its name in the worker's language beneath. */
  title(label: Label, subtitle?: string): void {
    const size = 17;
    const width = this.fonts.bold.widthOfTextAtSize(label.ko, size);
    this.draw(label.ko, (A4[0] - width) / 2, this.y - size, { size, bold: true });
    this.y -= size + 6;
    const under = [this.translation(label), subtitle].filter((line): line is string => Boolean(line));
    for (const line of under) {
      const lineWidth = this.fonts.regular.widthOfTextAtSize(line, 9);
      this.draw(line, (A4[0] - lineWidth) / 2, this.y - 9, { size: 9, muted: true });
      this.y -= 13;
    }
    this.y -= 8;
  }

  /** A bold heading above a block of rows. */
  heading(label: Label): void {
    const lines = this.lines(label);
    this.ensure(16 * lines.length + 24);
    this.y -= 6;
    for (const line of lines) {
      this.draw(line.text, MARGIN, this.y - 10.5, line.translated ? { size: 8, muted: true } : { size: 10.5, bold: true });
      this.y -= line.translated ? 11 : 14;
    }
    this.y -= 2;
  }

  /** One bordered row of cells; its height fits the tallest cell. `padding`: inside each cell (4 unless told). */
  row(cells: Cell[], options: { minHeight?: number; padding?: number } = {}): void {
    const total = cells.reduce((sum, cell) => sum + cell.width, 0);
    const padding = options.padding ?? 4;
    const laidOut = cells.map((cell) => {
      const width = (cell.width / total) * CONTENT_WIDTH;
      const size = cell.size ?? 9.5;
      const font = cell.bold ? this.fonts.bold : this.fonts.regular;
      const lines = this.lines(cell.text).flatMap((line) => {
        const lineSize = line.translated ? (cell.translationSize ?? 7.5) : size;
        return wrapText(line.text.normalize('NFC'), line.translated ? this.fonts.regular : font, lineSize, width - 2 * padding).map((text) => ({
          text,
          size: lineSize,
          translated: line.translated,
        }));
      });
      const height = lines.reduce((sum, line) => sum + line.size * LINE_HEIGHT, 0) + 2 * padding;
      return { cell, width, font, lines, height };
    });
    const height = Math.max(options.minHeight ?? 0, ...laidOut.map((item) => item.height));
    this.ensure(height);
    let x = MARGIN;
    for (const { cell, width, font, lines, height: contentHeight } of laidOut) {
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width,
        height,
        borderColor: RULE,
        borderWidth: 0.6,
        ...(cell.shade ? { color: SHADE } : {}),
      });
      let lineTop = this.y - (height - contentHeight) / 2 - padding;
      for (const line of lines) {
        const lineFont = line.translated ? this.fonts.regular : font;
        const lineWidth = lineFont.widthOfTextAtSize(line.text, line.size);
        const textX =
          cell.align === 'right' ? x + width - padding - lineWidth : cell.align === 'center' ? x + (width - lineWidth) / 2 : x + padding;
        this.draw(line.text, textX, lineTop - line.size, { size: line.size, face: lineFont, muted: line.translated });
        lineTop -= line.size * LINE_HEIGHT;
      }
      x += width;
    }
    this.y -= height;
  }

  /** Label/value pairs, two or four cells a row. */
  fields(pairs: [CellText, CellText][], perRow: 1 | 2 = 2): void {
    for (let i = 0; i < pairs.length; i += perRow) {
      const cells: Cell[] = [];
      for (const [label, value] of pairs.slice(i, i + perRow)) {
        cells.push({ text: label, width: 1, shade: true, bold: true }, { text: value, width: perRow === 1 ? 4.2 : 1.6 });
      }
      this.row(cells);
    }
  }

  /** Running text across the page. */
  paragraph(text: CellText, options: { size?: number; gap?: number } = {}): void {
    const size = options.size ?? 9;
    for (const line of this.lines(text)) {
      const lineSize = line.translated ? size - 1 : size;
      for (const wrapped of wrapText(line.text.normalize('NFC'), this.fonts.regular, lineSize, CONTENT_WIDTH)) {
        this.ensure(lineSize * 1.45);
        this.draw(wrapped, MARGIN, this.y - lineSize, { size: lineSize, muted: line.translated });
        this.y -= lineSize * 1.45;
      }
    }
    this.y -= options.gap ?? 4;
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/** A new document whose bytes depend only on what is drawn (no creation time, no random names). Its declared language stays Korean: the form is. */
export async function createDocument(title: string, subject: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setCreator('WFM');
  doc.setProducer('WFM (pdf-lib)');
  doc.setLanguage('ko-KR');
  return doc;
}

/** Saves without object streams' randomness concerns (pdf-lib is deterministic for the same input). */
export async function saveDocument(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: true });
}
