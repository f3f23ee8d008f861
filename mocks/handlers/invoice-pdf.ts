import {
  PDFDocument,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from 'pdf-lib';
import { encode } from 'uqr';
import type { ReservationInvoice } from '../../generated/model';
import { drawLine, embedFonts, runsOf, type Fonts } from '../../src/lib/pdf/text-layout';
import type { Lang } from '../lib/http';
import { pdfFonts } from '../lib/pdf-fonts';

const A4 = { width: 595, height: 842 };
const EDGES = { left: 56, right: A4.width - 56 };
const QR = { modules: 4, border: 4, points: 132 };

export type InvoiceLine = { text: string; heading?: boolean };

/** The QR code as a grey image (one byte a pixel, `modules` pixels a module, white border). */
function qrImage(pdf: PDFDocument, content: string) {
  const { data, size } = encode(content, { ecc: 'M', border: QR.border });
  const side = size * QR.modules;
  const pixels = new Uint8Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      pixels[y * side + x] = data[Math.floor(y / QR.modules)]![Math.floor(x / QR.modules)]
        ? 0
        : 255;
  const stream = pdf.context.flateStream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  return pdf.context.register(stream);
}

function drawQr(pdf: PDFDocument, page: PDFPage, content: string, rtl: boolean, y: number) {
  const name = page.node.newXObject('QR', qrImage(pdf, content));
  const x = rtl ? EDGES.left : EDGES.right - QR.points;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(QR.points, 0, 0, QR.points, x, y - QR.points),
    drawObject(name),
    popGraphicsState(),
  );
}

/** The invoice as an A4 PDF in the customer's language: its lines, then the ZATCA QR code. */
export async function invoicePdf(
  invoice: ReservationInvoice,
  lines: InvoiceLine[],
  lang: Lang,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = await embedFonts(pdf, await pdfFonts());
  const rtl = lang === 'ar';
  pdf.setTitle(`${lines[0]!.text} ${invoice.number}`);
  pdf.setLanguage(rtl ? 'ar' : 'en');
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - 64;
  for (const line of lines) {
    const size = line.heading ? 18 : 11;
    drawLine(page, fonts, runsOf(line.text, rtl), { y, size, rtl, edges: EDGES });
    y -= size * (line.heading ? 2.2 : 1.9);
  }
  drawQr(pdf, page, invoice.qr, rtl, y - 8);
  return pdf.save();
}
