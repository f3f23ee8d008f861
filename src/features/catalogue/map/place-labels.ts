import { divIcon, layerGroup, marker, type LayerGroup, type Map as LeafletMap } from 'leaflet';
import type { PropertySummary } from '@generated/model';

/** From this zoom the labels name districts; below it, cities. */
export const DISTRICT_ZOOM = 10;
const PANE = 'places';

type Place = { name: string; lat: number; lng: number };

/** Each place the homes are in (a city, or a district of one), at the middle of its homes. */
export function placesOf(properties: PropertySummary[], districts: boolean): Place[] {
  const sums = new Map<string, { lat: number; lng: number; count: number }>();
  for (const property of properties) {
    const name = districts ? property.district_name : property.city_name;
    if (!name) continue;
    const sum = sums.get(name) ?? { lat: 0, lng: 0, count: 0 };
    sum.lat += property.location.lat;
    sum.lng += property.location.lng;
    sum.count += 1;
    sums.set(name, sum);
  }
  return [...sums].map(([name, { lat, lng, count }]) => ({
    name,
    lat: lat / count,
    lng: lng / count,
  }));
}

/**
 * Without a tile server the ground is the regions layer alone: the names of the cities (districts
 * closer in) the results are in, from the results themselves, say where the map is. Under the homes.
 */
export function placeLabels(map: LeafletMap, properties: PropertySummary[]): LayerGroup {
  if (!map.getPane(PANE)) {
    const pane = map.createPane(PANE);
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
  }
  const layer = layerGroup().addTo(map);
  let districts: boolean | undefined;
  const draw = () => {
    const next = map.getZoom() >= DISTRICT_ZOOM;
    if (next === districts) return;
    districts = next;
    layer.clearLayers();
    for (const place of placesOf(properties, next)) {
      const label = document.createElement('span');
      label.textContent = place.name;
      const icon = divIcon({ html: label, className: 'map-place', iconSize: undefined });
      marker([place.lat, place.lng], {
        icon,
        pane: PANE,
        interactive: false,
        keyboard: false,
      }).addTo(layer);
    }
  };
  draw();
  map.on('zoomend', draw);
  layer.on('remove', () => map.off('zoomend', draw));
  return layer;
}
