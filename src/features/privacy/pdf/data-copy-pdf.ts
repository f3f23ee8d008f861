import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { IntlShape } from 'react-intl';
import arabicFontUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff?url';
import latinFontUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff?url';
import type { PersonalDataExport } from '@generated/model';
import { bidiRuns, type Run } from './bidi-runs';
import { copyLines, type LookupNames } from './copy-lines';

const A4 = { width: 595, height: 842 };
const MARGIN = 48;
const SIZE = { text: 10, heading: 14 };
const LEADING = 1.6;
/** Direction marks of formatted numbers and dates: the layout below orders the runs itself. */
const MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

type Fonts = { arabic: PDFFont; latin: PDFFont };

const fetchBytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
const ARABIC_LETTERS = /([\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)/;
type Piece = { text: string; font: PDFFont };

/**
 * What is drawn for a run, left to right: an Arabic run word by word (the Arabic subset of the font
 * has no space, no digits and no Latin punctuation: those pieces take the Latin font), last word
 * and last piece first; another run as one piece.
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

/** Splits runs into lines that fit the page width. */
function wrap(fonts: Fonts, runs: Run[], size: number, room: number): Run[][] {
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

function drawLine(page: PDFPage, fonts: Fonts, runs: Run[], y: number, size: number, rtl: boolean) {
  const space = spaceOf(fonts, size);
  let x = rtl ? A4.width - MARGIN : MARGIN;
  for (const run of runs) {
    const w = width(fonts, run, size);
    if (rtl) x -= w;
    let at = x;
    for (const word of piecesOf(fonts, run)) {
      for (const { text, font } of word) {
        page.drawText(text, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.1) });
        at += font.widthOfTextAtSize(text, size);
      }
      at += space;
    }
    x = rtl ? x - space : x + w + space;
  }
}

/** The readable copy of the customer's data as a PDF, in the page's language and direction. */
export async function dataCopyPdf(
  data: PersonalDataExport,
  intl: IntlShape,
  names?: LookupNames,
): Promise<Blob> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [arabic, latin] = await Promise.all([fetchBytes(arabicFontUrl), fetchBytes(latinFontUrl)]);
  const fonts: Fonts = {
    arabic: await pdf.embedFont(arabic, { subset: true }),
    latin: await pdf.embedFont(latin, { subset: true }),
  };
  const rtl = intl.locale.startsWith('ar');
  const lines = copyLines(data, intl, names);
  pdf.setTitle(lines[0]!.text);
  pdf.setLanguage(rtl ? 'ar' : 'en');
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  for (const line of lines) {
    const size = line.heading ? SIZE.heading : SIZE.text;
    if (line.heading) y -= size * 0.6;
    const runs = bidiRuns(line.text.replace(MARKS, ''), rtl);
    for (const part of wrap(fonts, runs, size, A4.width - 2 * MARGIN)) {
      if (y < MARGIN + size) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      drawLine(page, fonts, part, y, size, rtl);
      y -= size * LEADING;
    }
  }
  const bytes = await pdf.save();
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}
