import { useQueryClient } from '@tanstack/react-query';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { getGetUnitQueryKey, useGetUnit } from '@generated/api/catalogue/catalogue';
import { getGetReservationQueryKey } from '@generated/api/reservations/reservations';
import type { Payment, Reservation } from '@generated/model';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { LOCALE_BASE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { isApiError } from '@/lib/http/api-error';
import { useApiErrorText } from '@/lib/error-messages';
import { useDeferredData } from '@/lib/browser/use-deferred-data';
import { positiveId as positive } from '../api/checkout-queries';
import { rememberPendingPayment, takePendingPayment } from '../api/pending-payment';
import { goToThreeDs, threeDsTarget, useProviderOrigin } from '../api/three-ds';
import { useUnitReservation } from '../api/use-unit-reservation';
import { CheckoutSteps, stepOf } from './checkout-steps';
import { CheckoutState as CheckoutStateView } from './checkout-state';
import { UnitNotFound } from './unit-not-found';
import { UnitSummary, UnitSummaryPlaceholder } from './unit-summary';
import { StateFocusScope } from './ui';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 48px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    > aside {
      grid-column: 2;
      grid-row: 1;
    }
    > div {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

// Memo components: the unit, the reservation and the payment followed reach them in a deferred render.
const CheckoutState = memo(CheckoutStateView);
const Summary = memo(UnitSummary);

/**
 * The reservation checkout of a unit: reserve, pay (card, mada, Apple Pay or bank transfer), follow the
 * payment, then the confirmed, expired or canceled reservation. `?payment=` follows a payment;
 * `?reservation=` is the return from 3-D Secure. What the server answers, and the payment the address
 * names, render as a deferred update (src/lib/browser/use-deferred-data.ts).
 */
export function ReservationCheckout({ unitId }: { unitId: number }) {
  const locale = useLocale();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const provider = useProviderOrigin();
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const paymentInAddress = positive(params.get('payment'));
  const returnedFrom = positive(params.get('reservation'));
  const here = paths.reservationCheckout.getHref(unitId);
  const [knownId, setKnownId] = useState<number | undefined>(returnedFrom);
  const [reserving, setReserving] = useState(false);
  // A payment found successful (a reload of its status page) leads straight on to its reservation,
  // the page's first state: focus stays where it is, the page where it was scrolled.
  const [paidOnArrival, setPaidOnArrival] = useState(false);
  const unit = useGetUnit(unitId, { query: { enabled: unitId > 0 } });
  const current = useUnitReservation(unitId, knownId);
  const { store } = current;
  const pending = unit.isPending || current.isPending;
  // What the page shows, changed as a whole: never the new reservation beside the old state.
  const shown = useDeferredData(
    useMemo(
      () => ({
        unit: unit.data,
        reservation: current.reservation,
        paymentId: paymentInAddress,
        pending,
      }),
      [unit.data, current.reservation, paymentInAddress, pending],
    ),
  );
  const { unit: unitData, paymentId } = shown;
  // The latest reservation state for onStale, which keeps its identity (CheckoutState is a memo).
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  const returned = useRef(false);
  useEffect(() => {
    if (!returnedFrom || paymentInAddress || returned.current) return;
    returned.current = true;
    const pending = takePendingPayment(returnedFrom);
    navigate(pending ? `${here}?payment=${pending}` : here, { replace: true });
  }, [returnedFrom, paymentInAddress, here, navigate]);

  const onReservation = useCallback(
    (next: Reservation) => {
      store(next);
      setKnownId(next.id);
      setReserving(false);
      if (next.status === 'canceled' || next.status === 'expired')
        void queryClient.invalidateQueries({ queryKey: getGetUnitQueryKey(unitId) });
    },
    [store, queryClient, unitId],
  );
  const onStale = useCallback(() => {
    const { refetch, reservation } = latest.current;
    refetch();
    if (reservation) {
      void queryClient.invalidateQueries({ queryKey: getGetReservationQueryKey(reservation.id) });
    }
    void queryClient.invalidateQueries({ queryKey: getGetUnitQueryKey(unitId) });
  }, [queryClient, unitId]);

  // A payment sent from this page ends here as a change (focus follows), whatever its first answer.
  const paidHere = useRef(false);
  const onPayment = useCallback(
    (payment: Payment) => {
      paidHere.current = true;
      const target = threeDsTarget(payment.three_ds_url, provider);
      navigate(`${here}?payment=${payment.id}`, { replace: true });
      if (payment.status === 'requires_action' && target) {
        rememberPendingPayment(payment.reservation_id, payment.id);
        goToThreeDs(target);
      }
    },
    [here, navigate, provider],
  );
  const onSuccessful = useCallback(
    (payment: Payment, atOnce: boolean) => {
      if (atOnce && !paidHere.current) setPaidOnArrival(true);
      // Rendered in slices: the reservation now followed subscribes to its query (a fetch and a poll).
      startTransition(() => setKnownId(payment.reservation_id));
      void queryClient
        .invalidateQueries({ queryKey: getGetReservationQueryKey(payment.reservation_id) })
        .then(() => navigate(here, { replace: true }));
    },
    [queryClient, here, navigate],
  );
  const onReserveAgain = useCallback(() => setReserving(true), []);
  const onTryAgain = useCallback(() => navigate(here, { replace: true }), [here, navigate]);

  if (unitId <= 0 || (isApiError(unit.error) && unit.error.status === 404)) return <UnitNotFound />;
  if (unit.isError)
    return <ErrorState message={errorText(unit.error)} onRetry={() => void unit.refetch()} />;
  if (current.error && !current.reservation)
    return <ErrorState message={errorText(current.error)} onRetry={current.refetch} />;
  const loading = shown.pending;
  const reservation = reserving ? undefined : shown.reservation;
  const returnPath = reservation
    ? `${LOCALE_BASE[locale]}${here}?reservation=${reservation.id}`
    : `${LOCALE_BASE[locale]}${here}`;
  return (
    <StateFocusScope ready={!loading} quiet={paidOnArrival && (paymentId !== undefined || loading)}>
      <CheckoutSteps current={stepOf(reservation, paymentId)} />
      {/* The unit first (on a phone, above the state that changes as the payment goes on), its size
          kept while it loads: the states below it never move its photo, the page's largest element. */}
      <Layout>
        {unitData ? <Summary unit={unitData} /> : <UnitSummaryPlaceholder />}
        <div>
          {loading || !unitData ? (
            <PageLoading />
          ) : (
            <CheckoutState
              unit={unitData}
              reservation={reservation}
              paymentId={paymentId}
              returnPath={returnPath}
              onReservation={onReservation}
              onReserveAgain={onReserveAgain}
              onPayment={onPayment}
              onSuccessful={onSuccessful}
              onTryAgain={onTryAgain}
              onStale={onStale}
            />
          )}
        </div>
      </Layout>
    </StateFocusScope>
  );
}
