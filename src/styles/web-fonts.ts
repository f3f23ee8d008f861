/**
 * The brand font (IBM Plex Sans Arabic, `font-display: optional`) without slowing a first visit.
 *
 * Its files weigh 40 kB (English pages) to 126 kB (Arabic pages). Fetched with the page, they
 * compete with the app's code for a phone's bandwidth, and `optional` mostly leaves them unused on
 * that first page anyway (a font that misses the first paint is not swapped in). So:
 * - pages use the platform's fonts (theme.systemFont) until `<html>` has the class below;
 * - on a first visit, once the app shows its first page, that page's pictures are in and the browser
 *   is idle, the files the page's language needs are downloaded (not applied), and the language is
 *   remembered in localStorage;
 * - the next page shown in the app (a client-side navigation) switches to the brand font;
 * - a later visit whose language is remembered gets the class before the first paint, so the files
 *   come from the HTTP cache (immutable hashed assets) and the first paint already uses them. If the
 *   page has painted already, the class waits for the next navigation: text never moves on its own
 *   (and the storage is not read then).
 * - With Save-Data on, the brand font is never downloaded.
 */
import { afterNextPaint, whenIdle, type Scheduler } from '@/lib/browser/after-paint';

export const WEB_FONTS_CLASS = 'web-fonts';
export const WEB_FONT_FAMILY = 'IBM Plex Sans Arabic';
export const WEB_FONTS_STORAGE_KEY = 'web-fonts';
const WEIGHTS = [400, 600] as const;
/** Characters of the scripts a language is written in: only those subsets (unicode-range) download. */
const SAMPLE_TEXT: Record<string, string> = { en: 'a', ar: 'aب' };

type Env = {
  window: Scheduler;
  document: Pick<Document, 'documentElement' | 'images' | 'fonts'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  painted: () => boolean;
  saveData: boolean;
};

function browserEnv(): Env {
  // localStorage is opened only when read: its first use waits for the browser to load it (up to
  // 9 ms measured in a fresh profile), needless when the page has painted already. Blocked storage
  // throws on use (caught there): every visit is then a first visit.
  const storage: Env['storage'] = {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
  };
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    window,
    document,
    storage,
    painted: () => performance.getEntriesByType('paint').length > 0,
    saveData: connection?.saveData === true,
  };
}

function remembered(storage: Env['storage']): string[] {
  try {
    return (storage?.getItem(WEB_FONTS_STORAGE_KEY) ?? '').split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

function remember(storage: Env['storage'], locale: string): void {
  try {
    const locales = new Set(remembered(storage)).add(locale);
    storage?.setItem(WEB_FONTS_STORAGE_KEY, [...locales].join(' '));
  } catch {
    // Storage full or blocked: the fonts still show from the next navigation on.
  }
}

/** Once the eager pictures shown now have loaded (or failed). */
function picturesIn(env: Env): Promise<unknown> {
  const loading = [...env.document.images].filter(
    (image) => !image.complete && image.loading !== 'lazy',
  );
  return Promise.all(
    loading.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

let state: { env: Env; locale: string; wanted: boolean } | undefined;
let downloaded = false;

/** Run once by the entry (src/entry-client.tsx), before the app's code. */
export function setUpWebFonts(env: Env = browserEnv()): void {
  downloaded = false;
  const root = env.document.documentElement;
  const locale = root.lang in SAMPLE_TEXT ? root.lang : 'ar';
  // The stored languages matter only before the first paint.
  const painted = env.painted();
  const applied = !painted && remembered(env.storage).includes(locale);
  if (applied) root.classList.add(WEB_FONTS_CLASS);
  // Said on the page: it painted first, so the brand font comes from the next page on.
  else if (painted) root.setAttribute('data-web-fonts', 'next-page');
  state = { env, locale, wanted: !applied && !env.saveData };
}

/**
 * Called when the app shows its first page (src/app/first-page/first-page.ts): once that page's pictures are
 * in, the brand font's files download in the background, for the pages that follow.
 */
export function downloadWebFonts(): void {
  if (!state?.wanted) return;
  const { env, locale } = state;
  state.wanted = false;
  const download = () => {
    const loads = WEIGHTS.map((weight) =>
      env.document.fonts.load(`${weight} 1em "${WEB_FONT_FAMILY}"`, SAMPLE_TEXT[locale]),
    );
    Promise.all(loads)
      .then((faces) => {
        if (!faces.every((loaded) => loaded.length > 0)) return;
        downloaded = true;
        env.document.documentElement.setAttribute('data-web-fonts', 'downloaded');
        remember(env.storage, locale);
      })
      // Offline or blocked: the platform's fonts stay, and the next visit tries again.
      .catch(() => undefined);
  };
  // After the next paint, once that page's pictures are in, when the browser is idle.
  void afterNextPaint(env.window)
    .then(() => picturesIn(env))
    .then(() => whenIdle(download, env.window));
}

/** On a new page shown by the app: the brand font, once its files are here. */
export function applyWebFontsIfDownloaded(root: HTMLElement = document.documentElement): void {
  if (downloaded) root.classList.add(WEB_FONTS_CLASS);
}
