/** Riyadh time (UTC+3 all year, no daylight saving) for digests and quiet hours. */
const OFFSET_MINUTES = 3 * 60;
const DAY_MINUTES = 24 * 60;
export const QUIET_FROM = 22 * 60;
export const QUIET_UNTIL = 8 * 60;

/** Minutes after midnight in Riyadh. */
export const riyadhMinutes = (ms: number) =>
  (((Math.floor(ms / 60_000) + OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/** Nothing but deadlines goes out between 22:00 and 08:00 Riyadh time. */
export function isQuiet(ms: number): boolean {
  const minutes = riyadhMinutes(ms);
  return minutes >= QUIET_FROM || minutes < QUIET_UNTIL;
}

/** The first moment at or after `ms` that is `minutes` after midnight in Riyadh. */
export function nextRiyadhTime(ms: number, minutes: number): number {
  const startOfMinute = Math.floor(ms / 60_000) * 60_000;
  const wait = (minutes - riyadhMinutes(ms) + DAY_MINUTES) % DAY_MINUTES;
  const at = startOfMinute + wait * 60_000;
  return at < ms ? at + DAY_MINUTES * 60_000 : at;
}

/** The last moment at or before `ms` that is `minutes` after midnight in Riyadh. */
export function lastRiyadhTime(ms: number, minutes: number): number {
  const next = nextRiyadhTime(ms, minutes);
  return next === ms ? ms : next - DAY_MINUTES * 60_000;
}
