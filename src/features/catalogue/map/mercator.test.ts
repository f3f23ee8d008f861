import { describe, expect, it } from 'vitest';
import {
  fitBbox,
  fromScreen,
  panBy,
  project,
  SAUDI_BBOX,
  tileUrl,
  toScreen,
  unproject,
  viewBbox,
  visibleTiles,
} from './mercator';

const size = { width: 800, height: 600 };

describe('web mercator', () => {
  it('puts 0,0 in the middle of the world and round-trips', () => {
    expect(project({ lng: 0, lat: 0 })).toEqual({ x: 128, y: 128 });
    const riyadh = { lng: 46.6753, lat: 24.7136 };
    const back = unproject(project(riyadh));
    expect(back.lng).toBeCloseTo(riyadh.lng, 9);
    expect(back.lat).toBeCloseTo(riyadh.lat, 9);
  });

  it('draws the centre of the view in the middle of the screen', () => {
    const view = { center: { lng: 46.7, lat: 24.7 }, zoom: 10 };
    expect(toScreen(view.center, view, size)).toEqual({ x: 400, y: 300 });
    const corner = fromScreen({ x: 0, y: 0 }, view, size);
    const again = toScreen(corner, view, size);
    expect(again.x).toBeCloseTo(0, 6);
    expect(again.y).toBeCloseTo(0, 6);
  });

  it('fits Saudi Arabia and reports the visible bbox around it', () => {
    const view = fitBbox(SAUDI_BBOX, size);
    expect(view.zoom).toBe(5);
    const [minLng, minLat, maxLng, maxLat] = viewBbox(view, size).split(',').map(Number);
    expect(minLng).toBeLessThan(34.5);
    expect(minLat).toBeLessThan(16.3);
    expect(maxLng).toBeGreaterThan(55.7);
    expect(maxLat).toBeGreaterThan(32.2);
  });

  it('pans against the drag: dragging right shows what is west', () => {
    const view = { center: { lng: 46.7, lat: 24.7 }, zoom: 8 };
    expect(panBy(view, 100, 0).center.lng).toBeLessThan(46.7);
  });

  it('lists the tiles under the screen', () => {
    const tiles = visibleTiles(
      { center: { lng: 0, lat: 0 }, zoom: 1 },
      { width: 512, height: 512 },
    );
    expect(tiles.map(({ x, y }) => `${x}/${y}`).sort()).toEqual(['0/0', '0/1', '1/0', '1/1']);
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', tiles[0])).toMatch(/^\/tiles\/1\/\d\/\d\.png$/);
  });
});
