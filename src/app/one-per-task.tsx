import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { nextTask, type Scheduler } from '@/lib/after-paint';

/**
 * Shows its children one more per task: each one's first render and its effects (a query starting its
 * call, a poll's timer) run in a task of their own, not all in the one that shows them together.
 */
export function OnePerTask({
  children,
  scheduler = window,
}: {
  children: ReactNode;
  scheduler?: Scheduler;
}) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(1);
  const more = shown < parts.length;
  useEffect(() => {
    if (!more) return undefined;
    let cancelled = false;
    void nextTask(scheduler).then(() => {
      if (!cancelled) startTransition(() => setShown((count) => count + 1));
    });
    return () => {
      cancelled = true;
    };
  }, [shown, more, scheduler]);
  return parts.slice(0, shown);
}
