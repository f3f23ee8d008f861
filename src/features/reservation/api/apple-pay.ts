import { ApiError } from '@/lib/api-error';

type PaymentToken = { paymentData: unknown };
type ApplePaySessionLike = {
  onvalidatemerchant: (() => void) | null;
  onpaymentauthorized: ((event: { payment: { token: PaymentToken } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completePayment(status: number): void;
};
type ApplePaySessionClass = {
  new (version: number, request: object): ApplePaySessionLike;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
};

function sessionClass(): ApplePaySessionClass | undefined {
  return (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
}

/** Apple Pay is offered only where the browser has it (Safari on a device with a card set up). */
export function isApplePayAvailable(): boolean {
  try {
    return sessionClass()?.canMakePayments() === true;
  } catch {
    return false;
  }
}

export type ApplePayAuthorization = { token: string; complete: (success: boolean) => void };

/**
 * Opens the Apple Pay sheet for `amount` SAR and resolves with the base64 token for
 * `POST .../payments` (`apple_pay_token`). Merchant validation needs a server endpoint that the
 * contract does not have yet, so the sheet is closed there with `apple_pay_token__invalid`.
 */
export function requestApplePay(amount: number, label: string): Promise<ApplePayAuthorization> {
  const Session = sessionClass();
  if (!Session) return Promise.reject(new ApiError(null, ['payment__method_invalid']));
  return new Promise((resolve, reject) => {
    const session = new Session(3, {
      countryCode: 'SA',
      currencyCode: 'SAR',
      supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS'],
      total: { label, amount: amount.toFixed(2) },
    });
    session.onvalidatemerchant = () => {
      session.abort();
      reject(new ApiError(null, ['apple_pay_token__invalid']));
    };
    session.onpaymentauthorized = (event) =>
      resolve({
        token: btoa(JSON.stringify(event.payment.token.paymentData)),
        complete: (success) =>
          session.completePayment(success ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE),
      });
    session.oncancel = () => reject(new DOMException('canceled', 'AbortError'));
    session.begin();
  });
}
