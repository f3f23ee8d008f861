import { describe, expect, it } from 'vitest';
import { formatBbox, parseBbox, SAUDI_BBOX } from './bbox';

describe('bbox', () => {
  it('reads the URL value and refuses what is not an area', () => {
    expect(parseBbox('46.1,24.2,47.3,25.4')).toEqual([46.1, 24.2, 47.3, 25.4]);
    for (const raw of [undefined, '', '1,2,3', 'a,b,c,d', '47,24,46,25', '46,25,47,24'])
      expect(parseBbox(raw), raw).toBeUndefined();
  });

  it('writes 4 decimals within the range of the world', () => {
    expect(formatBbox([46.123456, 24.987654, 47.5, 25.25])).toBe('46.1235,24.9877,47.5,25.25');
    expect(formatBbox([-200, -89, 190, 88])).toBe('-180,-85,180,85');
    expect(parseBbox(formatBbox(SAUDI_BBOX))).toEqual(SAUDI_BBOX);
  });
});
