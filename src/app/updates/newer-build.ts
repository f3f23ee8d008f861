import type { AroundNavHandler } from 'wouter';
import { pageLoads } from './load-page';

/** The id of a newer deployed build than the running one, once the poll has seen it. */
let newerBuildId: string | null = null;

export function setNewerBuild(buildId: string | null): void {
  newerBuildId = buildId;
}

export function newerBuild(): string | null {
  return newerBuildId;
}

/**
 * wouter's `aroundNav`: once a newer build is deployed, the next navigation loads the target URL
 * in full instead of changing the route in place.
 */
export const navigateOrLoad: AroundNavHandler = (navigate, to, options) => {
  if (newerBuildId === null) return navigate(to, options);
  pageLoads.load(to, options?.replace);
};
