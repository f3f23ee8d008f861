/** The timers these helpers use: the window's, or a test's. */
export type Scheduler = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/** Resolves in a later task: the browser may handle input and paint in between. */
export function nextTask(scheduler: Scheduler = window): Promise<void> {
  return new Promise((resolve) => scheduler.setTimeout(resolve, 0));
}

/** Resolves once the next frame has been painted. */
export function afterNextPaint(scheduler: Scheduler = window): Promise<void> {
  return new Promise((resolve) =>
    scheduler.requestAnimationFrame(() => scheduler.setTimeout(resolve)),
  );
}

/**
 * Runs `run` when the browser is idle (at most `timeout` ms later); where there is no idle callback
 * (Safari), in the next task.
 */
export function whenIdle(run: () => void, scheduler: Scheduler = window, timeout?: number): void {
  if (typeof scheduler.requestIdleCallback === 'function')
    scheduler.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
  else scheduler.setTimeout(run, 0);
}
