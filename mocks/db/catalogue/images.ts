import type { Localized, MockImage } from './types';

export type MediaKind = 'agencies' | 'projects' | 'properties' | 'units' | 'unit-designs';

/** The size of a seeded picture, from its kind and file name (the media handler draws at this size). */
export function imageSize(kind: string, name: string): { width: number; height: number } {
  if (kind === 'agencies' || kind === 'banks') return { width: 256, height: 256 };
  if (name.startsWith('floor-plan')) return { width: 1400, height: 1000 };
  if (kind === 'projects') return { width: 1600, height: 900 };
  return { width: 1200, height: 800 };
}

/** The widths a picture is also served at, when narrower than it (the contract's `ImageVariant`). */
export const VARIANT_WIDTHS = [320, 640, 960] as const;

/** The height of a copy `width` wide of a picture `size`, in proportion. */
export const variantHeight = (size: { width: number; height: number }, width: number) =>
  Math.max(1, Math.round((size.height * width) / size.width));

/** The smaller copies of the picture at `url` (its `?w=` address), narrowest first. */
export function variantsOf(url: string, size: { width: number; height: number }) {
  return VARIANT_WIDTHS.filter((width) => width < size.width).map((width) => ({
    url: `${url}?w=${width}`,
    width,
    height: variantHeight(size, width),
  }));
}

/** `/media/<kind>/<id>/<name>.png` with its size and its smaller copies. */
export function mediaImage(
  kind: MediaKind,
  id: number,
  name: string | number,
  alt: Localized,
): MockImage {
  const url = `/media/${kind}/${id}/${name}.png`;
  const size = imageSize(kind, String(name));
  return { url, ...size, variants: variantsOf(url, size), alt };
}
