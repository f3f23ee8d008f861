import type { QueryFunction } from '@tanstack/react-query';
import type { Image } from '@generated/model';
import type { FirstQuery } from './react-query';
import { safeApiUrl } from './safe-url';

type Options = ReturnType<FirstQuery>;

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

/**
 * A page's first call that, once its data arrives, asks for the pictures the page shows first (eager,
 * high priority), so they download while the page renders instead of after.
 */
export function withPictures<T>(
  options: Options,
  picturesOf: (data: T) => (Image | undefined)[],
): Options {
  const queryFn = options.queryFn as QueryFunction<T>;
  return {
    ...options,
    queryFn: async (context) => {
      const data = await queryFn(context);
      preloadPictures(picturesOf(data));
      return data;
    },
  };
}
