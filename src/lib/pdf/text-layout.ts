import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { bidiRuns, type Run } from './bidi-runs';

/**
 * Lines of Arabic and Latin text on a pdf-lib page: the runs of a line in visual order (bidiRuns),
 * Arabic words shaped by the font (IBM Plex Sans Arabic through fontkit), the pieces the Arabic subset
 * lacks (spaces, digits, Latin punctuation) in the Latin subset.
 */
export type Fonts = { arabic: PDFFont; latin: PDFFont };
export type Edges = { left: number; right: number };

/** Direction marks of formatted numbers and dates: the layout orders the runs itself. */
const MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const ARABIC_LETTERS = /([\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)/;
type Piece = { text: string; font: PDFFont };

export async function embedFonts(
  pdf: PDFDocument,
  bytes: { arabic: Uint8Array; latin: Uint8Array },
): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  return {
    arabic: await pdf.embedFont(bytes.arabic, { subset: true }),
    latin: await pdf.embedFont(bytes.latin, { subset: true }),
  };
}

/**
 * What is drawn for a run, left to right: an Arabic run word by word (last word and last piece
 * first); another run as one piece.
 */
function piecesOf(fonts: Fonts, run: Run): Piece[][] {
  if (!run.rtl) return [[{ text: run.text, font: fonts.latin }]];
  return run.text.split(' ').map((word) =>
    word
      .split(ARABIC_LETTERS)
      .filter(Boolean)
      .map((text) => ({ text, font: ARABIC_LETTERS.test(text) ? fonts.arabic : fonts.latin }))
      .reverse(),
  );
}

const spaceOf = (fonts: Fonts, size: number) => fonts.latin.widthOfTextAtSize(' ', size) * 1.4;
const piecesWidth = (pieces: Piece[], size: number) =>
  pieces.reduce((sum, { text, font }) => sum + font.widthOfTextAtSize(text, size), 0);

function width(fonts: Fonts, run: Run, size: number): number {
  const words = piecesOf(fonts, run).map((pieces) => piecesWidth(pieces, size));
  return words.reduce((sum, w) => sum + w, 0) + spaceOf(fonts, size) * (words.length - 1);
}

/** A line's text cut into runs in drawing order, without direction marks. */
export const runsOf = (text: string, rtl: boolean) => bidiRuns(text.replace(MARKS, ''), rtl);

/** Splits runs into lines that fit `room` points. */
export function wrap(fonts: Fonts, runs: Run[], size: number, room: number): Run[][] {
  const space = spaceOf(fonts, size);
  const lines: Run[][] = [[]];
  let used = 0;
  for (const run of runs) {
    const w = width(fonts, run, size);
    if (used > 0 && used + space + w > room) {
      lines.push([]);
      used = 0;
    }
    lines.at(-1)!.push(run);
    used += (used > 0 ? space : 0) + w;
  }
  return lines;
}

/** Draws one line from the start edge (the right one for an Arabic page). */
export function drawLine(
  page: PDFPage,
  fonts: Fonts,
  runs: Run[],
  at: { y: number; size: number; rtl: boolean; edges: Edges },
) {
  const { y, size, rtl, edges } = at;
  const space = spaceOf(fonts, size);
  let x = rtl ? edges.right : edges.left;
  for (const run of runs) {
    const w = width(fonts, run, size);
    if (rtl) x -= w;
    let left = x;
    for (const word of piecesOf(fonts, run)) {
      for (const { text, font } of word) {
        page.drawText(text, { x: left, y, size, font, color: rgb(0.1, 0.1, 0.1) });
        left += font.widthOfTextAtSize(text, size);
      }
      left += space;
    }
    x = rtl ? x - space : x + w + space;
  }
}
