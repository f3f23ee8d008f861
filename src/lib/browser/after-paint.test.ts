import { describe, expect, it, vi } from 'vitest';
import { nextTask, type Scheduler } from './after-paint';

describe('nextTask', () => {
  it("uses the platform's scheduler.yield() where there is one (no clamped timer)", async () => {
    const yieldToBrowser = vi.fn(async () => undefined);
    const setTimeout = vi.fn();
    await nextTask({
      setTimeout,
      requestAnimationFrame: vi.fn(),
      scheduler: { yield: yieldToBrowser },
    } as unknown as Scheduler);
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a timer of 0 ms elsewhere, resolving only once it fires', async () => {
    const timers: (() => void)[] = [];
    let done = false;
    const task = nextTask({
      setTimeout: (run: () => void, delay: number) => {
        expect(delay).toBe(0);
        timers.push(run);
      },
      requestAnimationFrame: vi.fn(),
    } as unknown as Scheduler).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(timers).toHaveLength(1);
    timers[0]!();
    await task;
    expect(done).toBe(true);
  });
});
