import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_DRAFT_MS,
  clearPrivateStorage,
  readPrivate,
  removePrivate,
  writePrivate,
} from './private-storage';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('private storage', () => {
  it('keeps values per tab; clearing empties the tab’s session storage', () => {
    writePrivate('sign-up', { phone: '0555555555' });
    sessionStorage.setItem('other', 'gone too');
    expect(readPrivate('sign-up')).toEqual({ phone: '0555555555' });
    clearPrivateStorage();
    expect(readPrivate('sign-up')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('reads a damaged value as nothing', () => {
    sessionStorage.setItem('private:broken', '{');
    expect(readPrivate('broken')).toBeUndefined();
    writePrivate('gone', 1);
    removePrivate('gone');
    expect(readPrivate('gone')).toBeUndefined();
  });

  it('reads a value past its lifetime as nothing, and removes it with its expiry', () => {
    const now = Date.now();
    writePrivate('draft', { national_id: '1000000065' }, GUEST_DRAFT_MS);
    writePrivate('kept', 1);
    vi.spyOn(Date, 'now').mockReturnValue(now + GUEST_DRAFT_MS - 1000);
    expect(readPrivate('draft')).toEqual({ national_id: '1000000065' });
    vi.spyOn(Date, 'now').mockReturnValue(now + GUEST_DRAFT_MS + 1);
    expect(readPrivate('draft')).toBeUndefined();
    expect(Object.keys(sessionStorage)).toEqual(['private:kept']);
  });

  it('counts the lifetime from the last write; removing a value removes its expiry', () => {
    const now = Date.now();
    writePrivate('draft', 'a', GUEST_DRAFT_MS);
    vi.spyOn(Date, 'now').mockReturnValue(now + GUEST_DRAFT_MS - 1000);
    writePrivate('draft', 'ab', GUEST_DRAFT_MS);
    vi.spyOn(Date, 'now').mockReturnValue(now + GUEST_DRAFT_MS + 1000);
    expect(readPrivate('draft')).toBe('ab');
    removePrivate('draft');
    expect(sessionStorage.length).toBe(0);
  });
});
