import type { Localized, MockImage } from './types';

export type MediaKind = 'agencies' | 'projects' | 'properties' | 'units' | 'unit-designs';

/** The size of a seeded picture, from its kind and file name (the media handler draws at this size). */
export function imageSize(kind: string, name: string): { width: number; height: number } {
  if (kind === 'agencies' || kind === 'banks') return { width: 256, height: 256 };
  if (name.startsWith('floor-plan')) return { width: 1400, height: 1000 };
  if (kind === 'projects') return { width: 1600, height: 900 };
  return { width: 1200, height: 800 };
}

/** `/media/<kind>/<id>/<name>.png` with its size. */
export function mediaImage(
  kind: MediaKind,
  id: number,
  name: string | number,
  alt: Localized,
): MockImage {
  return { url: `/media/${kind}/${id}/${name}.png`, ...imageSize(kind, String(name)), alt };
}
