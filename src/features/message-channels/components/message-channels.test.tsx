import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetMessagePreferencesMockHandler,
  getUpdateMessagePreferencesMockHandler,
  getUpdateMessagePreferencesMockHandler500,
} from '@generated/api/messages/messages.msw';
import type { MessagePreferences } from '@generated/model';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../../mocks/node';
import { MessageChannels } from './message-channels';

const preferences = (marketing: boolean): MessagePreferences => ({
  language: 'ar',
  mobile_channel: 'sms',
  digest_time: '09:00',
  marketing_consent: marketing,
  kinds: [
    { kind: 'price_drop', service: false, email: true, mobile: false, push: false },
    { kind: 'transfer_deadline', service: true, email: true, mobile: true, push: false },
    { kind: 'marketing', service: false, email: marketing, mobile: false, push: false },
  ],
});

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf; Path=/';
  answerSession(true);
});

describe('MessageChannels', { timeout: 30_000 }, () => {
  it('names every checkbox by channel and kind, and sends what was chosen', async () => {
    let sent: unknown;
    server.use(
      getGetMessagePreferencesMockHandler(preferences(true)),
      getUpdateMessagePreferencesMockHandler(async ({ request }) => {
        sent = await request.json();
        return { ...preferences(true), mobile_channel: 'whatsapp' };
      }),
    );
    await renderApp(<MessageChannels />, { locale: 'en' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mobile: Price drops' }));
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Daily summaries/ }), {
      target: { value: '07:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your choices are saved.')).toBeVisible();
    expect(sent).toMatchObject({
      mobile_channel: 'whatsapp',
      digest_time: '07:30',
      kinds: expect.arrayContaining([
        { kind: 'price_drop', email: true, mobile: true, push: false },
      ]) as unknown,
    });
  });

  it('locks marketing without the consent and keeps the choices when saving fails', async () => {
    server.use(
      getGetMessagePreferencesMockHandler(preferences(false)),
      getUpdateMessagePreferencesMockHandler500({ errors: ['server__error'] }),
    );
    await renderApp(<MessageChannels />, { locale: 'ar' });
    expect(
      await screen.findByRole('checkbox', { name: 'البريد الإلكتروني: العروض والأخبار' }),
    ).toBeDisabled();
    expect(screen.getByRole('link', { name: 'الخصوصية والموافقات' })).toBeVisible();
    const mobile = screen.getByRole('checkbox', { name: 'الجوال: انخفاض الأسعار' });
    fireEvent.click(mobile);
    fireEvent.click(screen.getByRole('button', { name: 'احفظ الاختيارات' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(mobile).toBeChecked();
  });
});
