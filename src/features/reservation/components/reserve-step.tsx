import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { createReservation } from '@generated/api/reservations/reservations';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { Reservation, Unit } from '@generated/model';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { isApiError, type ApiError } from '@/lib/http/api-error';
import { useApiErrorText, useErrorText } from '@/lib/error-messages';
import { idempotencyHeaders, newIdempotencyKey } from '@/lib/http/idempotency';
import { checkoutMessages as m } from '../messages/checkout';
import { Actions } from '@/components/actions';
import { reserveBlock } from '@/entities/unit';
import { Notice, Panel, StateHeading } from './ui';

/** Refusals that a later attempt cannot change: no retry button, a way to other units instead. */
const FINAL = [
  'unit__already_reserved',
  'unit__not_available',
  'unit__license_expired',
  'reservation__active_exists',
  'reservation__attempts_limit_reached',
];

function ReserveFailure({
  error,
  onRetry,
  retrying,
}: {
  error: ApiError;
  onRetry: () => void;
  retrying: boolean;
}) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const final = error.codes.some((code) => FINAL.includes(code));
  const attempts = error.meta?.attempts_left;
  return (
    <Panel aria-labelledby="reserve-failed" role="alert">
      <StateHeading id="reserve-failed">{intl.formatMessage(m.reserveFailedHeading)}</StateHeading>
      <p>{errorText(error)}</p>
      {typeof attempts === 'number' && attempts > 0 && (
        <Notice $tone="muted">{intl.formatMessage(m.attemptsLeft, { attempts })}</Notice>
      )}
      <Actions>
        {!final && (
          <Button type="button" onClick={onRetry} loading={retrying}>
            {intl.formatMessage(m.reserveButton)}
          </Button>
        )}
        {error.has('reservation__active_exists') && (
          <Link href={paths.accountReservations.getHref()}>
            {intl.formatMessage(m.seeActiveHold)}
          </Link>
        )}
        <Link href={paths.units.getHref()}>{intl.formatMessage(m.browseUnits)}</Link>
      </Actions>
    </Panel>
  );
}

type Props = { unit: Unit; onReserved: (reservation: Reservation) => void };

/** Step 1: hold the unit. One Idempotency-Key per intent, reused when retrying after a failure. */
export function ReserveStep({ unit, onReserved }: Props) {
  const intl = useIntl();
  const codeText = useErrorText();
  const config = useGetWebAppConfig();
  const key = useRef(newIdempotencyKey());
  const reserve = useMutation({
    mutationFn: () => createReservation({ unit_id: unit.id }, idempotencyHeaders(key.current)),
    onSuccess: (reservation) => {
      key.current = newIdempotencyKey();
      onReserved(reservation);
    },
  });
  const error = reserve.error && isApiError(reserve.error) ? reserve.error : undefined;

  if (error) {
    return (
      <ReserveFailure error={error} onRetry={() => reserve.mutate()} retrying={reserve.isPending} />
    );
  }
  // Read from the unit before anything is offered: a unit that may not be reserved uses no attempt.
  const block = reserveBlock(unit);
  if (block) {
    return (
      <Panel aria-labelledby="reserve-unavailable">
        <StateHeading id="reserve-unavailable">
          {intl.formatMessage(m.unavailableHeading)}
        </StateHeading>
        <p>{codeText(block)}</p>
        <Actions>
          <Link href={paths.units.getHref()}>{intl.formatMessage(m.browseUnits)}</Link>
          <Link href={paths.unit.getHref(unit.id)}>{intl.formatMessage(m.backToUnit)}</Link>
        </Actions>
      </Panel>
    );
  }
  const minutes = config.data?.reservation_hold_minutes;
  return (
    <Panel aria-labelledby="reserve-heading">
      <StateHeading id="reserve-heading">{intl.formatMessage(m.reserveHeading)}</StateHeading>
      {minutes !== undefined && <p>{intl.formatMessage(m.reserveIntro, { minutes })}</p>}
      <Button type="button" onClick={() => reserve.mutate()} loading={reserve.isPending}>
        {intl.formatMessage(m.reserveButton)}
      </Button>
    </Panel>
  );
}
