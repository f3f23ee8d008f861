import type { Bbox } from './bbox';

/**
 * How far the map may zoom with what it has: the bundled regions layer alone keeps its lines up to a
 * city's scale; raster tiles are drawn up to a street's. Past these it would show a blank square.
 */
export const OFFLINE_MAX_ZOOM = 11;
export const TILES_MAX_ZOOM = 17;

export const maxZoomOf = (tileUrlTemplate: string | undefined) =>
  tileUrlTemplate ? TILES_MAX_ZOOM : OFFLINE_MAX_ZOOM;

/**
 * The area the map may show: the country and a margin, room to move the whole country in view (the
 * regions layer covers nothing beyond).
 */
export const MAX_BOUNDS: Bbox = [24, 6, 66, 40];
