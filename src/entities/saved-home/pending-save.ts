import type { SavedListingKind } from '@generated/model';

/**
 * The save a guest asked for, kept across the sign-in redirect in the tab's session storage: only the
 * listing's kind and id (no personal data), for ten minutes.
 */
const KEY = 'pending-save';
const LIFETIME_MS = 10 * 60_000;

export type PendingSave = { kind: SavedListingKind; id: number };
type Stored = PendingSave & { at: number };

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingSave(save: PendingSave): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...save, at: Date.now() }));
  } catch {
    // Unavailable storage: the customer saves again after signing in.
  }
}

/** The pending save of this listing, taken (it is forgotten once read). */
export function takePendingSave({ kind, id }: PendingSave): boolean {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return false;
    const stored = JSON.parse(raw) as Stored;
    if (stored.kind !== kind || stored.id !== id) return false;
    storage()?.removeItem(KEY);
    return Date.now() - stored.at < LIFETIME_MS;
  } catch {
    return false;
  }
}

const PARAM = /^(project|property|unit)-([1-9]\d{0,9})$/;

/** The save a guest's heart sends to the sign-in page before the app runs (`save=unit-12`). */
export const pendingSaveParam = ({ kind, id }: PendingSave) => `${kind}-${id}`;

/** The save a sign-in page's address asks for (`save=unit-12`): undefined for anything else. */
export function pendingSaveOfSearch(search: string): PendingSave | undefined {
  const match = PARAM.exec(new URLSearchParams(search).get('save') ?? '');
  return match ? { kind: match[1] as SavedListingKind, id: Number(match[2]) } : undefined;
}
