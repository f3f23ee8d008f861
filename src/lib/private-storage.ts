/**
 * Per-tab storage (sessionStorage) for what a customer is in the middle of typing, so a reload or Back
 * does not lose it. Everything here is private: the end of a session (signing out, or a session that
 * cannot be refreshed) clears it (clearPrivateStorage). Never store a one-time code or a password here.
 */
const PREFIX = 'private:';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readPrivate<T>(key: string): T | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writePrivate(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or unavailable storage: the value lives on in memory only.
  }
}

export function removePrivate(key: string): void {
  storage()?.removeItem(PREFIX + key);
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
