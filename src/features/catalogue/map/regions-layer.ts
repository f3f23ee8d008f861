/**
 * The offline base layer: Saudi Arabia and its 13 regions (Natural Earth, vendored in regions/ with its
 * licence). Bundled in the lazily loaded map chunk only. Over raster tiles only the lines are drawn.
 */
import { geoJSON, layerGroup, type LayerGroup } from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topologyJson from './regions/sau.topo.json';

const topology = topologyJson as unknown as Topology<{ sau: GeometryCollection }>;
const sau = topology.objects.sau;

export function regionsLayer({ overTiles }: { overTiles: boolean }): LayerGroup {
  const common = { interactive: false, fill: false } as const;
  const layers = [
    geoJSON(
      mesh(topology, sau, (a, b) => a !== b),
      {
        style: { ...common, color: '#9aa5b4', weight: 1, dashArray: '4 3' },
      },
    ),
    geoJSON(
      mesh(topology, sau, (a, b) => a === b),
      {
        style: { ...common, color: '#4d5868', weight: 1.5 },
      },
    ),
  ];
  if (!overTiles) {
    const land = geoJSON(feature(topology, sau), {
      style: { interactive: false, stroke: false, fillColor: '#f7f4ec', fillOpacity: 1 },
    });
    layers.unshift(land);
  }
  return layerGroup(layers);
}
