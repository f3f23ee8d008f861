import { render, screen } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, type Locale } from '@/i18n/locale';
import { loadMessages } from '@/i18n/load-messages';
import { ApiError } from '../http/api-error';
import { errorText, errorTexts, useApiErrorText } from './error-text';

async function intlFor(locale: Locale) {
  return createIntl({
    locale: INTL_LOCALE[locale],
    defaultLocale: 'en-SA',
    messages: await loadMessages(locale),
  });
}

function Failure({ error }: { error: unknown }) {
  const apiErrorText = useApiErrorText();
  return <p role="alert">{apiErrorText(error)}</p>;
}

async function renderIn(locale: Locale, error: unknown) {
  const messages = await loadMessages(locale);
  render(
    <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale="en-SA" messages={messages}>
      <Failure error={error} />
    </IntlProvider>,
  );
  return screen.getByRole('alert').textContent;
}

describe('useApiErrorText with the real catalogues', () => {
  const busy = new ApiError(409, ['reservation__in_progress'], { retry_after_minutes: 5 });

  it('renders in English', async () => {
    expect(await renderIn('en', busy)).toBe(
      'Another person is reserving this unit. Please come back in 5 minutes.',
    );
  });

  it('renders in Arabic', async () => {
    expect(await renderIn('ar', busy)).toBe(
      'شخص آخر يحجز هذه الوحدة حاليًا. يُرجى العودة بعد 5 دقائق.',
    );
  });

  it('reads a failed connection as Network Error', async () => {
    expect(await renderIn('en', new ApiError(null, []))).toMatch(/^Network Error\. /);
  });

  it('reads a failed connection as a network error in Arabic', async () => {
    expect(await renderIn('ar', new ApiError(null, []))).toMatch(/^خطأ في الشبكة/);
  });
});

describe('errorText', () => {
  it('uses every Arabic plural form for the minutes', async () => {
    const intl = await intlFor('ar');
    const wait = (minutes: number) =>
      errorText(intl, 'reservation__in_progress', { retry_after_minutes: minutes });
    expect(wait(0)).toContain('بعد لحظات');
    expect(wait(1)).toContain('بعد دقيقة واحدة');
    expect(wait(2)).toContain('بعد دقيقتين');
    expect(wait(7)).toContain('بعد 7 دقائق');
    expect(wait(15)).toContain('بعد 15 دقيقة');
    expect(wait(100)).toContain('بعد 100 دقيقة');
  });

  it('says "later" when the wait is unknown', async () => {
    const intl = await intlFor('en');
    expect(errorText(intl, 'reservation__in_progress')).toBe(
      'Another person is reserving this unit. Please come back later.',
    );
    expect(errorText(intl, 'reservation__in_progress', { attempts_left: 2 })).toMatch(/later\.$/);
  });

  it('fills min and max only when the meta has all of them', async () => {
    const intl = await intlFor('en');
    expect(errorText(intl, 'loan_amount__out_of_range', { min: 100000, max: 5000000 })).toBe(
      'The loan amount must be between 100,000 and 5,000,000 SAR. Please change the down payment.',
    );
    expect(errorText(intl, 'loan_amount__out_of_range', { min: 100000 })).toBe(
      'The loan amount is outside the allowed range. Please change the down payment.',
    );
  });

  it('falls back for codes the contract does not have', async () => {
    const intl = await intlFor('en');
    expect(errorText(intl, 'city_id__required')).toBe('This field is required.');
    expect(errorText(intl, 'city_id__invalid')).toBe('Please check this value.');
    expect(errorText(intl, 'teapot__brewing')).toBe('Something went wrong. Please try again.');
  });
});

describe('errorTexts', () => {
  it('gives one text per distinct message of the codes', async () => {
    const intl = await intlFor('en');
    const error = new ApiError(400, ['otp__required', 'otp__invalid', 'sid__required']);
    expect(errorTexts(intl, error)).toEqual([
      'The verification code is incorrect. Please check it and try again.',
      'Your verification session has ended. Please request a new code.',
    ]);
  });

  it('reads a form summary, a bare status, a code and anything thrown', async () => {
    const intl = await intlFor('ar');
    expect(errorTexts(intl, { codes: ['unit__already_reserved'], network: false })).toEqual([
      'تم حجز هذه الوحدة مسبقًا. يُرجى اختيار وحدة أخرى.',
    ]);
    expect(errorTexts(intl, new ApiError(502, []))).toEqual([
      'الخدمة غير متاحة حاليًا. يُرجى المحاولة لاحقًا.',
    ]);
    expect(errorTexts(intl, new ApiError(418, []))).toEqual([
      'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    ]);
    expect(errorTexts(intl, 'email__exists')[0]).toMatch(/^هذا البريد الإلكتروني مستخدم/);
    expect(errorTexts(intl, new TypeError('boom'))).toEqual([
      'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    ]);
  });
});
