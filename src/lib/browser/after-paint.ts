/** The timers these helpers use: the window's, or a test's. */
export type Scheduler = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  /** The Prioritized Task Scheduling API's `scheduler` (Chromium): its `yield()`. */
  scheduler?: { yield?: () => Promise<void> };
};

/**
 * Resolves in a later task: the browser may handle input and paint in between. With the platform's
 * `scheduler.yield()` where there is one: a chain of `setTimeout(0)` is held 4 ms a task after the
 * fifth (the HTML standard's clamp), 107 ms for 30 tasks measured, where yield takes 0.4 ms: the
 * entry's chains of tasks (preloads, modules) waited that long for nothing.
 */
export function nextTask(scheduler: Scheduler = window): Promise<void> {
  const platform = scheduler.scheduler;
  if (typeof platform?.yield === 'function') return platform.yield();
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
