import zod from 'zod';
import {
  createRealEstateRequestBody,
  createRealEstateRequestBodyDistrictsMax,
} from '@generated/zod/requests/requests.zod';
import type {
  PriceRangeOption,
  PropertyType,
  RealEstateRequestCreate,
  RealEstateRequestPurpose,
} from '@generated/model';
import { type FormErrors } from '@/components/form/submit-errors';
import { zodFieldErrors } from '@/components/form/zod-field-errors';
import { amount, id, phone, text } from './normalize';

/** The price buckets in SAR: lower bound included, upper bound excluded (the contract's rule). */
export const PRICE_RANGES: Readonly<Record<PriceRangeOption, readonly [number, number]>> = {
  under_500k: [0, 500_000],
  '500k_1m': [500_000, 1_000_000],
  '1m_2m': [1_000_000, 2_000_000],
  over_2m: [2_000_000, Number.POSITIVE_INFINITY],
};

export const PURPOSES: readonly RealEstateRequestPurpose[] = ['buy', 'rent'];

/** What the request form holds: ids and amounts as chosen or typed, districts as ids. */
export type RealEstateValues = {
  purpose?: string;
  property_type?: string;
  price_range?: string;
  price_from?: string;
  price_to?: string;
  region?: string;
  city?: string;
  districts?: number[];
  notes?: string;
  full_name?: string;
  phone_number?: string;
  email?: string;
  consent?: boolean;
};

export const REAL_ESTATE_FIELDS = [
  'purpose',
  'property_type',
  'price_range',
  'price_from',
  'price_to',
  'region',
  'city',
  'districts',
  'notes',
  'full_name',
  'phone_number',
  'email',
  'consent',
] as const;
export const REAL_ESTATE_ALIASES = { phone_code: 'phone_number' };

export function toRealEstateBody(values: RealEstateValues): RealEstateRequestCreate {
  return {
    purpose: text(values.purpose) as RealEstateRequestPurpose,
    property_type: text(values.property_type) as PropertyType,
    price_range: text(values.price_range) as PriceRangeOption,
    price_from: amount(values.price_from),
    price_to: amount(values.price_to),
    region: id(values.region) as number,
    city: id(values.city) as number,
    districts: values.districts ?? [],
    notes: text(values.notes),
    full_name: text(values.full_name) as string,
    phone_number: phone(values.phone_number) as string,
    email: text(values.email) as string,
    consent: values.consent === true,
  };
}

const schemas = new Map<number, ReturnType<typeof buildSchema>>();

/** The contract's schema with the district cap of the web-app configuration and the consent code. */
export function realEstateRequestSchema(districtsMax = createRealEstateRequestBodyDistrictsMax) {
  let schema = schemas.get(districtsMax);
  if (!schema) {
    schema = buildSchema(districtsMax);
    schemas.set(districtsMax, schema);
  }
  return schema;
}

function buildSchema(districtsMax: number) {
  return createRealEstateRequestBody.extend({
    districts: zod
      .array(zod.number().int().min(1))
      .min(1)
      .refine((list) => list.length <= districtsMax, { params: { code: 'districts__too_many' } }),
    consent: zod.boolean().refine((agreed) => agreed, { params: { code: 'consent__required' } }),
  });
}

/**
 * The narrower budget inside the range: both bounds or neither, the lower one inside the range, the
 * upper one at least the lower one and at most the range's top (the server's price_from/price_to codes).
 */
export function priceBoundErrors(body: RealEstateRequestCreate): FormErrors {
  const range = PRICE_RANGES[body.price_range as PriceRangeOption] as
    readonly [number, number] | undefined;
  const { price_from: from, price_to: to } = body;
  const errors: FormErrors = {};
  if (from === undefined && to === undefined) return errors;
  if (to === undefined) errors.price_to = 'price_to__required';
  if (from === undefined) errors.price_from = 'price_from__required';
  if (!range) return errors;
  const [low, high] = range;
  const validFrom = from !== undefined && Number.isFinite(from) && from >= low && from < high;
  if (from !== undefined && !validFrom) errors.price_from = 'price_from__invalid';
  if (to !== undefined && !(Number.isFinite(to) && to >= low && to <= high)) {
    errors.price_to = 'price_to__invalid';
  } else if (to !== undefined && validFrom && to < from) {
    errors.price_to = 'price_to__below_from';
  }
  return errors;
}

/** Every check of the server, in its codes, for final-form's `validate`. */
export function validateRealEstateRequest(
  values: RealEstateValues,
  districtsMax?: number,
): FormErrors {
  const body = toRealEstateBody(values);
  return {
    ...priceBoundErrors(body),
    ...zodFieldErrors(realEstateRequestSchema(districtsMax), body),
  };
}
