import { divIcon, layerGroup, marker, type LayerGroup, type Map, type Marker } from 'leaflet';
import Supercluster from 'supercluster';
import type { PropertySummary } from '@generated/model';

export type MarkerTexts = {
  /** The marker's text: the price, short. */
  text: (property: PropertySummary) => string;
  /** The marker's accessible name: title and full price. */
  label: (property: PropertySummary) => string;
  /** The accessible name of a cluster of `count` homes; `here` when it opens as a list (closest zoom). */
  cluster: (count: number, here: boolean) => string;
};

type Options = MarkerTexts & {
  /** The href of a property's page; a plain click selects the home instead (its card shows). */
  hrefOf: (property: PropertySummary) => string;
  /** A home chosen, or the homes of a group at the closest zoom (too close to tell apart). */
  select: (properties: PropertySummary[]) => void;
  /** Told the number of homes shown (alone or in clusters) after each change. */
  onShown: (count: number) => void;
};

const CLUSTER_RADIUS_PX = 56;
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;

/**
 * The homes on the map, grouped by supercluster where they crowd: a home is a link to its page (a
 * plain click shows its card), a group a button, showing its count, that zooms in on it; at the
 * closest zoom homes that still crowd stay grouped, and the group shows their cards. Both are in the
 * tab order with accessible names; only what the view shows is drawn.
 */
export class PropertyMarkers {
  private readonly layer: LayerGroup;
  /** Clusters at every zoom: at the closest, homes that would cover each other stay one group. */
  private maxZoom = 17;
  private properties: PropertySummary[] = [];
  private index = new Supercluster<PropertySummary>({ radius: CLUSTER_RADIUS_PX });
  /** What is drawn, by key: kept from one view to the next, so a focused marker keeps its focus. */
  private drawn = new globalThis.Map<string, Marker>();

  constructor(
    private readonly map: Map,
    private readonly options: Options,
  ) {
    this.layer = layerGroup().addTo(map);
    map.on('moveend', this.draw);
  }

  setMaxZoom(mapMaxZoom: number): void {
    if (this.maxZoom === mapMaxZoom) return;
    this.maxZoom = mapMaxZoom;
    this.setProperties(this.properties);
  }

  setProperties(properties: PropertySummary[]): void {
    this.properties = properties;
    // A cluster's id means another group in a new index; a home's id stays the same home.
    for (const [key, drawn] of this.drawn) {
      if (!key.startsWith('c')) continue;
      drawn.remove();
      this.drawn.delete(key);
    }
    this.index = new Supercluster<PropertySummary>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: this.maxZoom,
    }).load(
      properties.map((property) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [property.location.lng, property.location.lat] },
        properties: property,
      })),
    );
    this.draw();
  }

  /** The texts changed (the page's messages arrived): markers drawn before say them too. */
  relabel(): void {
    for (const drawn of this.drawn.values()) drawn.remove();
    this.drawn.clear();
    this.draw();
  }

  remove(): void {
    this.map.off('moveend', this.draw);
    this.layer.remove();
  }

  private draw = () => {
    const bounds = this.map.getBounds().pad(0.1);
    const features = this.index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      Math.round(this.map.getZoom()),
    );
    const next = new globalThis.Map<string, Marker>();
    for (const { geometry, properties } of features) {
      const [lng, lat] = geometry.coordinates;
      const cluster = 'cluster' in properties && properties.cluster ? properties : undefined;
      const key = cluster ? `c${cluster.cluster_id}` : `p${(properties as PropertySummary).id}`;
      const kept = this.drawn.get(key);
      if (kept) {
        next.set(key, kept);
        continue;
      }
      const element = cluster
        ? this.clusterButton(cluster.cluster_id, cluster.point_count, [lat, lng])
        : this.homeLink(properties as PropertySummary);
      const icon = divIcon({ html: element, className: 'map-marker', iconSize: undefined });
      const drawn = marker([lat, lng], { icon, interactive: false, keyboard: false });
      next.set(key, drawn.addTo(this.layer));
    }
    for (const [key, drawn] of this.drawn) if (!next.has(key)) drawn.remove();
    this.drawn = next;
    this.options.onShown(
      features.reduce(
        (homes, { properties }) =>
          homes + ('cluster' in properties && properties.cluster ? properties.point_count : 1),
        0,
      ),
    );
  };

  private homeLink(property: PropertySummary): HTMLElement {
    const link = document.createElement('a');
    link.href = this.options.hrefOf(property);
    link.textContent = this.options.text(property);
    link.setAttribute('aria-label', this.options.label(property));
    link.addEventListener('click', (event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      if (!this.draggedBefore(event)) this.options.select([property]);
    });
    return link;
  }

  private clusterButton(id: number, count: number, at: [number, number]): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'map-cluster';
    button.textContent = String(count);
    const closest = Math.round(this.map.getZoom()) >= this.map.getMaxZoom();
    button.setAttribute('aria-label', this.options.cluster(count, closest));
    button.addEventListener('click', (event) => {
      if (this.draggedBefore(event)) return;
      if (Math.round(this.map.getZoom()) >= this.map.getMaxZoom()) {
        this.options.select(this.index.getLeaves(id, Infinity).map((leaf) => leaf.properties));
        return;
      }
      this.map.setView(at, this.index.getClusterExpansionZoom(id));
      this.map.getContainer().focus();
    });
    return button;
  }

  /** The end of a drag that started on a marker is not a click on it (a key's click has detail 0). */
  private draggedBefore(event: MouseEvent): boolean {
    const dragging = this.map.dragging as typeof this.map.dragging & { moved(): boolean };
    return event.detail > 0 && dragging.moved();
  }
}
