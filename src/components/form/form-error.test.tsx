import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { FormError } from './form-error';

const summary = (status: number | null, codes: string[] = []) => ({
  codes,
  network: status === null,
  status,
});

describe('FormError', () => {
  it.each([
    ['no answer', summary(null)],
    ['a 503', summary(503, ['service__unavailable'])],
    ['a 500', summary(500, ['server__error'])],
  ])('offers a retry after %s', async (_, error) => {
    await renderApp(<FormError error={error} />, { locale: 'en', session: false });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['a refusal', summary(409, ['financing_request__status_invalid'])],
    ['a rate limit', summary(429, ['action__limit_exceeded'])],
  ])('offers no retry after %s', async (_, error) => {
    await renderApp(<FormError error={error} />, { locale: 'en', session: false });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
