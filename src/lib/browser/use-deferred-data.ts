import { useDeferredValue, useLayoutEffect } from 'react';
import { holdBusy } from './activity';

/**
 * `value` as a part of the page that is costly to render should see it. React Query hands an answer
 * to the component that asked for it in one synchronous render (a long task when a form or a table
 * appears with it); through this hook that render keeps what is on screen, and React renders the new
 * value next, in slices that leave the browser free to respond. Until the part shows the new value
 * the page counts as busy (`data-api-busy`, ./activity.ts): what has arrived is not on screen yet.
 * The part must be a `memo` component given only values that keep their identity between renders.
 */
export function useDeferredData<T>(value: T): T {
  const deferred = useDeferredValue(value);
  const lagging = !Object.is(deferred, value);
  useLayoutEffect(() => (lagging ? holdBusy() : undefined), [lagging]);
  return deferred;
}
