import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-location';

describe('canonicalPath', () => {
  it.each([
    ['/en/', '/en'],
    ['/en/?from=%2F', '/en?from=%2F'],
    ['/en/#top', '/en#top'],
    ['/projects/', '/projects'],
    ['/en/projects//?page=2', '/en/projects?page=2'],
    ['/', '/'],
    ['/en', '/en'],
    ['/en/projects/4', '/en/projects/4'],
    ['/search?q=a/', '/search?q=a/'],
  ])('%s → %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});
