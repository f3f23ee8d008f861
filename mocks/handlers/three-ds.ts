import { http, HttpResponse } from 'msw';
import { findThreeDsChallenge } from '../db/provider/three-ds';
import {
  PAYMENT_SETTLE_SECONDS,
  failPayment,
  payments,
  refreshReservation,
  reservations,
} from '../db/reservations';
import { clock, seconds } from '../lib/clock';
import { inNamespace } from '../lib/namespace';
import { isSitePath } from '../lib/validate';
import { PROVIDER_PATH } from './provider';

/**
 * The mock provider's 3-D Secure page (not part of our contract), on the provider's origin:
 * `three_ds_url` of a `requires_action` payment. "Approve" moves the payment to `processing` (then
 * `successful`); "Fail" and "Cancel" fail it (`payment__three_ds_failed`); each then sends the browser
 * back to the merchant's return URL the provider keeps (303). Leaving the page (the back button)
 * leaves the payment waiting until the step times out.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TEXT = {
  en: {
    dir: 'ltr',
    title: 'Verify your payment',
    body: (amount: number) => `Your bank (test) asks you to confirm a payment of ${amount} SAR.`,
    approve: 'Approve',
    fail: 'Fail',
    cancel: 'Cancel and return to the merchant',
  },
  ar: {
    dir: 'rtl',
    title: 'تحقق من الدفعة',
    body: (amount: number) => `يطلب منك البنك (تجريبي) تأكيد دفعة بقيمة ${amount} ريال.`,
    approve: 'موافقة',
    fail: 'رفض',
    cancel: 'إلغاء والعودة إلى المتجر',
  },
} as const;

function page(challenge: string, amount: number, lang: 'ar' | 'en', nonce: string): string {
  const text = TEXT[lang];
  const button = (outcome: string, label: string) =>
    `<button name="outcome" value="${outcome}" type="submit">${escape(label)}</button>`;
  return `<!doctype html><html lang="${lang}" dir="${text.dir}"><head><meta charset="utf-8">
<title>${text.title} (3-D Secure)</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
form{display:flex;gap:.5rem;flex-wrap:wrap}button{font:inherit;padding:.5rem 1rem}</style></head>
<body><main><h1>${text.title}</h1><p>${escape(text.body(amount))}</p>
<form method="post" action="${PROVIDER_PATH}/3ds/${challenge}">${button('approve', text.approve)}${button('fail', text.fail)}${button('cancel', text.cancel)}</form>
</main></body></html>`;
}

/** The challenge, in its namespace: its payment and where to go back, or nothing. */
function challengeOf(id: unknown) {
  const challenge = typeof id === 'string' ? findThreeDsChallenge(id) : undefined;
  if (!challenge) return undefined;
  return inNamespace(challenge.namespace, () => {
    const payment = payments.get(challenge.paymentId);
    return payment ? { challenge, payment } : undefined;
  });
}

const unknown = () => new HttpResponse('Unknown verification', { status: 404 });

/**
 * Where the browser goes back: the kept return URL when it is a path of the merchant's site (a
 * `SitePath`, on the registered origin it came from), else the site's home. Checked again here, not
 * only when the payment was made: a browser reads `/<TAB>/evil.example` as `//evil.example`.
 */
function returnLocation(returnUrl: string): string {
  const origin = /^https?:\/\/[a-z0-9.-]+(:\d+)?(?=\/)/i.exec(returnUrl)?.[0] ?? '';
  return isSitePath(returnUrl.slice(origin.length)) ? returnUrl : `${origin}/`;
}

export const threeDsHandlers = [
  http.get(`*${PROVIDER_PATH}/3ds/:challenge`, ({ params }) => {
    const found = challengeOf(params.challenge);
    if (!found) return unknown();
    const lang = /^(https?:\/\/[^/]+)?\/en(\/|$)/.test(found.challenge.returnUrl) ? 'en' : 'ar';
    const nonce = crypto.randomUUID().replaceAll('-', '');
    return HttpResponse.html(page(String(params.challenge), found.payment.amount, lang, nonce), {
      headers: {
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),

  http.post(`*${PROVIDER_PATH}/3ds/:challenge`, async ({ request, params }) => {
    const form = await request.formData().catch(() => new FormData());
    const found = challengeOf(params.challenge);
    if (!found) return unknown();
    const { challenge, payment } = found;
    inNamespace(challenge.namespace, () => {
      const reservation = refreshReservation(reservations.get(payment.reservationId)!);
      if (payment.status !== 'requires_action') return;
      if (form.get('outcome') === 'approve' && reservation.status === 'created') {
        Object.assign(payment, {
          status: 'processing',
          settleAt: clock.now() + seconds(PAYMENT_SETTLE_SECONDS),
        });
      } else {
        failPayment(payment, 'payment__three_ds_failed');
      }
    });
    return new HttpResponse(null, {
      status: 303,
      headers: { Location: returnLocation(challenge.returnUrl) },
    });
  }),
];
