/**
 * Public forms. Test values: feedback from `fraud@example.com` (or with the `fraud-risk` scenario)
 * while signed out → 403 `feedback__fraud_risk_high`; a signed-in sender skips the check. Each form
 * takes 10 an hour from one network (mocks/db/rate-limits.ts), then 429 with `Retry-After`.
 */
import { http } from 'msw';
import type { FeedbackCreate, RealEstateRequestCreate } from '../../generated/model';
import { receive } from '../db/forms';
import { RATE_LIMITS, perNetwork, spend } from '../db/rate-limits';
import { cityById, districtById, regionById } from '../db/geo';
import { propertyTypes } from '../db/lookups';
import { webAppConfig } from '../db/web-app-config';
import { api, fail, json, readJson } from '../lib/http';
import { networkOf } from '../lib/network';
import { csrfProblem, customerOf } from '../lib/session';
import { hasScenario } from '../scenarios';
import { FieldErrors, isBlank, isEmail, isFullName, isSaudiMobile } from '../lib/validate';

export const FRAUD_TEST_EMAIL = 'fraud@example.com';
const REASONS = ['bug', 'complaint', 'suggestion', 'other'];
const RANGES: Record<string, [number, number]> = {
  under_500k: [0, 500_000],
  '500k_1m': [500_000, 1_000_000],
  '1m_2m': [1_000_000, 2_000_000],
  over_2m: [2_000_000, Number.POSITIVE_INFINITY],
};

const isText = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.trim().length >= min && value.length <= max;
const isAmount = (value: unknown): value is number => typeof value === 'number' && value >= 0;

function contactErrors(
  errors: FieldErrors,
  body: { full_name?: unknown; email?: unknown; phone_number?: unknown },
) {
  errors.check('full_name', body.full_name, isFullName);
  errors.check('email', body.email, isEmail);
  errors.check('phone_number', body.phone_number, isSaudiMobile);
}

function priceErrors(errors: FieldErrors, body: Partial<RealEstateRequestCreate>) {
  const range = typeof body.price_range === 'string' ? RANGES[body.price_range] : undefined;
  errors.check('price_range', body.price_range, () => range !== undefined);
  const hasFrom = !isBlank(body.price_from);
  const hasTo = !isBlank(body.price_to);
  if (hasFrom !== hasTo) errors.add(hasFrom ? 'price_to__required' : 'price_from__required');
  const [low, high] = range ?? [0, Number.POSITIVE_INFINITY];
  const from = isAmount(body.price_from) ? body.price_from : undefined;
  if (hasFrom && (from === undefined || from < low || from >= high))
    errors.add('price_from__invalid');
  const to = body.price_to;
  if (hasTo && (!isAmount(to) || to < low || to > high)) errors.add('price_to__invalid');
  else if (hasTo && from !== undefined && from >= low && from < high && isAmount(to) && to < from)
    errors.add('price_to__below_from');
}

function placeErrors(errors: FieldErrors, body: Partial<RealEstateRequestCreate>) {
  const region = errors.check(
    'region',
    body.region,
    (id) => Number.isInteger(id) && !!regionById(Number(id)),
  );
  const inRegion = (id: unknown) => {
    const city = Number.isInteger(id) ? cityById(Number(id)) : undefined;
    return city !== undefined && (!region || city.regionId === body.region);
  };
  errors.check('city', body.city, inRegion);
  const districts = body.districts;
  if (!Array.isArray(districts) || districts.length === 0) {
    errors.add(
      isBlank(districts) || Array.isArray(districts) ? 'districts__required' : 'districts__invalid',
    );
    return;
  }
  const ofCity = (id: unknown) =>
    Number.isInteger(id) && districtById(Number(id))?.cityId === body.city;
  if (!districts.every(ofCity) || new Set(districts).size !== districts.length)
    errors.add('districts__invalid');
  if (districts.length > webAppConfig.districts_max) errors.add('districts__too_many');
}

export const requestsHandlers = [
  http.post(api('/customer/api/v1/feedback'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const body = await readJson<FeedbackCreate>(request);
    const errors = new FieldErrors();
    contactErrors(errors, body);
    errors.check('reason', body.reason, (reason) => REASONS.includes(String(reason)));
    errors.check('text', body.text, isText(10, 2000));
    if (!errors.empty) return fail(400, errors.codes);
    const risky =
      hasScenario(request, 'fraud-risk') || String(body.email).toLowerCase() === FRAUD_TEST_EMAIL;
    if (risky && !customerOf(request)) return fail(403, ['feedback__fraud_risk_high']);
    const limit = RATE_LIMITS.feedbackPerNetwork;
    return (
      spend([perNetwork('feedback', networkOf(request), limit)]) ??
      json(receive('FB', body), { status: 201 })
    );
  }),

  http.post(api('/customer/api/v1/real-estate-request'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const body = await readJson<RealEstateRequestCreate>(request);
    const errors = new FieldErrors();
    errors.check('purpose', body.purpose, (purpose) => purpose === 'buy' || purpose === 'rent');
    errors.check('property_type', body.property_type, (code) =>
      propertyTypes.some((type) => type.code === code),
    );
    priceErrors(errors, body);
    placeErrors(errors, body);
    errors.check('notes', body.notes, isText(0, 1000), false);
    contactErrors(errors, body);
    if (body.consent !== true) errors.add('consent__required');
    if (!errors.empty) {
      const tooMany = errors.codes.includes('districts__too_many');
      return fail(400, errors.codes, tooMany ? { max: webAppConfig.districts_max } : undefined);
    }
    const limit = RATE_LIMITS.realEstateRequestsPerNetwork;
    return (
      spend([perNetwork('real-estate-requests', networkOf(request), limit)]) ??
      json(receive('RE', body), { status: 201 })
    );
  }),
];
