import { http, HttpResponse } from 'msw';
import { reservations, type MockReservation } from '../db/reservations';
import { iso } from '../lib/clock';
import { fail } from '../lib/http';
import { requireCustomer } from '../lib/session';

/** A one-page PDF (Latin text only: the built-in Helvetica font has no Arabic glyphs). */
function pdf(lines: string[]): Uint8Array {
  const text = lines
    .map(
      (line, index) =>
        `${index === 0 ? '72 760 Td' : '0 -24 Td'} (${line.replace(/[()\\]/g, '')}) Tj`,
    )
    .join(' ');
  const stream = `BT /F1 14 Tf ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const invoiceLines = (reservation: MockReservation) => [
  `Tax invoice ${reservation.invoiceNumber}`,
  `Reservation ${reservation.number}`,
  `Reservation fee: ${reservation.amount.toFixed(2)} SAR (VAT included)`,
  `Paid: ${iso(reservation.paidAt ?? reservation.createdAt)}`,
  'Mock document - not a real invoice',
];

/** The invoice PDF of a paid reservation (`invoice.url`), for its owner only. */
export const invoicesHandlers = [
  http.get('*/customer/media/invoices/:file', ({ request, params }) => {
    const customer = requireCustomer(request);
    if (customer instanceof Response) return customer;
    const number = String(params.file).replace(/\.pdf$/, '');
    const reservation = [...reservations.values()].find(
      (item) => item.invoiceNumber === number && item.customerId === customer.id,
    );
    if (!reservation) return fail(404, ['not_found']);
    return new HttpResponse(pdf(invoiceLines(reservation)), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${number}.pdf"`,
      },
    });
  }),
];
