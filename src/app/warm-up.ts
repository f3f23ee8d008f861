import { compile, middleware, serialize, stringify } from 'stylis';
import { rtlPlugin } from '@/styles/rtl-plugin';
import { directionOf, INTL_LOCALE, localeFromPath } from '@/i18n/locale';
import { nextTask } from '@/lib/after-paint';

const flipOneRule = () =>
  serialize(compile('a{margin-left:0}'), middleware([rtlPlugin, stringify]));

/**
 * Work done once, the first time, that the app's first render would otherwise do inside one of its
 * slices (making it a long task on a phone): here each step is a task of its own, before the render.
 * - The first use of Intl loads the browser's locale data (the first `supportedLocalesOf` alone is
 *   about 60 ms on a phone); react-intl's provider asks it as it is created.
 * - Right to left, the RTL plugin's first rules compile its patterns (tens of ms each time), in the
 *   app's global style as it is first committed and in the first page's styles.
 */
export async function warmUp(pathname: string): Promise<void> {
  const locale = localeFromPath(pathname);
  const steps = [
    () => Intl.NumberFormat.supportedLocalesOf(INTL_LOCALE[locale]),
    () => Intl.DateTimeFormat.supportedLocalesOf(INTL_LOCALE[locale]),
    () => new Intl.PluralRules(INTL_LOCALE[locale]).select(1),
    // Twice: the browser compiles a pattern once as it is first used, and again into machine code
    // as it is used a second time.
    ...(directionOf(locale) === 'rtl' ? [flipOneRule, flipOneRule] : []),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
