/**
 * A guest's recently viewed listings, on the device (localStorage): at most 12, newest first, each
 * once, with what a card shows of it. A customer's live in the account (GET/PUT
 * /customer/api/v1/recently-viewed/); signing in moves the device's there and empties the device.
 */
import type { Image, SavedListingKind } from '@generated/model';

export type ViewedListing = {
  kind: SavedListingKind;
  id: number;
  title: string;
  subtitle?: string;
  price?: number;
  image?: Image;
};
export type DeviceView = ViewedListing & { viewedAt: string };

export const MAX_VIEWED = 12;
const KEY = 'recently-viewed';
const EMPTY: readonly DeviceView[] = Object.freeze([]);
let cached: { raw: string | null; list: readonly DeviceView[] } = { raw: null, list: EMPTY };
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const isView = (value: unknown): value is DeviceView => {
  const item = value as DeviceView;
  return (
    typeof item === 'object' &&
    item !== null &&
    ['project', 'property', 'unit'].includes(item.kind) &&
    Number.isInteger(item.id) &&
    typeof item.title === 'string' &&
    typeof item.viewedAt === 'string'
  );
};

export function readDeviceViews(): readonly DeviceView[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.list;
  let list: readonly DeviceView[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isView).slice(0, MAX_VIEWED);
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

function write(list: readonly DeviceView[]): void {
  try {
    if (list.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Full or unavailable storage: nothing is remembered.
  }
  listeners.forEach((listener) => listener());
}

/** The listing first (moved when it was there), the oldest past twelve dropped. */
export function addView(
  list: readonly DeviceView[],
  listing: ViewedListing,
  now: string,
): DeviceView[] {
  const others = list.filter((item) => !(item.kind === listing.kind && item.id === listing.id));
  return [{ ...listing, viewedAt: now }, ...others].slice(0, MAX_VIEWED);
}

export const recordDeviceView = (listing: ViewedListing) =>
  write(addView(readDeviceViews(), listing, new Date().toISOString()));

export const clearDeviceViews = () => write([]);

export function subscribeDeviceViews(listener: () => void): () => void {
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

export const serverDeviceViews = () => EMPTY;
