import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Fonts } from './fonts.js';
import type { Block, TextRun } from './markdown-blocks.js';

/** A4 in points, with margins that leave room for the footer every page carries. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56, footer: 40 } as const;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.35, 0.4, 0.47);

interface Word {
  text: string;
  font: PDFFont;
}

/**
 * Writes text top to bottom, wrapping words to the page width and starting a new page when one is
 * full. Every page and position is decided here, so the contract, its evidence page and the
 * certificate look alike.
 */
export class PageWriter {
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  get width() {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points on this page, or a new one. */
  ensure(height: number) {
    if (!this.page || this.y - height < PAGE.margin + PAGE.footer) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Runs of text wrapped at the page width; `indent` shifts every line (list items). */
  write(runs: TextRun[], { size = 10.5, indent = 0, color = INK, leading = 1.45 } = {}) {
    const lineHeight = size * leading;
    const room = this.width - indent;
    const words: Word[] = runs.flatMap((run) =>
      run.text
        .split(/(\s+)/)
        .filter((text) => text !== '')
        .map((text) => ({
          text: /^\s+$/.test(text) ? ' ' : text,
          font: run.bold ? this.fonts.bold : this.fonts.regular,
        })),
    );
    // A word wider than the line (a long user agent, a mailbox) is cut, so nothing runs off the page.
    const fitted = words.flatMap((word) => this.cut(word, size, room));
    let line: Word[] = [];
    let lineWidth = 0;
    const flush = () => {
      while (line.at(-1)?.text === ' ') line.pop();
      this.ensure(lineHeight);
      this.y -= size;
      let x = PAGE.margin + indent;
      // One text run per change of font, not per word: the page stays small and reads back whole.
      const spans = line.reduce<Word[]>((joined, word) => {
        const last = joined.at(-1);
        if (last?.font === word.font) last.text += word.text;
        else joined.push({ ...word });
        return joined;
      }, []);
      for (const span of spans) {
        this.page.drawText(span.text, { x, y: this.y, size, font: span.font, color });
        x += span.font.widthOfTextAtSize(span.text, size);
      }
      this.y -= lineHeight - size;
      line = [];
      lineWidth = 0;
    };
    for (const word of fitted) {
      const wordWidth = word.font.widthOfTextAtSize(word.text, size);
      if (word.text === ' ' && line.length === 0) continue;
      if (lineWidth + wordWidth > room && line.length > 0) flush();
      if (word.text === ' ' && line.length === 0) continue;
      line.push(word);
      lineWidth += wordWidth;
    }
    if (line.length) flush();
  }

  /** The word in pieces that each fit in `room` points (one piece when it fits already). */
  private cut(word: Word, size: number, room: number): Word[] {
    if (word.font.widthOfTextAtSize(word.text, size) <= room) return [word];
    const pieces: Word[] = [];
    let piece = '';
    for (const char of word.text) {
      if (piece && word.font.widthOfTextAtSize(piece + char, size) > room) {
        pieces.push({ text: piece, font: word.font }, { text: ' ', font: word.font });
        piece = '';
      }
      piece += char;
    }
    return [...pieces, { text: piece, font: word.font }];
  }

  /** Markdown blocks as a contract's body. */
  blocks(blocks: Block[]) {
    for (const block of blocks) {
      if (block.kind === 'heading') {
        const size = block.level === 1 ? 15 : 12;
        this.gap(block.level === 1 ? 0 : 6);
        this.ensure(size * 3);
        this.write(
          block.runs.map((run) => ({ ...run, bold: true })),
          { size, leading: 1.35 },
        );
        this.gap(4);
      } else if (block.kind === 'item') {
        this.ensure(16);
        const top = this.y;
        this.write(block.runs, { indent: 14 });
        this.page.drawText('•', { x: PAGE.margin + 3, y: top - 10.5, size: 10.5, font: this.fonts.regular });
        this.gap(2);
      } else {
        this.write(block.runs);
        this.gap(6);
      }
    }
  }

  /** A label and its value on one line (wrapping if long), for the evidence page and the certificate. */
  field(label: string, value: string) {
    this.write(
      [
        { text: `${label}: `, bold: true },
        { text: value, bold: false },
      ],
      { size: 9.5, leading: 1.4 },
    );
    this.gap(2);
  }

  /** The same footer on every page from `first` on: the verification code and where to check it. */
  footers(text: string, first = 0) {
    const pages = this.doc.getPages();
    pages.slice(first).forEach((page, i) => {
      const line = `${text} · Página ${first + i + 1} de ${pages.length}`;
      page.drawText(line, {
        x: PAGE.margin,
        y: PAGE.margin - 18,
        size: 7.5,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}
