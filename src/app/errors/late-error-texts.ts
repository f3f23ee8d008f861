import { createIntl } from 'react-intl';
import { INTL_LOCALE, type Locale } from '@/i18n/locale';
import { loadedMessages, loadRestMessages } from '@/i18n/load-messages';
import type { ErrorMeta } from '@generated/model';

/**
 * Error texts for the shell, which shows them rarely (a toast): their code and messages are not part of
 * the first download. Loads both, then formats with every message of the language (an `intl` taken
 * from an earlier render would not have them yet).
 */
export async function loadErrorTexts(locale: Locale) {
  const [texts] = await Promise.all([import('@/lib/error-messages'), loadRestMessages(locale)]);
  const intl = createIntl({
    locale: INTL_LOCALE[locale],
    messages: loadedMessages(locale),
    defaultLocale: 'en-SA',
  });
  return {
    errorText: (code: string, meta?: ErrorMeta) => texts.errorText(intl, code, meta),
    errorTexts: (error: unknown) => texts.errorTexts(intl, error),
  };
}
