import { HttpResponse } from 'msw';
import type { ReservationInvoice } from '../../generated/model';
import {
  findReservationOf,
  invoiceOf,
  refreshReservation,
  VAT_RATE,
  type MockReservation,
} from '../db/reservations';
import { fail, type Lang } from '../lib/http';
import { customerApi } from '../lib/with-customer';
import type { InvoiceLine } from './invoice-pdf';
import { idParam } from '../lib/params';

const LABELS = {
  ar: {
    title: 'فاتورة ضريبية مبسطة',
    number: 'رقم الفاتورة',
    seller: 'اسم البائع',
    vatNumber: 'الرقم الضريبي للبائع',
    issuedAt: 'تاريخ ووقت الإصدار',
    item: 'البند',
    fee: 'رسوم حجز الوحدة',
    reservation: 'رقم الحجز',
    net: 'المبلغ غير شامل ضريبة القيمة المضافة',
    vat: 'ضريبة القيمة المضافة',
    rate: 'نسبة الضريبة',
    total: 'الإجمالي شامل ضريبة القيمة المضافة',
    transaction: 'رقم العملية',
    currency: 'ريال',
  },
  en: {
    title: 'Simplified tax invoice',
    number: 'Invoice number',
    seller: 'Seller',
    vatNumber: 'Seller VAT number',
    issuedAt: 'Issued',
    item: 'Item',
    fee: 'Unit reservation fee',
    reservation: 'Reservation number',
    net: 'Amount excluding VAT',
    vat: 'VAT',
    rate: 'VAT rate',
    total: 'Total including VAT',
    transaction: 'Transaction number',
    currency: 'SAR',
  },
} satisfies Record<Lang, Record<string, string>>;

function invoiceLines(
  invoice: ReservationInvoice,
  reservation: MockReservation,
  lang: Lang,
): InvoiceLine[] {
  const t = LABELS[lang];
  const money = (value: number) => `${value.toFixed(2)} ${t.currency}`;
  const issued = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(invoice.issued_at));
  return [
    { text: t.title, heading: true },
    { text: `${t.number}: ${invoice.number}` },
    { text: `${t.seller}: ${invoice.seller_name}` },
    { text: `${t.vatNumber}: ${invoice.seller_vat_number}` },
    { text: `${t.issuedAt}: ${issued}` },
    { text: `${t.item}: ${t.fee}` },
    { text: `${t.reservation}: ${reservation.number}` },
    { text: `${t.net}: ${money(invoice.total_with_vat - invoice.vat_amount)}` },
    { text: `${t.rate}: ${Math.round(VAT_RATE * 100)}%` },
    { text: `${t.vat}: ${money(invoice.vat_amount)}` },
    { text: `${t.total}: ${money(invoice.total_with_vat)}` },
    { text: `${t.transaction}: ${reservation.transactionNumber ?? '-'}` },
  ];
}

/** The ZATCA simplified tax invoice of a paid reservation, as a PDF in the language asked. */
export const invoicesHandlers = [
  customerApi.get(
    '/customer/api/v1/reservations/:reservationId/invoice',
    async ({ request, params, customer }) => {
      const reservation = findReservationOf(customer.id, idParam(params.reservationId) ?? 0);
      if (!reservation) return fail(404, ['reservation__not_found']);
      const lang: Lang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'ar';
      const invoice = invoiceOf(refreshReservation(reservation), lang);
      if (!invoice) return fail(404, ['invoice__not_found']);
      // pdf-lib, fontkit and the QR encoder load with the first invoice, not with the mock.
      const { invoicePdf } = await import('./invoice-pdf');
      const bytes = await invoicePdf(invoice, invoiceLines(invoice, reservation, lang), lang);
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    },
  ),
];
