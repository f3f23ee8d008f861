/**
 * The mock backend's clock. Time-driven flows (OTP expiry, reservation holds, transfer deadlines,
 * financing status changes) read it, and `POST /__mock/clock` moves it forward for tests.
 */
let offsetMs = 0;

export const clock = {
  now: () => Date.now() + offsetMs,
  advance: (ms: number) => {
    offsetMs += ms;
  },
  reset: () => {
    offsetMs = 0;
  },
};

export const iso = (ms: number) => new Date(ms).toISOString();
export const minutes = (n: number) => n * 60_000;
export const seconds = (n: number) => n * 1000;
