import { useSyncExternalStore } from 'react';

/** One shared clock that ticks while something counts down. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  now = Date.now();
  timer ??= setInterval(tick, 250);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function secondsUntil(target: number, at: number): number {
  return Math.max(0, Math.ceil((target - at) / 1000));
}

/** Whole seconds until `target` (a time in ms), updated every second; 0 once it has passed. */
export function useSecondsLeft(target: number | undefined): number {
  const at = useSyncExternalStore(subscribe, () => now);
  return target === undefined ? 0 : secondsUntil(target, at);
}

/** `75` → `1:15`. */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
