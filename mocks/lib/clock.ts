import { scoped } from './namespace';

/**
 * The mock backend's clock, one per namespace. Time-driven flows (OTP expiry, reservation holds,
 * transfer deadlines, financing status changes) read it, and `POST /__mock/clock` moves it forward.
 */
const state = scoped(() => ({ offsetMs: 0 }));

export const clock = {
  now: () => Date.now() + state.offsetMs,
  advance: (ms: number) => {
    state.offsetMs += ms;
  },
  reset: () => {
    state.offsetMs = 0;
  },
};

export const iso = (ms: number) => new Date(ms).toISOString();
export const minutes = (n: number) => n * 60_000;
export const seconds = (n: number) => n * 1000;
export const days = (n: number) => n * 86_400_000;
