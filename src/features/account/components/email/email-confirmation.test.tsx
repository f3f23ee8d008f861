import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { EmailConfirmation } from './email-confirmation';

const confirm = (token: string, locale: 'ar' | 'en' = 'en') =>
  renderApp(<EmailConfirmation />, { path: `/email-confirmation?token=${token}`, locale });

describe('EmailConfirmation', { timeout: 30_000 }, () => {
  // The session answer is stubbed: give the confirm call the CSRF cookie check-authenticated would set.
  beforeEach(() => {
    document.cookie = 'csrftoken=test-csrf; Path=/';
  });

  it('confirms the address and offers sign-in to a visitor', async () => {
    answerSession(false);
    await confirm('valid-token');
    expect(
      await screen.findByRole('heading', { name: /demo.customer@example.com is confirmed/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/sign-in?from=%2Fen%2Faccount%2Fdetails',
    );
  });

  it.each([
    ['expired-token', /link has expired/, /valid for a limited time/],
    ['used-token', /already been used/, /nothing more is needed/],
    ['unknown', /not valid/, /replaced by a newer one/],
  ])('%s: says what happened and what to do next', async (token, heading, next) => {
    answerSession(false);
    await confirm(token);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(heading);
    expect(alert).toHaveTextContent(next);
  });

  it('offers a signed-in customer with an unconfirmed address a new link', async () => {
    answerSession(true, {
      user_number: 'U-1',
      national_id: '1000000065',
      phone_number: '+966555555555',
      birthday: '1990-01-01',
      email: 'sara@example.com',
      email_confirmed: false,
      is_anonymous: false,
      registration_step: 'complete',
    });
    await confirm('expired-token', 'ar');
    expect(
      await screen.findByRole('button', { name: 'إعادة إرسال رابط التأكيد' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['valid-token', 'status'],
    ['expired-token', 'alert'],
  ] as const)(
    'attack: the token (%s) leaves the address once read, so no script or later page sees it',
    async (token, role) => {
      answerSession(false);
      const view = await confirm(token);
      expect(await screen.findByRole(role)).toBeVisible();
      expect(view.location()).toBe('/en/email-confirmation');
      expect(view.memory.history?.join(' ')).not.toMatch(/token/);
    },
  );

  it('treats a link without a token as invalid', async () => {
    answerSession(false);
    await renderApp(<EmailConfirmation />, { path: '/email-confirmation', locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid/);
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toBeInTheDocument();
  });
});
