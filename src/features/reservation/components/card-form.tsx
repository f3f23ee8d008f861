import { FORM_ERROR, type FormApi } from 'final-form';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OnlinePaymentMethod, Payment, Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, DigitsField, TextField, type FormErrors } from '@/components/form';
import { isRetryable } from '@/lib/api-error';
import { useFormatMoney } from '@/lib/money';
import { newIdempotencyKey } from '@/lib/idempotency';
import { payReservation } from '../api/pay';
import {
  CARD_CODE_ALIASES,
  CARD_FIELDS,
  formatCardNumber,
  toPaymentCard,
  validateCard,
  type CardValues,
} from '../card';
import { paymentMessages as m } from '../messages/payment';
import { Notice } from './ui';

const Row = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
`;

const Expiry = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
`;

const SECRET: (keyof CardValues)[] = ['number', 'expiry_month', 'expiry_year', 'cvc'];

/** Drops the card from the form's memory; the name stays only when the customer may try again. */
function clearCard(form: FormApi<CardValues>, keepName: boolean) {
  form.batch(() => {
    for (const field of keepName ? SECRET : [...SECRET, 'cardholder_name' as const]) {
      form.change(field, undefined);
      form.resetFieldState(field);
    }
  });
}

type Props = {
  reservation: Reservation;
  method: Extract<OnlinePaymentMethod, 'mada' | 'visa_master'>;
  returnPath: string;
  onPayment: (payment: Payment) => void;
  onRefused: (error: unknown) => void;
};

/**
 * The card form. The card goes to the PSP through a plain call (never a cached mutation), is never
 * stored, logged or put in the URL, and is cleared from the form as soon as the call settles.
 */
export function CardForm({ reservation, method, returnPath, onPayment, onRefused }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const retryKey = useRef<string | undefined>(undefined);

  async function onSubmit(values: CardValues, form: FormApi<CardValues>) {
    const key = retryKey.current ?? newIdempotencyKey();
    retryKey.current = key;
    const payment = await payReservation(
      reservation.id,
      { method, card: toPaymentCard(values), return_path: returnPath },
      key,
    );
    retryKey.current = undefined;
    clearCard(form, false);
    onPayment(payment);
  }

  /**
   * A failure that may pass keeps the card and the key, so "Try again" sends the same payment and
   * cannot pay twice; a refusal clears the card.
   */
  function onFailed(error: unknown, errors: FormErrors, form: FormApi<CardValues>) {
    const passing = isRetryable(error);
    if (!passing) retryKey.current = undefined;
    if (FORM_ERROR in errors && !passing) clearCard(form, true);
    onRefused(error);
  }

  return (
    <ApiForm<CardValues>
      onSubmit={onSubmit}
      fields={CARD_FIELDS}
      aliases={CARD_CODE_ALIASES}
      validate={(values) => validateCard(values)}
      onFailed={onFailed}
    >
      {({ submitting }) => (
        <>
          <TextField
            name="cardholder_name"
            label={intl.formatMessage(m.cardholderName)}
            hint={intl.formatMessage(m.cardholderHint)}
            autoComplete="cc-name"
            dir="ltr"
            lang="en"
            maxLength={60}
            required
          />
          <TextField
            name="number"
            label={intl.formatMessage(m.number)}
            autoComplete="cc-number"
            inputMode="numeric"
            dir="ltr"
            maxLength={23}
            parse={formatCardNumber}
            required
          />
          <Row>
            <Expiry>
              <legend>{intl.formatMessage(m.expiryLegend)}</legend>
              <Row>
                <DigitsField
                  name="expiry_month"
                  label={intl.formatMessage(m.expiryMonth)}
                  autoComplete="cc-exp-month"
                  maxLength={2}
                  required
                />
                <DigitsField
                  name="expiry_year"
                  label={intl.formatMessage(m.expiryYear)}
                  autoComplete="cc-exp-year"
                  maxLength={4}
                  required
                />
              </Row>
            </Expiry>
            <DigitsField
              name="cvc"
              label={intl.formatMessage(m.cvc)}
              hint={intl.formatMessage(m.cvcHint)}
              autoComplete="cc-csc"
              maxLength={4}
              required
            />
          </Row>
          <Notice $tone="muted">{intl.formatMessage(m.termsNote)}</Notice>
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.payButton, { amount: money(reservation.amount) })}
          </Button>
          <Notice $tone="muted">{intl.formatMessage(m.secureNote)}</Notice>
        </>
      )}
    </ApiForm>
  );
}
