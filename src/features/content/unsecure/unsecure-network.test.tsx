import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { UnsecureNetwork } from './unsecure-network';

describe('UnsecureNetwork', { timeout: 30_000 }, () => {
  it('tries again at the page the visitor came from', async () => {
    await renderApp(<UnsecureNetwork title="t" />, {
      locale: 'en',
      path: '/unsecure-network?from=%2Fen%2Fprojects%3Fpage%3D2',
      session: false,
    });
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/projects?page=2',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('never follows a `from` to another site', async () => {
    await renderApp(<UnsecureNetwork title="t" />, {
      path: '/unsecure-network?from=%2F%2Fevil.example.com',
      session: false,
    });
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeNull();
  });
});
