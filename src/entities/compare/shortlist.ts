/**
 * The compare shortlist: up to four units or properties, kept on the device (localStorage) for guests
 * and customers alike, so it survives a reload and signing in or out (docs/decisions/0003-*). It holds
 * only public listings' kinds and ids, nothing of the customer's. Its address form (`u12,p34`) is the
 * compare page's `ids` query, so a shortlist is shared by its link.
 */
export type CompareKind = 'unit' | 'property';
export type CompareItem = { kind: CompareKind; id: number };

export const COMPARE_MAX = 4;
const KEY = 'compare-shortlist';
const PREFIX: Record<CompareKind, string> = { unit: 'u', property: 'p' };

export const sameItem = (a: CompareItem, b: CompareItem) => a.kind === b.kind && a.id === b.id;

/** `u12,p34` → the items, in order, without duplicates or anything unknown, at most four. */
export function parseCompareIds(text: string | null | undefined): CompareItem[] {
  const items: CompareItem[] = [];
  for (const part of (text ?? '').split(',')) {
    const match = /^([up])(\d{1,12})$/.exec(part.trim());
    if (!match) continue;
    const item: CompareItem = {
      kind: match[1] === 'u' ? 'unit' : 'property',
      id: Number(match[2]),
    };
    if (!items.some((each) => sameItem(each, item))) items.push(item);
    if (items.length === COMPARE_MAX) break;
  }
  return items;
}

export const formatCompareIds = (items: readonly CompareItem[]) =>
  items.map(({ kind, id }) => `${PREFIX[kind]}${id}`).join(',');

export type ToggleResult = { list: CompareItem[]; outcome: 'added' | 'removed' | 'full' };

/** Adds the item, or removes it when it is there; a full list (four) is left as it is. */
export function toggleCompare(list: readonly CompareItem[], item: CompareItem): ToggleResult {
  if (list.some((each) => sameItem(each, item)))
    return { list: list.filter((each) => !sameItem(each, item)), outcome: 'removed' };
  if (list.length >= COMPARE_MAX) return { list: [...list], outcome: 'full' };
  return { list: [...list, item], outcome: 'added' };
}

const EMPTY: readonly CompareItem[] = Object.freeze([]);
let cached: { raw: string | null; list: readonly CompareItem[] } = { raw: null, list: EMPTY };
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored shortlist (the same array while it does not change, as useSyncExternalStore needs). */
export function readShortlist(): readonly CompareItem[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, list: raw ? parseCompareIds(raw) : EMPTY };
  return cached.list;
}

export function writeShortlist(list: readonly CompareItem[]): void {
  try {
    const store = storage();
    if (list.length === 0) store?.removeItem(KEY);
    else store?.setItem(KEY, formatCompareIds(list));
  } catch {
    // Full or unavailable storage: the shortlist lasts as long as the page.
    cached = { raw: formatCompareIds(list), list: [...list] };
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when the shortlist changes here or in another tab. */
export function subscribeShortlist(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const serverShortlist = () => EMPTY;
