import type { Consent, ConsentKind } from '../../generated/model';
import { clock, iso, minutes } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { DEMO_CUSTOMER_ID } from './customers';
import { webAppConfig } from './web-app-config';
import { onReset } from './registry';

/** The version of each consent text in force (what a new consent is recorded against). */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2024-09',
  simah: webAppConfig.simah_consent_version,
  marketing: '2025-01',
  analytics: '2026-11',
};
/** The law lets these be withdrawn; `terms` ends only with the account. */
const WITHDRAWABLE: readonly ConsentKind[] = ['simah', 'marketing', 'analytics'];
/** Given again from the consents page (`terms` at sign-up, `simah` by the pre-fill). */
const GIVABLE: readonly ConsentKind[] = ['marketing', 'analytics'];

type StoredConsent = {
  customerId: number;
  kind: ConsentKind;
  version: string;
  givenAt: number;
  withdrawnAt?: number;
};

const store = scoped((): StoredConsent[] => []);

type MarketingListener = (customerId: number, held: boolean) => void;
const marketingListeners: MarketingListener[] = [];
/** Called when the marketing consent is withdrawn or given again (message preferences follow it). */
export function onMarketingConsent(listener: MarketingListener): void {
  marketingListeners.push(listener);
}
const tellMarketing = (customerId: number, held: boolean) =>
  marketingListeners.forEach((listener) => listener(customerId, held));

onReset(() => {
  store.length = 0;
  const signedUp = clock.now() - minutes(60 * 24 * 120);
  store.push(
    { customerId: DEMO_CUSTOMER_ID, kind: 'terms', version: '2024-09', givenAt: signedUp },
    { customerId: DEMO_CUSTOMER_ID, kind: 'marketing', version: '2025-01', givenAt: signedUp },
    { customerId: DEMO_CUSTOMER_ID, kind: 'analytics', version: '2026-11', givenAt: signedUp },
  );
});

const find = (customerId: number, kind: ConsentKind) =>
  store.find((item) => item.customerId === customerId && item.kind === kind);

/** Records a consent now (a withdrawn one is given again, against the current version). */
/** Records a consent given now in the current text, or as the client says it was given (SIMAH). */
export function recordConsent(
  customerId: number,
  kind: ConsentKind,
  as: { version: string; givenAt: number } = {
    version: CONSENT_VERSIONS[kind],
    givenAt: clock.now(),
  },
): void {
  const given = { ...as, withdrawnAt: undefined };
  const existing = find(customerId, kind);
  if (existing && existing.withdrawnAt === undefined) return;
  if (existing) Object.assign(existing, given);
  else store.push({ customerId, kind, ...given });
}

function toConsent(item: StoredConsent): Consent {
  const held = item.withdrawnAt === undefined;
  return {
    kind: item.kind,
    version: item.version,
    given_at: iso(item.givenAt),
    ...(held ? {} : { withdrawn_at: iso(item.withdrawnAt!) }),
    withdrawable: held && WITHDRAWABLE.includes(item.kind),
  };
}

export const consentsOf = (customerId: number): Consent[] =>
  store.filter((item) => item.customerId === customerId).map(toConsent);

/** Withdraws a consent; `not-found` when never given, `not-withdrawable` for the terms. */
export function withdrawConsent(
  customerId: number,
  kind: ConsentKind,
): Consent | 'not-found' | 'not-withdrawable' {
  const item = find(customerId, kind);
  if (!item) return 'not-found';
  if (!WITHDRAWABLE.includes(kind)) return 'not-withdrawable';
  if (item.withdrawnAt === undefined) {
    item.withdrawnAt = clock.now();
    if (kind === 'marketing') tellMarketing(customerId, false);
  }
  return toConsent(item);
}

/** Gives a consent (again) in the text in force; marketing and analytics, from the consents page. */
export function giveConsent(customerId: number, kind: ConsentKind): Consent | 'not-givable' {
  if (!GIVABLE.includes(kind)) return 'not-givable';
  const before = find(customerId, kind);
  const wasHeld = before !== undefined && before.withdrawnAt === undefined;
  recordConsent(customerId, kind);
  if (kind === 'marketing' && !wasHeld) tellMarketing(customerId, true);
  return toConsent(find(customerId, kind)!);
}

export function eraseConsents(customerId: number): void {
  const kept = store.filter((item) => item.customerId !== customerId);
  store.splice(0, store.length, ...kept);
}
