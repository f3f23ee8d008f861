/**
 * Per-tab storage (sessionStorage) for what a customer is in the middle of typing, so a reload or Back
 * does not lose it. Everything here is private: the end of a session (signing out, or a session that
 * cannot be refreshed) clears it (clearPrivateStorage). Never store a one-time code or a password here.
 *
 * A value written with a lifetime (`writePrivate(key, value, GUEST_DRAFT_MS)`) is gone that long
 * after its last write: read as nothing, and removed by a timer even if no page reads it again (and
 * at the app's start: sweepPrivateStorage).
 */
const PREFIX = 'private:';
/** The key beside a value that holds when it expires (ms since the epoch). */
const UNTIL = '#until';

/**
 * How long a guest's draft (what a visitor typed before having a session: the national ID, mobile
 * and birthday of sign-up, the sign-in login, the code flows, a contact message) is kept after its
 * last change: enough for a code to arrive or a reload, not for the next person at the same screen.
 * Stated in the privacy policy ("Cookies and your browser").
 */
export const GUEST_DRAFT_MS = 15 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readPrivate<T>(key: string): T | undefined {
  sweepPrivateStorage();
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` for this tab; with `lifetimeMs`, only that long after this write. */
export function writePrivate(key: string, value: unknown, lifetimeMs?: number): void {
  try {
    const store = storage();
    store?.setItem(PREFIX + key, JSON.stringify(value));
    if (lifetimeMs === undefined) store?.removeItem(PREFIX + key + UNTIL);
    else {
      store?.setItem(PREFIX + key + UNTIL, String(Date.now() + lifetimeMs));
      planSweep();
    }
  } catch {
    // Full or unavailable storage: the value lives on in memory only.
  }
}

export function removePrivate(key: string): void {
  storage()?.removeItem(PREFIX + key);
  storage()?.removeItem(PREFIX + key + UNTIL);
}

/** Removes the values whose lifetime has passed; plans the next sweep for those still alive. */
export function sweepPrivateStorage(now = Date.now()): void {
  try {
    const store = storage();
    if (!store) return;
    for (const [key, until] of expiries(store)) {
      if (until > now) continue;
      store.removeItem(key + UNTIL);
      store.removeItem(key);
    }
  } catch {
    // unavailable storage holds nothing
  }
  planSweep(now);
}

/** Each value with a lifetime (its key) and when it expires. */
function expiries(store: Storage): Array<[string, number]> {
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  return keys
    .filter((key): key is string => Boolean(key?.startsWith(PREFIX) && key.endsWith(UNTIL)))
    .map((key) => [key.slice(0, -UNTIL.length), Number(store.getItem(key))]);
}

let sweepTimer: ReturnType<typeof setTimeout> | undefined;

/** One timer, a second after the earliest expiry in the tab (planned again on every change). */
function planSweep(now = Date.now()): void {
  if (typeof window === 'undefined') return;
  if (sweepTimer !== undefined) clearTimeout(sweepTimer);
  sweepTimer = undefined;
  let next = Infinity;
  try {
    const store = storage();
    if (store) for (const [, until] of expiries(store)) next = Math.min(next, until);
  } catch {
    return;
  }
  if (next === Infinity) return;
  sweepTimer = setTimeout(
    () => {
      sweepTimer = undefined;
      sweepPrivateStorage();
    },
    Math.max(0, next - now) + 1000,
  );
}

/** A localStorage key for something of the customer's kept across tabs: cleared at a session's end. */
export const privateLocalKey = (name: string) => PREFIX + name;

/**
 * Empties the tab's sessionStorage (the private drafts, and whatever else a page kept there) and the
 * browser's private localStorage keys (privateLocalKey).
 */
export function clearPrivateStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // unavailable storage holds nothing
  }
  try {
    const local = window.localStorage;
    const keys = Array.from({ length: local.length }, (_, index) => local.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) local.removeItem(key);
  } catch {
    // unavailable storage holds nothing
  }
}
