import { privateLocalKey } from '@/lib/session/private-storage';

/**
 * The notifications already popped up in this browser (their ids only), so the next page load does not
 * show them again (the customer's: forgotten when the session ends): they stay unread in the badge and the account until opened or closed.
 */
const KEY = privateLocalKey('notifications:shown');
const KEEP = 100;

export function readShown(): Set<number> {
  try {
    const ids: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter(Number.isInteger) : []);
  } catch {
    return new Set();
  }
}

export function rememberShown(id: number): void {
  try {
    const ids = [...readShown(), id].filter((value, index, all) => all.indexOf(value) === index);
    window.localStorage.setItem(KEY, JSON.stringify(ids.slice(-KEEP)));
  } catch {
    // Unavailable storage: the next load may show it once more.
  }
}
