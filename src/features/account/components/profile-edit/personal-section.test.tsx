import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListSimahCitiesMockHandler,
  getListSimahMaritalStatusesMockHandler,
  getListSimahNationalitiesMockHandler,
} from '@generated/api/lookups/lookups.msw';
import { server } from '@mocks/node';
import arAccount from '@/i18n/locales/ar/account.json';
import enAccount from '@/i18n/locales/en/account.json';
import arForms from '@/i18n/locales/ar/forms.json';
import enForms from '@/i18n/locales/en/forms.json';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { PersonalSection } from './personal-section';

describe('PersonalSection', () => {
  it.each(['ar', 'en'] as const)(
    'gives the first field the focus once the edit form has its lists (%s)',
    async (locale) => {
      // The lists of nationalities, statuses and cities answer only once released.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const held = () => released.then(() => undefined);
      server.use(
        answerOperation(getListSimahNationalitiesMockHandler, held),
        answerOperation(getListSimahMaritalStatusesMockHandler, held),
        answerOperation(getListSimahCitiesMockHandler, held),
      );
      answerSession(true);
      const { user } = await renderApp(<PersonalSection profile={testCustomer} />, { locale });
      const text: Record<string, string> = {
        ...{ ar: arAccount, en: enAccount }[locale],
        ...{ ar: arForms, en: enForms }[locale],
      };
      await user.click(
        await screen.findByRole('button', { name: text['account.profileEdit.edit'] }),
      );
      expect(screen.queryByRole('textbox')).toBeNull();

      act(release);
      const fullName = await screen.findByLabelText(text['forms.field.fullName']!, {
        exact: false,
      });
      expect(fullName).toHaveFocus();
    },
  );
});
