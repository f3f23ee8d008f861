import { clock } from '../lib/clock';
import { runResets } from './registry';

export { onReset } from './registry';

/** Restores the seed: the same data on every start. */
export function resetMockDb(): void {
  clock.reset();
  runResets();
}
