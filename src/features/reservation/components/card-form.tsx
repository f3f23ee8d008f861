import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { Payment, Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, TextField, type FormErrors } from '@/components/form';
import { useLocale } from '@/i18n/locale-provider';
import { isApiError, isRetryable } from '@/lib/http/api-error';
import { newIdempotencyKey } from '@/lib/http/idempotency';
import { useFormatMoney } from '@/lib/format/money';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { payReservation } from '../api/pay';
import {
  clearProviderFields,
  fieldsFrameUrl,
  methodOfBrand,
  requestToken,
  type CardBrand,
  type CardToken,
} from '../api/provider-fields';
import { CARD_FIELDS, normalizeCardholderName, validateCard, type CardValues } from '../card';
import { paymentMessages as m } from '../messages/payment';
import { CardBrandLine } from './card-brand';
import { HostedCardFields } from './hosted-card-fields';
import { Notice } from './ui';

/** Codes of the provider's own fields: the frame marks them; nothing was charged. */
const FIELD_CODE = /^card_(number|expiry|cvc)__/;

type Props = {
  reservation: Reservation;
  returnPath: string;
  onPayment: (payment: Payment) => void;
  onRefused: (error: unknown) => void;
};

/**
 * The card form: the cardholder's name here, the card itself in the provider's frame. The payment
 * call carries only the provider's single-use token, charged on the network the provider reports
 * (a mada card as `mada`). A failure that may pass keeps the token and the idempotency key, so "Try
 * again" repeats the same payment and cannot charge twice; a refusal empties the provider's fields
 * (without marking them), keeps the name and puts focus on the card number.
 */
export function CardForm({ reservation, returnPath, onPayment, onRefused }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const locale = useLocale();
  const provider = useGetWebAppConfig().data?.payment_provider;
  const frame = useRef<HTMLIFrameElement>(null);
  const attempt = useRef<{ key: string; card?: CardToken } | undefined>(undefined);
  const [brand, setBrand] = useState<CardBrand | null>(null);
  const onBrand = useCallback((next: CardBrand | null) => setBrand(next), []);
  // The frame's address names this page's origin, which only the browser knows: none on the server
  // and as the browser hydrates (both render the loading notice), then the frame.
  const hydrated = useHydrated();
  const src =
    provider && hydrated
      ? fieldsFrameUrl(provider.fields_url, provider.publishable_key, locale)
      : undefined;
  const origin = src ? new URL(src).origin : '';

  async function onSubmit(values: CardValues) {
    const current = attempt.current ?? { key: newIdempotencyKey() };
    attempt.current = current;
    if (!frame.current) throw new Error('card fields missing');
    current.card ??= await requestToken(
      frame.current,
      origin,
      normalizeCardholderName(values.cardholder_name ?? ''),
    );
    const payment = await payReservation(
      reservation.id,
      {
        method: methodOfBrand(current.card.brand),
        card_token: current.card.token,
        return_path: returnPath,
      },
      current.key,
    );
    attempt.current = undefined;
    clearProviderFields(frame.current, origin);
    onPayment(payment);
  }

  /** After a refusal the card is typed again: focus goes into the frame (true: the form leaves it). */
  function onFailed(error: unknown, errors: FormErrors): boolean {
    if (isRetryable(error)) {
      onRefused(error);
      return false;
    }
    const inFields = isApiError(error) && error.codes.some((code) => FIELD_CODE.test(code));
    attempt.current = undefined;
    // The frame focuses the field it marked, or after a decline the card number it emptied.
    if (!inFields) clearProviderFields(frame.current, origin, 'number');
    onRefused(error);
    if (errors.cardholder_name) return false;
    frame.current?.focus();
    return true;
  }

  if (!provider) return <Notice $tone="muted">{intl.formatMessage(m.cardFieldsLoading)}</Notice>;
  return (
    <ApiForm<CardValues>
      onSubmit={onSubmit}
      fields={CARD_FIELDS}
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
          <HostedCardFields
            frameRef={frame}
            src={src}
            origin={origin}
            onBrand={onBrand}
            hydrated={hydrated}
          />
          <CardBrandLine brand={brand} />
          <Notice $tone="muted">{intl.formatMessage(m.termsNote)}</Notice>
          <Button type="submit" loading={submitting} disabled={!src}>
            {intl.formatMessage(m.payButton, { amount: money(reservation.amount) })}
          </Button>
          <Notice $tone="muted">{intl.formatMessage(m.secureNote)}</Notice>
        </>
      )}
    </ApiForm>
  );
}
