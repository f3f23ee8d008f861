import { describe, expect, it } from 'vitest';
import type { AdvertisingLicense } from '@generated/model';
import { canReserve, reserveBlock } from './can-reserve';

const licence = (is_valid: boolean) => ({ is_valid }) as AdvertisingLicense;

describe('canReserve', () => {
  it('lets a listed unit with a valid licence be reserved', () => {
    expect(
      canReserve({ reservable: true, status: 'listed', advertising_license: licence(true) }),
    ).toBe(true);
    expect(canReserve({ reservable: true, status: 'listed' })).toBe(true);
  });

  it('names the reason otherwise, the licence first', () => {
    expect(
      reserveBlock({ reservable: true, status: 'listed', advertising_license: licence(false) }),
    ).toBe('unit__license_expired');
    expect(reserveBlock({ reservable: false, status: 'reserved' })).toBe('unit__already_reserved');
    expect(reserveBlock({ reservable: false, status: 'sold' })).toBe('unit__not_available');
  });
});
