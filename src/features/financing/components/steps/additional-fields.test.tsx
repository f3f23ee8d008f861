import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getListSimahMaritalStatusesMockHandler } from '@generated/api/lookups/lookups.msw';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import arCommon from '@/i18n/locales/ar/common.json';
import arFinancing from '@/i18n/locales/ar/financing.json';
import enCommon from '@/i18n/locales/en/common.json';
import enFinancing from '@/i18n/locales/en/financing.json';
import arForms from '@/i18n/locales/ar/forms.json';
import enForms from '@/i18n/locales/en/forms.json';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { AdditionalFields } from './additional-fields';

const TEXT = {
  ar: { ...arCommon, ...arFinancing, ...arForms },
  en: { ...enCommon, ...enFinancing, ...enForms },
} as Record<'ar' | 'en', Record<string, string>>;

describe('AdditionalFields', () => {
  it.each(['ar', 'en'] as const)(
    'a list that fails to load is said, with a retry that fills it; what was typed stays (%s)',
    async (locale) => {
      const t = TEXT[locale];
      // The list fails (its retries in the HTTP policy too) until the network is back.
      let networkBack = false;
      server.use(
        answerOperation(getListSimahMaritalStatusesMockHandler, () =>
          networkBack ? undefined : HttpResponse.error(),
        ),
      );
      const { user } = await renderApp(
        <Form onSubmit={() => undefined} render={() => <AdditionalFields />} />,
        { locale },
      );
      const alert = await screen.findByRole('alert');
      const family = screen.getByLabelText(t['financing.field.familyMembers']!, { exact: false });
      await user.type(family, '4');
      const status = screen.getByLabelText(t['forms.field.maritalStatus']!, { exact: false });
      expect(within(status).getAllByRole('option')).toHaveLength(1);

      networkBack = true;
      await user.click(within(alert).getByRole('button', { name: t['common.retry'] }));
      await expect.poll(() => within(status).getAllByRole('option').length).toBeGreaterThan(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(family).toHaveValue('4');
    },
  );
});
