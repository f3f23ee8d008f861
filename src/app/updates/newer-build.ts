import type { AroundNavHandler } from 'wouter';
import { canonicalPath } from '@/lib/navigation/canonical-location';
import { needsFreshDocument } from '../router/payment-page';
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
 * wouter's `aroundNav`: the next navigation loads the target URL in full instead of changing the
 * route in place once a newer build is deployed, and to a payment page once a chat widget's script
 * was added to this document (src/app/router/payment-page.tsx).
 */
export const navigateOrLoad: AroundNavHandler = (navigate, to, options) => {
  if (newerBuildId === null && !needsFreshDocument(to)) return navigate(to, options);
  pageLoads.load(canonicalPath(to), options?.replace);
};
