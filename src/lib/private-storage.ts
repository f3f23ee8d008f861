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
      scheduleSweep(lifetimeMs);
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
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    let next = Infinity;
    for (const key of keys) {
      if (!key?.startsWith(PREFIX) || !key.endsWith(UNTIL)) continue;
      const until = Number(store.getItem(key));
      if (until > now) next = Math.min(next, until);
      else {
        store.removeItem(key);
        store.removeItem(key.slice(0, -UNTIL.length));
      }
    }
    if (next !== Infinity) scheduleSweep(next - now);
  } catch {
    // unavailable storage holds nothing
  }
}

let sweepAt = Infinity;
let sweepTimer: ReturnType<typeof setTimeout> | undefined;

/** One timer, for the earliest expiry (a little after it). */
function scheduleSweep(inMs: number): void {
  const at = Date.now() + inMs + 1000;
  if (typeof window === 'undefined' || at >= sweepAt) return;
  if (sweepTimer !== undefined) clearTimeout(sweepTimer);
  sweepAt = at;
  sweepTimer = setTimeout(() => {
    sweepAt = Infinity;
    sweepTimer = undefined;
    sweepPrivateStorage();
  }, at - Date.now());
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
