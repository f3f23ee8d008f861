import { INTL_LOCALE, localeFromPath } from '@/i18n/locale';
import { nextTask } from '@/lib/after-paint';

/**
 * Work done once, the first time, that the app's first render would otherwise do inside one of its
 * slices (making it a long task on a phone): here each step is a task of its own, before the render.
 * The first use of Intl loads the browser's locale data, 20-30 ms on a desktop in all, which react-intl
 * needs as its provider is created. Canonicalizing a locale with a Unicode extension (`-u-nu-latn`)
 * first does about half of it, so no step takes more than about 10 ms.
 */
export async function warmUp(pathname: string): Promise<void> {
  const locale = INTL_LOCALE[localeFromPath(pathname)];
  const steps = [
    () => Intl.getCanonicalLocales(locale.includes('-u-') ? locale : `${locale}-u-nu-latn`),
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => new Intl.PluralRules(locale).select(1),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
