import type { QueryFunction } from '@tanstack/react-query';
import type { Image } from '@generated/model';
import { callUrl, takeEarlyCall } from './early-call';
import type { FirstQuery } from './react-query';
import { safeApiUrl } from './safe-url';

type Options = ReturnType<FirstQuery>;
type Pictures = { images?: Image[]; cover_image?: Image };

/** The pictures a page shows first: a record's first photo (or its cover), a list's first two cards. */
export const FIRST_PICTURES = {
  photo: (data: Pictures) => [data.images?.[0] ?? data.cover_image],
  cards: (data: { results?: Pictures[] }) =>
    (data.results ?? []).slice(0, 2).map((row) => row.cover_image),
} satisfies Record<string, (data: never) => (Image | undefined)[]>;
export type FirstPictures = keyof typeof FIRST_PICTURES;

/** Asks for `images` now, at high priority, as the page's largest pictures (a preload per picture). */
export function preloadPictures(images: (Image | undefined)[]): void {
  for (const image of images) {
    const href = safeApiUrl(image?.url);
    const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    if (!href || asked.some((link) => link.getAttribute('href') === href)) continue;
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    document.head.append(link);
  }
}

/** The pictures `data` shows first, an answer of a call whose page shows `pictures` first. */
function firstPicturesOf(data: unknown, pictures: unknown): (Image | undefined)[] {
  if (!data || typeof data !== 'object' || typeof pictures !== 'string') return [];
  return pictures in FIRST_PICTURES ? FIRST_PICTURES[pictures as FirstPictures](data) : [];
}

/** Asks for the first pictures of `data` (see firstPicturesOf) now, at high priority. */
export function preloadFirstPictures(data: unknown, pictures: unknown): void {
  preloadPictures(firstPicturesOf(data, pictures));
}

const FIRST_PICTURE = 'data-first-picture';

/** Settles once `img` has loaded or failed to. */
const loaded = (img: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });

/** Marks a loading state's picture box as where the entry paints the `index`th first picture. */
export const firstPictureBox = (index: number) => ({ [FIRST_PICTURE]: index });

/**
 * Asks for the first pictures of `data` and paints each into the empty box of `root` (the prerendered
 * copy) marked `data-first-picture="<n>"`, sized by the box: the page's largest paint happens as the
 * data arrives, before the app's code has run. The copy is inert and hidden from assistive technology,
 * so the pictures have no text; only URLs safeApiUrl accepts are painted. Settles once every picture
 * painted has loaded (or failed to).
 */
export function paintFirstPictures(
  data: unknown,
  pictures: unknown,
  root: ParentNode | null,
): Promise<void> {
  const images = firstPicturesOf(data, pictures);
  preloadPictures(images);
  const painted = images.map((image, index) => {
    const src = safeApiUrl(image?.url);
    const box = root?.querySelector(`[${FIRST_PICTURE}="${index}"]`);
    if (!image || !src || !box || box.firstChild) return undefined;
    const img = new Image(image.width, image.height);
    Object.assign(img, { src, alt: '', decoding: 'async', fetchPriority: 'high' });
    box.append(img);
    return loaded(img);
  });
  return Promise.all(painted).then(() => undefined);
}

const FIRST_TITLE = 'data-first-title';

/** Marks a loading state's heading text as where the entry writes the record's title. */
export const firstTitleBox = { [FIRST_TITLE]: '' };

/**
 * Writes the title of the record `data` (its `title`, or its `name`) as text into the element of
 * `root` (the prerendered copy) marked `data-first-title`: the heading takes its final lines as the
 * data arrives, so what is under it (the first photo) is already where the app will show it.
 */
export function paintFirstTitle(data: unknown, root: ParentNode | null): void {
  const box = root?.querySelector(`[${FIRST_TITLE}]`);
  if (!box || !data || typeof data !== 'object') return;
  const { title, name } = data as { title?: unknown; name?: unknown };
  const text = typeof title === 'string' ? title : typeof name === 'string' ? name : '';
  if (text.trim()) box.textContent = text;
}

/**
 * A page's first call that, once its data arrives, asks for the pictures the page shows first (eager,
 * high priority), so they download while the page renders instead of after. It takes the data of the
 * call the prerendered page started before the app (src/lib/early-call.ts) when that asked for the
 * same URL; `meta.pictures` tells the build (scripts/prerender.mjs) which pictures to ask for then.
 */
export function withPictures(options: Options, pictures: FirstPictures): Options {
  const queryFn = options.queryFn as QueryFunction<unknown>;
  return {
    ...options,
    meta: { ...options.meta, pictures },
    queryFn: async (context) => {
      const data = (await takeEarlyCall(callUrl(options.queryKey))) ?? (await queryFn(context));
      preloadFirstPictures(data, pictures);
      return data;
    },
  };
}
