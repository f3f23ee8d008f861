import { describe, expect, it, vi } from 'vitest';
import {
  applyWebFontsIfDownloaded,
  downloadWebFonts,
  setUpWebFonts,
  WEB_FONTS_CLASS,
  WEB_FONTS_STORAGE_KEY,
} from './web-fonts';

type FontLoad = (font: string, text?: string) => Promise<FontFace[]>;
type FakeImage = EventTarget & { complete: boolean; loading: string };

function picture(complete: boolean, loading = 'eager'): FakeImage {
  return Object.assign(new EventTarget(), { complete, loading });
}

/** A page in `lang`, with the given stored value, pictures and font answers. */
function setUp({
  lang = 'en',
  stored = null as string | null,
  painted = false,
  saveData = false,
  images = [] as FakeImage[],
  load = vi.fn<FontLoad>(async () => [{}] as unknown as FontFace[]),
} = {}) {
  const root = document.createElement('html');
  root.lang = lang;
  const values = new Map<string, string>(stored === null ? [] : [[WEB_FONTS_STORAGE_KEY, stored]]);
  const storage = {
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  const steps: string[] = [];
  const env = {
    window: {
      requestAnimationFrame: (run: FrameRequestCallback) => {
        steps.push('frame');
        run(0);
        return 0;
      },
      setTimeout: ((run: () => void) => {
        steps.push('timeout');
        run();
        return 0;
      }) as unknown as Window['setTimeout'],
      requestIdleCallback: (run: () => void) => {
        steps.push('idle');
        run();
        return 0;
      },
    },
    document: {
      documentElement: root,
      images: images as unknown as HTMLCollectionOf<HTMLImageElement>,
      fonts: { load } as unknown as FontFaceSet,
    },
    storage,
    painted: () => painted,
    saveData,
  };
  setUpWebFonts(env);
  return { root, values, load, steps, storage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web fonts', () => {
  it('uses the brand font from the first paint when this language was downloaded on an earlier visit', () => {
    const page = setUp({ lang: 'ar', stored: 'en ar' });
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(true);
    downloadWebFonts();
    expect(page.load).not.toHaveBeenCalled();
  });

  it('keeps the platform font on a first visit, downloads after the next paint and idle, and shows it on the next page', async () => {
    const page = setUp({ lang: 'en' });
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);
    applyWebFontsIfDownloaded(page.root);
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);

    downloadWebFonts();
    await settle();
    expect(page.steps).toEqual(['frame', 'timeout', 'idle']);
    expect(page.load.mock.calls).toEqual([
      ['400 1em "IBM Plex Sans Arabic"', 'a'],
      ['600 1em "IBM Plex Sans Arabic"', 'a'],
    ]);
    expect(page.values.get(WEB_FONTS_STORAGE_KEY)).toBe('en');
    // Not on the page already shown: text does not move by itself.
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);
    applyWebFontsIfDownloaded(page.root);
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(true);
  });

  it('asks for the Arabic and Latin subsets on an Arabic page, and keeps languages stored before', async () => {
    const page = setUp({ lang: 'ar', stored: 'en' });
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);
    downloadWebFonts();
    await settle();
    expect(page.load.mock.calls.map(([, text]) => text)).toEqual(['aب', 'aب']);
    expect(page.values.get(WEB_FONTS_STORAGE_KEY)).toBe('en ar');
  });

  it('waits for the eager pictures being shown, not for lazy ones', async () => {
    const shown = picture(false);
    const page = setUp({ images: [picture(true), shown, picture(false, 'lazy')] });
    downloadWebFonts();
    await settle();
    expect(page.load).not.toHaveBeenCalled();
    shown.dispatchEvent(new Event('error'));
    await settle();
    expect(page.load).toHaveBeenCalledTimes(2);
  });

  it('does not change the font of a page painted already, even when its language is remembered', async () => {
    const page = setUp({ stored: 'en', painted: true });
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);
    expect(page.root.getAttribute('data-web-fonts')).toBe('next-page');
    // Nor does it open the storage as the page starts (its first use can take milliseconds).
    expect(page.storage.getItem).not.toHaveBeenCalled();
    downloadWebFonts();
    await settle();
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);
    expect(page.root.getAttribute('data-web-fonts')).toBe('downloaded');
    applyWebFontsIfDownloaded(page.root);
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(true);
  });

  it('downloads once, however many pages are shown', async () => {
    const page = setUp();
    downloadWebFonts();
    downloadWebFonts();
    await settle();
    expect(page.load).toHaveBeenCalledTimes(2);
  });

  it('never downloads with Save-Data on', async () => {
    const page = setUp({ saveData: true });
    downloadWebFonts();
    await settle();
    expect(page.load).not.toHaveBeenCalled();
  });

  it.each([
    ['the download fails', vi.fn<FontLoad>(async () => Promise.reject(new Error('offline')))],
    ['no face matches', vi.fn<FontLoad>(async () => [])],
  ])('keeps the platform font and remembers nothing when %s', async (_, load) => {
    const page = setUp({ load });
    downloadWebFonts();
    await settle();
    expect(load).toHaveBeenCalled();
    expect(page.values.has(WEB_FONTS_STORAGE_KEY)).toBe(false);
    applyWebFontsIfDownloaded(page.root);
    expect(page.root.classList.contains(WEB_FONTS_CLASS)).toBe(false);
  });
});
