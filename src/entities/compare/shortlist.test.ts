import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  formatCompareIds,
  parseCompareIds,
  readShortlist,
  toggleCompare,
  writeShortlist,
  type CompareItem,
} from './shortlist';
import { toggleCompareItem } from './use-compare';

const unit = (id: number): CompareItem => ({ kind: 'unit', id });

describe('the compare shortlist', () => {
  afterEach(() => window.localStorage.clear());

  it('reads and writes its address form, dropping what is not a listing', () => {
    const items = parseCompareIds('u12,p34,x1,u12,p,u-3,p9999999999999, u7');
    expect(items).toEqual([unit(12), { kind: 'property', id: 34 }, unit(7)]);
    expect(formatCompareIds(items)).toBe('u12,p34,u7');
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('takes at most four from an address', () => {
    expect(parseCompareIds('u1,u2,u3,u4,u5')).toHaveLength(COMPARE_MAX);
  });

  it('adds, removes, and refuses a fifth home leaving the list as it was', () => {
    let list: CompareItem[] = [];
    for (const id of [1, 2, 3, 4]) {
      const result = toggleCompare(list, unit(id));
      expect(result.outcome).toBe('added');
      list = result.list;
    }
    const fifth = toggleCompare(list, unit(5));
    expect(fifth).toEqual({ list, outcome: 'full' });
    const removed = toggleCompare(list, unit(2));
    expect(removed.outcome).toBe('removed');
    expect(removed.list.map(({ id }) => id)).toEqual([1, 3, 4]);
    // A unit and a property with the same id are two homes.
    expect(toggleCompare(removed.list, { kind: 'property', id: 1 }).outcome).toBe('added');
  });

  it('keeps the list on the device, the same array while it does not change', () => {
    expect(toggleCompareItem(unit(1))).toBe('added');
    expect(toggleCompareItem(unit(2))).toBe('added');
    expect(window.localStorage.getItem('compare-shortlist')).toBe('u1,u2');
    expect(readShortlist()).toBe(readShortlist());
    for (const id of [3, 4]) toggleCompareItem(unit(id));
    expect(toggleCompareItem(unit(5))).toBe('full');
    expect(readShortlist().map(({ id }) => id)).toEqual([1, 2, 3, 4]);
    writeShortlist([]);
    expect(window.localStorage.getItem('compare-shortlist')).toBeNull();
    expect(readShortlist()).toEqual([]);
  });
});
