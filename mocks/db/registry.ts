/** Every store of the mock backend registers how to restore its seed; `resetMockDb` runs them all. */
const resets: Array<() => void> = [];

export function onReset(reset: () => void): void {
  resets.push(reset);
  reset();
}

export function runResets(): void {
  for (const reset of resets) reset();
}
