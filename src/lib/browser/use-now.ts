import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (a countdown's tick), so what depends on it stays current. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
