import { INTL_LOCALE, localeFromPath } from '@/i18n/locale';

/** Resolves in a later task: the browser may handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The first use of Intl loads the browser's locale data: on a phone, the first `supportedLocalesOf`
 * alone is a task of about 60 ms. react-intl's provider asks it while the app's first render runs,
 * which made that slice of the render a long task; here each step is a task of its own, before it.
 */
export async function warmUpIntl(pathname: string): Promise<void> {
  const locale = INTL_LOCALE[localeFromPath(pathname)];
  const steps = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => new Intl.PluralRules(locale).select(1),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
