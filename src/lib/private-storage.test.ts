import { afterEach, describe, expect, it } from 'vitest';
import { clearPrivateStorage, readPrivate, removePrivate, writePrivate } from './private-storage';

afterEach(() => sessionStorage.clear());

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
});
