/** The API's `bbox`: `minLng,minLat,maxLng,maxLat`. */
export type Bbox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** The whole of Saudi Arabia, the default view. */
export const SAUDI_BBOX: Bbox = [34.5, 16.3, 55.7, 32.2];

export function parseBbox(raw: string | undefined): Bbox | undefined {
  const parts = raw?.split(',').map(Number);
  if (!parts || parts.length !== 4 || !parts.every(Number.isFinite)) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts;
  return minLng < maxLng && minLat < maxLat ? (parts as Bbox) : undefined;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** A visible area as the URL's and the API's `bbox` (4 decimals, within the world's range). */
export function formatBbox([minLng, minLat, maxLng, maxLat]: Bbox): string {
  return [
    Math.max(-180, minLng),
    Math.max(-85, minLat),
    Math.min(180, maxLng),
    Math.min(85, maxLat),
  ]
    .map(round)
    .join(',');
}
