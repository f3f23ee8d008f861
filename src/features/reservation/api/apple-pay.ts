import { createApplePayMerchantSession } from '@generated/api/reservations/reservations';
import { ApiError } from '@/lib/http/api-error';

type PaymentToken = { paymentData: unknown };
type ApplePaySessionLike = {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: PaymentToken } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: object): void;
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
 * `POST .../payments` (`apple_pay_token`) and a way to close the sheet with the payment's real outcome.
 * The merchant is validated by our API (`createApplePayMerchantSession`), whose merchant session goes
 * to the sheet unchanged; a refusal closes the sheet and rejects with the API's error. Cancelling the
 * sheet rejects with an AbortError.
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
    session.onvalidatemerchant = (event) => {
      createApplePayMerchantSession({ validation_url: event.validationURL }).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          session.abort();
          reject(error);
        },
      );
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
