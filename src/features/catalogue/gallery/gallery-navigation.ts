/** The gallery's rules without a screen: which key or swipe goes where, and the zoom's bounds. */

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const DOUBLE_TAP_ZOOM = 2.5;
/** How far (px) a finger must travel sideways for a swipe. */
export const SWIPE_MIN_PX = 40;

export type Step = -1 | 0 | 1;

/**
 * The step of an arrow key. Pictures run in the reading direction: in Arabic (rtl) the next picture
 * is to the left, so ArrowLeft goes forward; Home and End go to the ends.
 */
export function keyStep(key: string, dir: 'ltr' | 'rtl'): Step | 'first' | 'last' | undefined {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return undefined;
}

/**
 * The step of a swipe that moved `dx` px sideways (negative: right to left). The finger drags the
 * strip: right to left brings the picture on the right, the next one in English, the previous one
 * in Arabic.
 */
export function swipeStep(dx: number, dy: number, dir: 'ltr' | 'rtl'): Step {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  const towardsRight = dx < 0 ? 1 : -1;
  return (dir === 'rtl' ? -towardsRight : towardsRight) as Step;
}

/** The index after a step, kept inside the list (no wrapping: the ends are felt). */
export function stepIndex(index: number, step: Step | 'first' | 'last', count: number): number {
  if (count === 0) return 0;
  if (step === 'first') return 0;
  if (step === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, index + step));
}

export const clampZoom = (scale: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));

/** The pan that keeps a zoomed picture covering its frame (no empty margin dragged into view). */
export function clampPan(offset: number, scale: number, size: number): number {
  const limit = ((scale - 1) * size) / 2;
  return Math.min(limit, Math.max(-limit, offset));
}
