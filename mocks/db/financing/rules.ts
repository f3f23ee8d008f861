import type {
  ErrorCode,
  ErrorMeta,
  FinancingOwnProperty,
  FinancingRequestAction,
  FinancingRequestInput,
} from '../../../generated/model';
import type { Lang } from '../../lib/http';
import { cityById } from '../geo';
import { FIELD_CHECKS, isMoney, isText } from './fields';
import { LENDING_FIELDS, lendingErrors } from './lending';
import { UNIT_FIELDS, financeableReservation, propertyOfReservation } from './property';
import {
  CLOSED_STATUSES,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MINIMUM_INCOME,
  financingRequests,
  type MockFinancingRequest,
} from './store';

type Field = keyof FinancingRequestInput;
export type InputCheck =
  | { ok: false; status: 400 | 409; errors: ErrorCode[]; meta?: ErrorMeta }
  | { ok: true; input: FinancingRequestInput };

function ownPropertyOf(value: unknown): FinancingOwnProperty | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { description, city_id, estimated_price, deed_number } = value as Record<string, unknown>;
  if (!isText(description, 3, 500) || !Number.isInteger(city_id) || !cityById(city_id as number))
    return undefined;
  if (!isMoney(estimated_price) || estimated_price <= 0) return undefined;
  if (
    deed_number !== undefined &&
    (typeof deed_number !== 'string' || !/^\d{6,20}$/.test(deed_number))
  ) {
    return undefined;
  }
  return {
    description,
    city_id: city_id as number,
    estimated_price,
    ...(deed_number ? { deed_number } : {}),
  };
}

const hasOpenRequest = (reservationId: number, except?: number) =>
  [...financingRequests.values()].some(
    (request) =>
      request.id !== except &&
      request.input.reservation_id === reservationId &&
      !CLOSED_STATUSES.includes(request.status),
  );

/**
 * Checks a create or PATCH body against the rules of `FinancingRequestInput` (all failures at once) and
 * answers the request's input after the save.
 */
export function checkInput(
  body: Record<string, unknown>,
  options: { customerId: number; lang: Lang; current?: MockFinancingRequest },
): InputCheck {
  const { customerId, lang, current } = options;
  const errors: ErrorCode[] = [];
  const input: FinancingRequestInput = { ...current?.input };
  const sent = (field: string) => body[field] !== undefined;
  let conflict = false;

  if (!current && !sent('reservation_id') && !sent('own_property'))
    errors.push('reservation__required');
  if (sent('reservation_id') && sent('own_property')) errors.push('reservation__invalid');
  else if (sent('reservation_id')) {
    const reservation = financeableReservation(customerId, body.reservation_id);
    if (!reservation) errors.push('reservation__invalid');
    else {
      conflict = hasOpenRequest(reservation.id, current?.id);
      delete input.own_property;
      Object.assign(
        input,
        { reservation_id: reservation.id },
        propertyOfReservation(reservation, lang),
      );
    }
  } else if (sent('own_property')) {
    const own = ownPropertyOf(body.own_property);
    if (!own) errors.push('own_property__invalid');
    else {
      delete input.reservation_id;
      Object.assign(input, {
        own_property: own,
        city_id: own.city_id,
        estimated_price: own.estimated_price,
      });
    }
  }

  const ignored: readonly string[] =
    input.reservation_id !== undefined
      ? UNIT_FIELDS
      : input.own_property
        ? ['city_id', 'estimated_price']
        : [];
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    if (!sent(field)) continue;
    // A field the reservation or own property decides is not saved, but a malformed one is refused.
    const code = check(body[field]);
    if (code !== undefined && code !== 'drop') errors.push(code);
    else if (code === undefined && !ignored.includes(field))
      (input as Record<string, unknown>)[field as Field] = body[field];
  }

  const meta: ErrorMeta = {};
  const { estimated_price: price, down_payment: down } = input;
  const priceChanged = ['estimated_price', 'down_payment', 'reservation_id', 'own_property'].some(
    sent,
  );
  if (priceChanged && price !== undefined && down !== undefined) {
    if (down > price) errors.push('down_payment__invalid');
    else if (price - down < LOAN_AMOUNT_MIN || price - down > LOAN_AMOUNT_MAX) {
      errors.push('loan_amount__out_of_range');
      Object.assign(meta, { min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX });
    }
  }
  if (sent('loan_percent') && price && down !== undefined && input.loan_percent !== undefined) {
    if (Math.abs(input.loan_percent - ((price - down) / price) * 100) > 1)
      errors.push('loan_percent__invalid');
  }
  if (
    (sent('active_loan_monthly_amount') || sent('active_loan_remaining_months')) &&
    (input.active_loan_monthly_amount ?? 0) > 0 &&
    input.active_loan_remaining_months === 0
  ) {
    errors.push('active_loan_months__required');
  }
  if (errors.includes('monthly_income__below_minimum') && meta.min === undefined)
    meta.min = MINIMUM_INCOME;
  if (errors.length === 0 && LENDING_FIELDS.some(sent)) {
    const lending = lendingErrors(input);
    errors.push(...lending.codes);
    Object.assign(meta, lending.meta);
  }

  if (errors.length > 0) {
    const unique = [...new Set(errors)];
    return {
      ok: false,
      status: 400,
      errors: unique,
      ...(Object.keys(meta).length ? { meta } : {}),
    };
  }
  if (conflict) return { ok: false, status: 409, errors: ['financing_request__already_exists'] };
  return { ok: true, input };
}

export function allowedActions(request: MockFinancingRequest): FinancingRequestAction[] {
  switch (request.status) {
    case 'new':
      return ['edit', 'cancel'];
    case 'filled':
      return request.offersRequestedAt === undefined ? ['edit', 'cancel', 'submit'] : ['cancel'];
    case 'prepared':
      return ['cancel', 'choose_offer'];
    default:
      return [];
  }
}
