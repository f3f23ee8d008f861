import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getResendEmailConfirmationMockHandler429,
  getUpdateProfileMockHandler,
  getUpdateProfileMockHandler429,
} from '@generated/api/profile/profile.msw';
import type { Profile } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../../mocks/node';
import { EmailSection } from './email-section';

const profile: Profile = {
  user_number: 'U-1',
  national_id: '1000000065',
  phone_number: '+966555555555',
  birthday: '1990-01-01',
  email: 'sara@example.com',
  email_confirmed: true,
  is_anonymous: false,
  registration_step: 'complete',
};

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf; Path=/';
});

describe('EmailSection', { timeout: 30_000 }, () => {
  it('changes the email, then says when it was changed too often, keeping what was typed', async () => {
    let puts = 0;
    server.use(
      getUpdateProfileMockHandler(
        async ({ request }) => {
          puts += 1;
          const { email } = (await request.json()) as { email: string };
          const expires = new Date(Date.now() + 86_400_000).toISOString();
          return {
            ...profile,
            email,
            email_confirmed: false,
            email_confirmation_expires_at: expires,
          };
        },
        { once: true },
      ),
      getUpdateProfileMockHandler429(() => {
        puts += 1;
        return { errors: ['email__update_too_often'] };
      }),
    );
    const view = await renderApp(<EmailSection profile={profile} />, {
      session: false,
      locale: 'en',
    });
    const field = screen.getByRole('textbox', { name: /new email address/i });
    await view.user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/enter your email address/));
    await view.user.type(field, 'sara@example');
    await view.user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/valid email address/));
    expect(puts).toBe(0);

    await view.user.type(field, '.org');
    await view.user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText(
        'Your email is now sara@example.org. We sent a confirmation link to it.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');

    await view.user.type(field, 'sara@example.net');
    await view.user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/changed your email recently/)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/changed your email recently/);
    expect(field).toHaveValue('sara@example.net');
  });

  it('shows an unconfirmed address with its expiry, and a resend sent too often', async () => {
    server.use(
      getResendEmailConfirmationMockHandler429({ errors: ['email_confirmation__too_often'] }),
    );
    const pending = {
      ...profile,
      email_confirmed: false,
      email_confirmation_expires_at: '2099-03-03T10:00:00Z',
    };
    const view = await renderApp(<EmailSection profile={pending} />, {
      session: false,
      locale: 'ar',
    });
    expect(screen.getByText('غير مؤكَّد')).toBeInTheDocument();
    expect(screen.getByText(/وهو صالح حتى .*2099/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'إعادة إرسال رابط التأكيد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/أُرسلت رسالة التأكيد مؤخرًا/);
  });

  it('says when the link has expired', async () => {
    const expired = {
      ...profile,
      email_confirmed: false,
      email_confirmation_expires_at: '2020-03-03T10:00:00Z',
    };
    await renderApp(<EmailSection profile={expired} />, { session: false, locale: 'en' });
    expect(screen.getByText(/The confirmation link expired on .*2020/)).toBeInTheDocument();
  });
});
