import { FORM_ERROR, type FormApi } from 'final-form';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OnlinePaymentMethod, Payment, Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { focusFirstError, FormError, TextField } from '@/components/form';
import { isRetryable } from '@/lib/api-error';
import { digitsOnly } from '@/lib/digits';
import { submitErrors } from '@/lib/form-errors';
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
  const formRef = useRef<HTMLFormElement>(null);
  const retryKey = useRef<string | undefined>(undefined);

  async function onSubmit(values: CardValues, form: FormApi<CardValues>) {
    const key = retryKey.current ?? newIdempotencyKey();
    try {
      const payment = await payReservation(
        reservation.id,
        { method, card: toPaymentCard(values), return_path: returnPath },
        key,
      );
      retryKey.current = undefined;
      clearCard(form, false);
      onPayment(payment);
      return undefined;
    } catch (error) {
      // A failure that may pass keeps the card and the key: "Try again" sends the same payment.
      const passing = isRetryable(error);
      retryKey.current = passing ? key : undefined;
      const errors = submitErrors(error, CARD_FIELDS, CARD_CODE_ALIASES);
      if (FORM_ERROR in errors && !passing) clearCard(form, true);
      onRefused(error);
      focusFirstError(formRef.current);
      return errors;
    }
  }

  const digits = (value: string) => digitsOnly(value);
  return (
    <Form<CardValues> onSubmit={onSubmit} validate={(values) => validateCard(values)}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.getState().submitting) return;
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
          }}
        >
          <FormError error={submitError} />
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
                <TextField
                  name="expiry_month"
                  label={intl.formatMessage(m.expiryMonth)}
                  autoComplete="cc-exp-month"
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={2}
                  parse={digits}
                  required
                />
                <TextField
                  name="expiry_year"
                  label={intl.formatMessage(m.expiryYear)}
                  autoComplete="cc-exp-year"
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={4}
                  parse={digits}
                  required
                />
              </Row>
            </Expiry>
            <TextField
              name="cvc"
              label={intl.formatMessage(m.cvc)}
              hint={intl.formatMessage(m.cvcHint)}
              autoComplete="cc-csc"
              inputMode="numeric"
              dir="ltr"
              maxLength={4}
              parse={digits}
              required
            />
          </Row>
          <Notice $tone="muted">{intl.formatMessage(m.termsNote)}</Notice>
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.payButton, { amount: money(reservation.amount) })}
          </Button>
          <Notice $tone="muted">{intl.formatMessage(m.secureNote)}</Notice>
        </form>
      )}
    </Form>
  );
}
