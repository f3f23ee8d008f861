import { describe, expect, it } from 'vitest';
import {
  priceBoundErrors,
  toRealEstateBody,
  validateRealEstateRequest,
  type RealEstateValues,
} from './real-estate';

const complete: RealEstateValues = {
  purpose: 'buy',
  property_type: 'flat',
  price_range: '500k_1m',
  region: '1',
  city: '1',
  districts: [3, 4],
  full_name: 'Sara Alqahtani',
  phone_number: '055 123 4567',
  email: 'sara@example.com',
  consent: true,
};

describe('validateRealEstateRequest', () => {
  it('gives every required field its server code on an empty form', () => {
    expect(validateRealEstateRequest({ districts: [] })).toEqual({
      purpose: 'purpose__required',
      property_type: 'property_type__required',
      price_range: 'price_range__required',
      region: 'region__required',
      city: 'city__required',
      districts: 'districts__required',
      full_name: 'full_name__required',
      phone_number: 'phone_number__required',
      email: 'email__required',
      consent: 'consent__required',
    });
  });

  it('accepts a complete request', () => {
    expect(validateRealEstateRequest(complete)).toEqual({});
  });

  it('refuses more districts than the cap of the configuration', () => {
    const six = { ...complete, districts: [1, 2, 3, 4, 5, 6] };
    expect(validateRealEstateRequest(six, 5)).toEqual({ districts: 'districts__too_many' });
    expect(validateRealEstateRequest(six, 6)).toEqual({});
    expect(validateRealEstateRequest({ ...complete, districts: [1, 2, 3] }, 2).districts).toBe(
      'districts__too_many',
    );
  });

  it('checks the name, phone, email and notes like the server', () => {
    const errors = validateRealEstateRequest({
      ...complete,
      full_name: 'S1',
      phone_number: '0123',
      email: 'sara@',
      notes: 'x'.repeat(1001),
      consent: false,
    });
    expect(errors).toEqual({
      full_name: 'full_name__invalid',
      phone_number: 'phone_number__invalid',
      email: 'email__invalid',
      notes: 'notes__invalid',
      consent: 'consent__required',
    });
  });
});

describe('priceBoundErrors', () => {
  const body = (from?: string, to?: string, range = '500k_1m') =>
    toRealEstateBody({ ...complete, price_range: range, price_from: from, price_to: to });

  it('wants both bounds or neither', () => {
    expect(priceBoundErrors(body())).toEqual({});
    expect(priceBoundErrors(body('600000'))).toEqual({ price_to: 'price_to__required' });
    expect(priceBoundErrors(body(undefined, '700000'))).toEqual({
      price_from: 'price_from__required',
    });
  });

  it('keeps the bounds inside the range, the upper one at least the lower one', () => {
    expect(priceBoundErrors(body('600,000', '٨٠٠٠٠٠'))).toEqual({});
    expect(priceBoundErrors(body('400000', '800000'))).toEqual({
      price_from: 'price_from__invalid',
    });
    expect(priceBoundErrors(body('700000', '650000'))).toEqual({
      price_to: 'price_to__below_from',
    });
    expect(priceBoundErrors(body('700000', '1000001'))).toEqual({ price_to: 'price_to__invalid' });
    expect(priceBoundErrors(body('2500000', '9000000', 'over_2m'))).toEqual({});
    expect(priceBoundErrors(body('abc', '800000')).price_from).toBe('price_from__invalid');
  });
});

describe('toRealEstateBody', () => {
  it('sends ids as numbers, trimmed text and the phone without spaces', () => {
    expect(toRealEstateBody({ ...complete, notes: '  ' })).toEqual({
      ...complete,
      region: 1,
      city: 1,
      phone_number: '0551234567',
      notes: undefined,
      price_from: undefined,
      price_to: undefined,
    });
  });
});
