import PDFDocument from 'pdfkit';
import { layoutParagraph, type Direction, type DrawnLine } from './bidi-lines';
import { fontFaces } from './font';

/**
 * A printed document (the day's hearing list; invoices and the dossier sheet next): A4 pages, each
 * with the firm's letterhead and its page number, a title, then headings, paragraphs and tables,
 * in French, English or Arabic (right to left: text aligned right, table columns from the right).
 * Text is laid out here (bidi-lines.ts) and drawn with pdfkit, whose fontkit joins Arabic letters.
 */
export type PrintBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Column widths are shares of the text width; the header row is repeated on each page the table spans (none when every label is empty). */
  | { kind: 'table'; columns: readonly { label: string; share: number }[]; rows: readonly (readonly string[])[] };

export type PrintDocument = {
  language: string;
  direction: Direction;
  /** The firm's name and its address lines, at the top of every page. */
  letterhead: { name: string; lines: readonly string[] };
  title: string;
  blocks: readonly PrintBlock[];
  /** The footer of page `page` of `pages`, in the document's language. */
  pageLabel: (page: number, pages: number) => string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const BODY_BOTTOM = A4.height - MARGIN - 20;
const LINE = 1.35;
const SIZE = { letterhead: 12, address: 8.5, title: 15, heading: 11.5, body: 9.5, footer: 8 };
const CELL_PADDING = 4;
const GREY = '#555555';
const RULE = '#999999';

type Face = 'regular' | 'bold';
type Pdf = InstanceType<typeof PDFDocument>;

/** Draws the document and answers its bytes. */
export const renderPdf = (source: PrintDocument): Promise<Buffer> => {
  const fonts = fontFaces();
  const pdf: Pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    font: null as unknown as string,
    lang: source.language,
    info: { Title: source.title, Creator: 'Mizan' },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const rtl = source.direction === 'rtl';
  const use = (face: Face, size: number) => pdf.font(face).fontSize(size);
  const measure = (text: string) => pdf.widthOfString(text);
  const lines = (text: string, face: Face, size: number, width: number, direction: Direction | 'auto' = source.direction) => {
    use(face, size);
    return layoutParagraph(text, direction, width, measure);
  };
  /** One line at `y` in the box [left, left + width], aligned to the reading side. */
  const drawLine = (line: DrawnLine, left: number, y: number, width: number, face: Face, size: number, color = 'black') => {
    use(face, size).fillColor(color);
    const start = line.direction === 'rtl' ? left + width - line.width : left;
    for (const run of line.runs) pdf.text(run.text, start + run.x, y, { lineBreak: false });
  };

  let y = 0;
  const letterhead = () => {
    y = MARGIN;
    for (const line of lines(source.letterhead.name, 'bold', SIZE.letterhead, TEXT_WIDTH)) {
      drawLine(line, MARGIN, y, TEXT_WIDTH, 'bold', SIZE.letterhead);
      y += SIZE.letterhead * LINE;
    }
    for (const text of source.letterhead.lines) {
      for (const line of lines(text, 'regular', SIZE.address, TEXT_WIDTH)) {
        drawLine(line, MARGIN, y, TEXT_WIDTH, 'regular', SIZE.address, GREY);
        y += SIZE.address * LINE;
      }
    }
    y += 4;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    y += 12;
  };
  const newPage = () => {
    pdf.addPage();
    letterhead();
  };
  /** Room for `height` more points on this page, else a new page; answers whether it turned. */
  const room = (height: number) => {
    if (y + height <= BODY_BOTTOM) return false;
    newPage();
    return true;
  };
  const paragraph = (text: string, face: Face, size: number, spaceAfter: number) => {
    for (const line of lines(text, face, size, TEXT_WIDTH)) {
      room(size * LINE);
      drawLine(line, MARGIN, y, TEXT_WIDTH, face, size);
      y += size * LINE;
    }
    y += spaceAfter;
  };

  const table = ({ columns, rows }: Extract<PrintBlock, { kind: 'table' }>) => {
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    const widths = columns.map((column) => (column.share / total) * TEXT_WIDTH);
    // Column i's left edge: from the left in a left-to-right document, from the right in Arabic.
    const lefts = widths.map((_, i) => {
      const before = widths.slice(0, i).reduce((sum, w) => sum + w, 0);
      return rtl ? MARGIN + TEXT_WIDTH - before - widths[i]! : MARGIN + before;
    });
    const rowOf = (cells: readonly string[], face: Face) => {
      // A cell's value reads in its own direction (an Arabic name in a French list is aligned right).
      const laid = cells.map((cell, i) => lines(cell, face, SIZE.body, widths[i]! - 2 * CELL_PADDING, 'auto'));
      const height = Math.max(1, ...laid.map((cell) => cell.length)) * SIZE.body * LINE + 2 * CELL_PADDING;
      return { laid, height, face };
    };
    const drawRow = (row: ReturnType<typeof rowOf>, shaded: boolean) => {
      if (shaded) pdf.rect(MARGIN, y, TEXT_WIDTH, row.height).fillColor('#eeeeee').fill();
      row.laid.forEach((cell, i) =>
        cell.forEach((line, n) =>
          drawLine(
            line,
            lefts[i]! + CELL_PADDING,
            y + CELL_PADDING + n * SIZE.body * LINE,
            widths[i]! - 2 * CELL_PADDING,
            row.face,
            SIZE.body,
          ),
        ),
      );
      y += row.height;
      pdf
        .moveTo(MARGIN, y)
        .lineTo(A4.width - MARGIN, y)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
    };
    const header = rowOf(
      columns.map((column) => column.label),
      'bold',
    );
    const headed = columns.some((column) => column.label);
    room(header.height + SIZE.body * LINE * 2);
    if (headed) drawRow(header, true);
    for (const cells of rows) {
      const row = rowOf(cells, 'regular');
      if (room(row.height) && headed) drawRow(header, true);
      drawRow(row, false);
    }
    y += 10;
  };

  newPage();
  paragraph(source.title, 'bold', SIZE.title, 6);
  for (const block of source.blocks) {
    if (block.kind === 'heading') {
      room(SIZE.heading * LINE * 3);
      paragraph(block.text, 'bold', SIZE.heading, 4);
    } else if (block.kind === 'paragraph') paragraph(block.text, 'regular', SIZE.body, 6);
    else table(block);
  }

  const { count } = pdf.bufferedPageRange();
  for (let page = 0; page < count; page++) {
    pdf.switchToPage(page);
    for (const line of lines(source.pageLabel(page + 1, count), 'regular', SIZE.footer, TEXT_WIDTH)) {
      drawLine(line, MARGIN + (TEXT_WIDTH - line.width) / 2, A4.height - MARGIN, line.width, 'regular', SIZE.footer, GREY);
    }
  }
  pdf.end();
  return done;
};
