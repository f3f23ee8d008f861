import type { Localized } from '../../lib/http';

export type LatLng = { lat: number; lng: number };
/** [id, Arabic name, English name, lat, lng] */
export type GeoRow = [number, string, string, number, number];

export type Region = { id: number; name: Localized; center: LatLng };
export type City = { id: number; regionId: number; name: Localized; center: LatLng };
export type District = { id: number; cityId: number; name: Localized; center: LatLng };
