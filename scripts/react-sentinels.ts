// react-dom makes five errors as it loads: sentinels it throws and recognises by identity while it
// renders (a component that suspends, a hydration mismatch), never shown to anyone. With the DevTools
// protocol attached (Lighthouse, DevTools open), V8 records the stack of every new error at once, and
// for that it parses the code on the stack again to find its source positions: the first of those
// errors made Chromium parse react-dom's whole module and chunk a second time, 15-33 ms inside the one
// task that loads React (Lighthouse counts it 4 times over for a phone's CPU). The build makes them as
// objects of Error's prototype with their message, without a stack; React compares them by identity,
// so nothing else changes.
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINEL = /^(\s*(?:var )?\w+Exception = )Error\((formatProdErrorMessage\(\d+\))\)/gm;
/** How many react-dom 19 makes as it loads: a new version with another count is looked at again. */
export const REACT_DOM_SENTINELS = 5;

/** react-dom-client's code with its module-level sentinel errors made without a stack, and their count. */
export function withoutSentinelStacks(code: string): { code: string; count: number } {
  let count = 0;
  const changed = code.replace(SENTINEL, (_match, head: string, message: string) => {
    count += 1;
    return `${head}Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`;
  });
  return { code: changed, count };
}

export const reactSentinelsPlugin = (): Plugin => ({
  name: 'react-sentinels-without-stacks',
  apply: 'build',
  transform(code, id) {
    if (!REACT_DOM_CLIENT.test(id)) return undefined;
    const result = withoutSentinelStacks(code);
    if (result.count !== REACT_DOM_SENTINELS)
      this.error(
        `react-dom makes ${result.count} sentinel errors as it loads, not ${REACT_DOM_SENTINELS}: check scripts/react-sentinels.ts`,
      );
    return { code: result.code, map: null };
  },
});
