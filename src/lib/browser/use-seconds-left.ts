import { useEffect, useState } from 'react';

export function secondsUntil(target: number, at: number): number {
  return Math.max(0, Math.ceil((target - at) / 1000));
}

/**
 * Whole seconds until `target` (a time in ms), updated while it counts down; 0 once it has passed.
 * The clock starts when the component mounts: key the component by the target when it can change.
 */
export function useSecondsLeft(target: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === undefined) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= target) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [target]);
  return target === undefined ? 0 : secondsUntil(target, now);
}

/** `75` → `1:15`. */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
