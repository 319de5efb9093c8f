import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { INTL_LOCALE } from '../../../core/money/index';

/**
 * Draws a document as a PDF (pdf-lib): A4 pages, DejaVu Sans embedded (subset) so every French or English
 * character the organiser or the customer types is drawn as typed (é, è, ç, œ, « », €). What to draw is
 * decided by the caller (documents/download.ts); this file only lays text out: wraps lines to the page
 * width and starts a new page when one is full.
 */

export interface PdfLine {
  text: string;
  /** Points; default 11. */
  size?: number;
  bold?: boolean;
  /** `#rrggbb`; default near black. */
  color?: string;
  /** Extra space above, in points. */
  spaceBefore?: number;
}

export interface PdfContent {
  title: string;
  author: string;
  language: 'fr' | 'en';
  /** When the document was made (the server's clock). */
  createdAt: string;
  /** Each entry starts on a new PDF page; a long one continues on the following pages. */
  pages: PdfLine[][];
}

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const DEFAULT_SIZE = 11;
/** Element font sizes are the organiser's (at least 1); above this a line would not fit a page. */
const MAX_SIZE = 72;
const LINE_GAP = 1.35;
const INK = '#1f2328';

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
/** The font files, read once per process. */
function fontBytes() {
  fonts ??= Promise.all([
    readFile(fontPath('DejaVuSans.ttf')),
    readFile(fontPath('DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** `#rrggbb` → pdf-lib colour; anything else is the default ink. */
function colour(hex: string | undefined) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? INK) ?? /^#(..)(..)(..)$/.exec(INK);
  const [r, g, b] = (match ?? []).slice(1).map((part) => Number.parseInt(part, 16) / 255);
  return rgb(r ?? 0, g ?? 0, b ?? 0);
}

/** Control and format characters would draw as boxes: a tab or line break is a space, the rest goes. */
const printable = (text: string) =>
  text
    .replace(/[\t\v\f]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, (character) => (character === '\n' ? '\n' : ''));

/** Splits a paragraph into lines no wider than `width`; a word wider than the line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      // Cut by code points, never inside a surrogate pair.
      let rest = Array.from(word);
      const measure = (characters: string[]) => font.widthOfTextAtSize(characters.join(''), size);
      while (rest.length > 1 && measure(rest) > width) {
        // The longest head that fits (at least one character), found by halving.
        let [fits, tooWide] = [1, rest.length];
        while (tooWide - fits > 1) {
          const middle = Math.floor((fits + tooWide) / 2);
          if (measure(rest.slice(0, middle)) <= width) fits = middle;
          else tooWide = middle;
        }
        lines.push(rest.slice(0, fits).join(''));
        rest = rest.slice(fits);
      }
      line = rest.join('');
    }
    lines.push(line);
  }
  return lines;
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await fontBytes();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  const created = new Date(content.createdAt);
  pdf.setTitle(content.title, { showInWindowTitleBar: true });
  pdf.setAuthor(content.author);
  pdf.setLanguage(INTL_LOCALE[content.language]);
  pdf.setProducer(content.author);
  pdf.setCreator(content.author);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  content.pages.forEach((lines, index) => {
    if (index > 0) newPage();
    for (const line of lines) {
      const size = Math.min(MAX_SIZE, Math.max(1, line.size ?? DEFAULT_SIZE));
      const font = line.bold ? bold : regular;
      const height = size * LINE_GAP;
      y -= line.spaceBefore ?? 0;
      for (const text of wrapText(line.text, font, size, width)) {
        if (y - height < MARGIN) newPage();
        y -= height;
        if (text !== '') page.drawText(text, { x: MARGIN, y, size, font, color: colour(line.color) });
      }
    }
  });
  // A copy on a plain ArrayBuffer: what a Response body takes.
  return new Uint8Array(await pdf.save());
}
