import { PDFDocument } from 'pdf-lib';
import type { IntlShape } from 'react-intl';
import arabicFontUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff?url';
import latinFontUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff?url';
import type { PersonalDataExport } from '@generated/model';
import { drawLine, embedFonts, runsOf, wrap } from '@/lib/pdf/text-layout';
import { copyLines, type LookupNames } from './copy-lines';

const A4 = { width: 595, height: 842 };
const MARGIN = 48;
const EDGES = { left: MARGIN, right: A4.width - MARGIN };
const SIZE = { text: 10, heading: 14 };
const LEADING = 1.6;

const fetchBytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

/** The readable copy of the customer's data as a PDF, in the page's language and direction. */
export async function dataCopyPdf(
  data: PersonalDataExport,
  intl: IntlShape,
  names?: LookupNames,
): Promise<Blob> {
  const pdf = await PDFDocument.create();
  const [arabic, latin] = await Promise.all([fetchBytes(arabicFontUrl), fetchBytes(latinFontUrl)]);
  const fonts = await embedFonts(pdf, { arabic, latin });
  const rtl = intl.locale.startsWith('ar');
  const lines = copyLines(data, intl, names);
  pdf.setTitle(lines[0]!.text);
  pdf.setLanguage(rtl ? 'ar' : 'en');
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  for (const line of lines) {
    const size = line.heading ? SIZE.heading : SIZE.text;
    if (line.heading) y -= size * 0.6;
    const runs = runsOf(line.text, rtl);
    for (const part of wrap(fonts, runs, size, A4.width - 2 * MARGIN)) {
      if (y < MARGIN + size) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      drawLine(page, fonts, part, { y, size, rtl, edges: EDGES });
      y -= size * LEADING;
    }
  }
  const bytes = await pdf.save();
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}
