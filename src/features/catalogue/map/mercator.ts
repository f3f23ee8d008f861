/** Web Mercator (the projection of XYZ tiles) in pixels of a 256-pixel world at zoom 0. */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 16;
const MAX_LAT = 85.05112878;

export type Point = { x: number; y: number };
export type LngLat = { lng: number; lat: number };
export type View = { center: LngLat; zoom: number };
export type Size = { width: number; height: number };
export type Bbox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** The whole of Saudi Arabia, the default view. */
export const SAUDI_BBOX: Bbox = [34.5, 16.3, 55.7, 32.2];

export function project({ lng, lat }: LngLat): Point {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * TILE_SIZE,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE,
  };
}

export function unproject({ x, y }: Point): LngLat {
  const lng = (x / TILE_SIZE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / TILE_SIZE;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lng, lat };
}

/** Where a place is drawn on a screen of `size` showing `view`. */
export function toScreen(place: LngLat, view: View, size: Size): Point {
  const scale = 2 ** view.zoom;
  const point = project(place);
  const center = project(view.center);
  return {
    x: size.width / 2 + (point.x - center.x) * scale,
    y: size.height / 2 + (point.y - center.y) * scale,
  };
}

export function fromScreen(point: Point, view: View, size: Size): LngLat {
  const scale = 2 ** view.zoom;
  const center = project(view.center);
  return unproject({
    x: center.x + (point.x - size.width / 2) / scale,
    y: center.y + (point.y - size.height / 2) / scale,
  });
}

/** Moves the view by a drag of (dx, dy) screen pixels. */
export function panBy(view: View, dx: number, dy: number): View {
  const scale = 2 ** view.zoom;
  const center = project(view.center);
  return { ...view, center: unproject({ x: center.x - dx / scale, y: center.y - dy / scale }) };
}

export const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(zoom)));

/** The largest whole zoom that shows all of `bbox`, centred on it. */
export function fitBbox([minLng, minLat, maxLng, maxLat]: Bbox, size: Size): View {
  const a = project({ lng: minLng, lat: maxLat });
  const b = project({ lng: maxLng, lat: minLat });
  const zoom = Math.floor(Math.log2(Math.min(size.width / (b.x - a.x), size.height / (b.y - a.y))));
  return {
    center: unproject({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }),
    zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM)),
  };
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The visible area as the API's `bbox` (`minLng,minLat,maxLng,maxLat`, 4 decimals, within range). */
export function viewBbox(view: View, size: Size): string {
  const topLeft = fromScreen({ x: 0, y: 0 }, view, size);
  const bottomRight = fromScreen({ x: size.width, y: size.height }, view, size);
  return [
    Math.max(-180, topLeft.lng),
    Math.max(-85, bottomRight.lat),
    Math.min(180, bottomRight.lng),
    Math.min(85, topLeft.lat),
  ]
    .map(round)
    .join(',');
}

export function parseBbox(raw: string | undefined): Bbox | undefined {
  const parts = raw?.split(',').map(Number);
  return parts && parts.length === 4 && parts.every(Number.isFinite) ? (parts as Bbox) : undefined;
}

export type Tile = { x: number; y: number; z: number; left: number; top: number };

/** The XYZ tiles covering the screen at the view's (whole) zoom. */
export function visibleTiles(view: View, size: Size): Tile[] {
  const z = Math.round(view.zoom);
  const count = 2 ** z;
  const center = project(view.center);
  const originX = center.x * count - size.width / 2;
  const originY = center.y * count - size.height / 2;
  const tiles: Tile[] = [];
  for (let ty = Math.floor(originY / TILE_SIZE); ty * TILE_SIZE < originY + size.height; ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(originX / TILE_SIZE); tx * TILE_SIZE < originX + size.width; tx += 1) {
      const x = ((tx % count) + count) % count;
      tiles.push({ x, y: ty, z, left: tx * TILE_SIZE - originX, top: ty * TILE_SIZE - originY });
    }
  }
  return tiles;
}

export function tileUrl(template: string, { x, y, z }: Tile): string {
  return template
    .replace('{s}', 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}
