import { http, HttpResponse } from 'msw';
import {
  PAYMENT_SETTLE_SECONDS,
  failPayment,
  payments,
  refreshReservation,
  reservations,
} from '../db/reservations';
import { safeReturnPath } from '../db/reservations/cards';
import { clock, seconds } from '../lib/clock';

/**
 * The mock PSP's 3-D Secure page (not part of the contract): `three_ds_url` of a `requires_action`
 * payment. "Approve" moves the payment to `processing` (then `successful`), "Fail" to `failed`
 * (`payment__three_ds_failed`); both then send the browser back to `return_path` (303).
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(paymentId: number, amount: number, returnPath: string): string {
  const back = escape(returnPath);
  const button = (outcome: string, label: string) =>
    `<form method="post" action="/__mock/3ds/${paymentId}"><input type="hidden" name="return" value="${back}">` +
    `<button name="outcome" value="${outcome}" type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure (mock)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<main><h1>3-D Secure</h1><p>Mock bank verification of a payment of ${amount} SAR.</p>
<p lang="ar" dir="rtl">تحقق تجريبي من البنك لدفعة بقيمة ${amount} ريال.</p>
${button('approve', 'Approve / موافقة')}${button('fail', 'Fail / رفض')}</main></body></html>`;
}

export const threeDsHandlers = [
  http.get('*/__mock/3ds/:paymentId', ({ request, params }) => {
    const payment = payments.get(Number(params.paymentId));
    if (!payment) return new HttpResponse('Unknown payment', { status: 404 });
    const returnPath = safeReturnPath(
      new URL(request.url).searchParams.get('return'),
      payment.returnPath,
    );
    return HttpResponse.html(page(payment.id, payment.amount, returnPath));
  }),

  http.post('*/__mock/3ds/:paymentId', async ({ request, params }) => {
    const form = await request.formData().catch(() => new FormData());
    const payment = payments.get(Number(params.paymentId));
    if (!payment) return new HttpResponse('Unknown payment', { status: 404 });
    const reservation = refreshReservation(reservations.get(payment.reservationId)!);
    if (payment.status === 'requires_action') {
      if (form.get('outcome') === 'approve' && reservation.status === 'created') {
        Object.assign(payment, {
          status: 'processing',
          settleAt: clock.now() + seconds(PAYMENT_SETTLE_SECONDS),
        });
      } else {
        failPayment(payment, 'payment__three_ds_failed');
      }
    }
    const location = safeReturnPath(form.get('return'), payment.returnPath);
    return new HttpResponse(null, { status: 303, headers: { Location: location } });
  }),
];
