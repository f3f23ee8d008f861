import { inNamespace, namespaces, onNamespaceCreated } from '../lib/namespace';

/**
 * Every store of the mock backend registers how to restore its seed; `resetMockDb` runs them all in
 * the current namespace, and a new namespace (mocks/lib/namespace.ts) starts with all of them run.
 */
const resets: Array<() => void> = [];

export function onReset(reset: () => void): void {
  resets.push(reset);
  for (const namespace of namespaces()) inNamespace(namespace, reset);
  if (namespaces().length === 0) reset();
}

export function runResets(): void {
  for (const reset of resets) reset();
}

onNamespaceCreated(runResets);
