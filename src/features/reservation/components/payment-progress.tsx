import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAbandonPayment, useGetPayment } from '@generated/api/reservations/reservations';
import type { Payment } from '@generated/model';
import { Button } from '@/components/button';
import { ErrorState, Spinner } from '@/components/status';
import { useApiErrorText, useErrorText } from '@/lib/error-messages';
import { goToThreeDs, threeDsTarget, useProviderOrigin } from '../api/three-ds';
import { paymentMessages as m } from '../messages/payment';
import { Actions } from '@/components/actions';
import { showToast } from '@/lib/browser/toast';
import { Notice, Panel, StateHeading } from './ui';

export const PAYMENT_POLL_MS = 2500;
const isFinal = (payment: Payment | undefined) =>
  payment?.status === 'successful' || payment?.status === 'failed';

type Props = {
  paymentId: number;
  /** `atOnce`: successful in the first answer shown (a reload of the status page, a link). */
  onSuccessful: (payment: Payment, atOnce: boolean) => void;
  onTryAgain: () => void;
  /** The payment waiting for 3-D Secure was stopped: the reservation can be paid again. */
  onAbandoned: () => void;
};

/** The payment status page: polls until the payment is final (processing, 3-D Secure, failed). */
export function PaymentProgress({ paymentId, onSuccessful, onTryAgain, onAbandoned }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const codeText = useErrorText();
  const provider = useProviderOrigin();
  const query = useGetPayment(paymentId, {
    query: { refetchInterval: (q) => (isFinal(q.state.data) ? false : PAYMENT_POLL_MS) },
  });
  const payment = query.data;
  const abandon = useAbandonPayment({
    mutation: {
      onSuccess: () => {
        showToast(codeText('payment__abandoned'), 'success');
        onAbandoned();
      },
      // Already with the bank (or ended): show what it is now.
      onError: () => void query.refetch(),
    },
  });
  const reported = useRef<number | undefined>(undefined);
  const answered = useRef(false);
  useEffect(() => {
    if (!payment) return;
    // Successful in the first answer this shows: it was over before the page was opened.
    const atOnce = !answered.current;
    answered.current = true;
    if (payment.status !== 'successful' || reported.current === payment.id) return;
    reported.current = payment.id;
    onSuccessful(payment, atOnce);
  }, [payment, onSuccessful]);

  if (query.isError && !payment) {
    return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (payment?.status === 'failed') {
    return (
      <Panel aria-labelledby="payment-failed" role="alert">
        <StateHeading id="payment-failed">{intl.formatMessage(m.failedHeading)}</StateHeading>
        <p>{codeText(payment.failure_code ?? 'payment__technical_error')}</p>
        <Actions>
          <Button type="button" onClick={onTryAgain}>
            {intl.formatMessage(m.failedRetry)}
          </Button>
        </Actions>
      </Panel>
    );
  }
  const target =
    payment?.status === 'requires_action'
      ? threeDsTarget(payment.three_ds_url, provider)
      : undefined;
  if (target) {
    return (
      <Panel aria-labelledby="payment-verify">
        <StateHeading id="payment-verify">{intl.formatMessage(m.verifyHeading)}</StateHeading>
        <p>{intl.formatMessage(m.verifyText)}</p>
        {abandon.isError && (
          <Notice $tone="error" role="alert">
            {errorText(abandon.error)}
          </Notice>
        )}
        <Actions>
          <Button type="button" onClick={() => goToThreeDs(target)}>
            {intl.formatMessage(m.verifyButton)}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={abandon.isPending}
            onClick={() => abandon.mutate({ paymentId })}
          >
            {intl.formatMessage(m.abandonButton)}
          </Button>
        </Actions>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="payment-processing" aria-busy="true">
      <StateHeading id="payment-processing">
        <Spinner aria-hidden="true" /> {intl.formatMessage(m.processingHeading)}
      </StateHeading>
      <p role="status">{intl.formatMessage(m.processingText)}</p>
    </Panel>
  );
}
