import type { ReservationInvoice } from '../../../generated/model';
import { iso } from '../../lib/clock';
import { tr, type Lang, type Localized } from '../../lib/http';
import type { MockReservation } from './store';

/** The platform as the seller of the hold fee, as registered with ZATCA. */
export const SELLER = {
  name: { ar: 'شركة بيتك للتسويق العقاري', en: 'Baitak Real Estate Marketplace Co.' } as Localized,
  vatNumber: '310122393500003',
};
export const VAT_RATE = 0.15;

/** The VAT inside a VAT-inclusive total, to the halala. */
export const vatOf = (total: number) => Math.round((total * VAT_RATE * 100) / (1 + VAT_RATE)) / 100;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** ZATCA's QR content: tag, length and UTF-8 value for each field in order, then base64. */
export function zatcaTlv(fields: readonly string[]): string {
  const encoder = new TextEncoder();
  const parts = fields.flatMap((field, index) => {
    const value = encoder.encode(field);
    if (value.length > 255) throw new Error(`ZATCA field ${index + 1} is longer than 255 bytes`);
    return [index + 1, value.length, ...value];
  });
  return toBase64(Uint8Array.from(parts));
}

/** The invoice of a paid reservation, in one language, with the QR content of its figures. */
export function invoiceOf(
  reservation: MockReservation,
  lang: Lang,
): ReservationInvoice | undefined {
  if (!reservation.invoiceNumber || reservation.paidAt === undefined) return undefined;
  const seller = tr(SELLER.name, lang);
  const issuedAt = iso(reservation.paidAt);
  const total = reservation.amount;
  const vat = vatOf(total);
  return {
    number: reservation.invoiceNumber,
    url: `/customer/api/v1/reservations/${reservation.id}/invoice`,
    seller_name: seller,
    seller_vat_number: SELLER.vatNumber,
    issued_at: issuedAt,
    total_with_vat: total,
    vat_amount: vat,
    qr: zatcaTlv([seller, SELLER.vatNumber, issuedAt, total.toFixed(2), vat.toFixed(2)]),
  };
}
