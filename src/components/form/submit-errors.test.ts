import { createForm, FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { codeField, submitErrors } from './submit-errors';
import { zodFieldErrors } from './zod-field-errors';

describe('codeField', () => {
  it('names the field before the first double underscore', () => {
    expect(codeField('email__invalid')).toBe('email');
    expect(codeField('national_id_phone_number__mismatch')).toBe('national_id_phone_number');
    expect(codeField('bad_credentials')).toBeUndefined();
  });
});

describe('submitErrors', () => {
  const fields = ['full_name', 'email', 'residence_city_id'] as const;

  it('puts field codes on their fields and the rest under FORM_ERROR', () => {
    const error = new ApiError(
      400,
      ['email__invalid', 'residence_city__required', 'phone_number__invalid'],
      {
        attempts_left: 2,
      },
    );
    expect(submitErrors(error, fields, { residence_city: 'residence_city_id' })).toEqual({
      email: 'email__invalid',
      residence_city_id: 'residence_city__required',
      [FORM_ERROR]: {
        codes: ['phone_number__invalid'],
        network: false,
        status: 400,
        meta: { attempts_left: 2 },
      },
    });
  });

  it('keeps the first code of a field and has no FORM_ERROR when every code found its field', () => {
    const error = new ApiError(400, ['email__required', 'email__invalid']);
    expect(submitErrors(error, fields)).toEqual({ email: 'email__required' });
  });

  it('nests codes aliased to a nested field', () => {
    const error = new ApiError(400, ['city__invalid']);
    expect(submitErrors(error, ['own_property.city_id'], { city: 'own_property.city_id' })).toEqual(
      {
        own_property: { city_id: 'city__invalid' },
      },
    );
  });

  it('reports a network failure, a bare status and anything thrown under FORM_ERROR', () => {
    expect(submitErrors(new ApiError(null, []), fields)).toEqual({
      [FORM_ERROR]: { codes: [], network: true, status: null, meta: undefined },
    });
    expect(submitErrors(new ApiError(503, []), fields)[FORM_ERROR]).toMatchObject({
      status: 503,
      network: false,
    });
    expect(submitErrors(new Error('boom'), fields)[FORM_ERROR]).toEqual({
      codes: [],
      network: false,
      status: null,
      meta: undefined,
    });
  });

  it('is what final-form shows on the fields after a failed submit', async () => {
    const form = createForm({
      onSubmit: () =>
        submitErrors(new ApiError(400, ['email__exists', 'action__limit_exceeded']), fields),
    });
    form.registerField('email', () => undefined, { submitError: true });
    await form.submit();
    expect(form.getFieldState('email')?.submitError).toBe('email__exists');
    expect(form.getState().submitError).toMatchObject({ codes: ['action__limit_exceeded'] });
  });
});

describe('zodFieldErrors', () => {
  const schema = z.object({
    full_name: z.string().min(2),
    email: z.email(),
    districts: z.array(z.number()).min(1),
    residence_city_id: z.number(),
    own_property: z.object({ city_id: z.number().positive(), estimated_price: z.number() }),
  });

  it('maps missing or empty values to __required and the rest to __invalid, nested by path', () => {
    const values = {
      full_name: ' ',
      email: 'not-an-email',
      districts: [],
      own_property: { city_id: -1 },
    };
    expect(zodFieldErrors(schema, values, { residence_city: 'residence_city_id' })).toEqual({
      full_name: 'full_name__required',
      email: 'email__invalid',
      districts: 'districts__required',
      residence_city_id: 'residence_city__required',
      own_property: { city_id: 'city_id__invalid', estimated_price: 'estimated_price__required' },
    });
  });

  it('answers nothing for valid values', () => {
    const values = {
      full_name: 'Sara Alqahtani',
      email: 'sara@example.com',
      districts: [3],
      residence_city_id: 1,
      own_property: { city_id: 4, estimated_price: 900000 },
    };
    expect(zodFieldErrors(schema, values)).toEqual({});
  });

  it('uses the code a refinement names and keeps the first issue of a field', () => {
    const range = z
      .object({ price_min: z.number().positive(), price_max: z.number().positive() })
      .refine((value) => value.price_min <= value.price_max, {
        path: ['price_min'],
        params: { code: 'price__min_exceeds_max' },
      });
    expect(zodFieldErrors(range, { price_min: 9, price_max: 3 })).toEqual({
      price_min: 'price__min_exceeds_max',
    });
    expect(zodFieldErrors(range, { price_min: 0, price_max: 3 })).toEqual({
      price_min: 'price_min__invalid',
    });
  });
});
