/**
 * How the mock maps a stack's frames back to the sources (the build's source maps, read in Node:
 * ./source-maps-node.ts, set by the standalone server); unmapped until one is set.
 */
let mapper: (stack: string) => string = (stack) => stack;

export function setStackMapper(next: (stack: string) => string): void {
  mapper = next;
}

export const mapStack = (stack: string): string => mapper(stack);
