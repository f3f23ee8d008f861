import { clock, iso, minutes } from '../lib/clock';
import { randomToken } from '../lib/http';
import { publicOrigin } from '../lib/public-origin';
import { DEMO_CUSTOMER_ID, customers, type MockCustomer } from './customers';
import { sendMessage } from './outbox';
import { onReset } from './registry';
import { scoped } from '../lib/namespace';

/** A confirmation link stays valid this long. */
export const LINK_VALID_MS = minutes(24 * 60);
/** A new address may not be given again within this window (`email__update_too_often`). */
export const EMAIL_CHANGE_WINDOW_MS = minutes(2);
/** A new link may not be asked for within this window (`email_confirmation__too_often`). */
export const LINK_RESEND_WINDOW_MS = minutes(1);

/** Documented test tokens for `POST /customer/api/v1/confirm-email`. */
export const TEST_TOKENS = {
  valid: 'valid-token',
  expired: 'expired-token',
  used: 'used-token',
} as const;

type Link = {
  customerId: number;
  email: string;
  expiresAt: number;
  state: 'sent' | 'used' | 'voided';
};

const links = scoped(() => new Map<string, Link>());
const lastChange = scoped(() => new Map<number, number>());
const lastSent = scoped(() => new Map<number, number>());
onReset(() => {
  links.clear();
  lastChange.clear();
  lastSent.clear();
});

const waitMs = (since: number | undefined, window: number) =>
  since === undefined ? 0 : Math.max(0, since + window - clock.now());

export const emailChangeWaitMs = (customerId: number) =>
  waitMs(lastChange.get(customerId), EMAIL_CHANGE_WINDOW_MS);
export const linkResendWaitMs = (customerId: number) =>
  waitMs(lastSent.get(customerId), LINK_RESEND_WINDOW_MS);

/**
 * Voids the customer's earlier links, sends a new one (to the outbox) and prints it (no real e-mail is
 * sent). The link is on the configured origin (`publicOrigin`), never one the request names.
 */
export function sendConfirmationLink(customer: MockCustomer): string {
  for (const link of links.values()) {
    if (link.customerId === customer.id && link.state === 'sent') link.state = 'voided';
  }
  const token = randomToken();
  const expiresAt = clock.now() + LINK_VALID_MS;
  links.set(token, {
    customerId: customer.id,
    email: customer.email ?? '',
    expiresAt,
    state: 'sent',
  });
  lastSent.set(customer.id, clock.now());
  customer.email_confirmed = false;
  customer.email_confirmation_expires_at = iso(expiresAt);
  const link = `${publicOrigin()}/email-confirmation?token=${token}`;
  sendMessage('email', customer.email ?? '', `Confirm your e-mail address: ${link}`);
  if (typeof process === 'undefined' || !process.env.VITEST) {
    console.info(`[mock] e-mail confirmation for ${customer.email}: ${link}`);
  }
  return token;
}

export function changeEmail(customer: MockCustomer, email: string, countChange = true) {
  customer.email = email;
  if (countChange) lastChange.set(customer.id, clock.now());
  sendConfirmationLink(customer);
}

/** The customer's links and their times (account deletion). */
export function eraseEmailLinks(customerId: number): void {
  for (const [token, link] of links) if (link.customerId === customerId) links.delete(token);
  lastChange.delete(customerId);
  lastSent.delete(customerId);
}

export type ConfirmOutcome =
  | { ok: true; email: string }
  | { ok: false; code: 'token__invalid' | 'token__expired' | 'token__already_used' };

function confirm(customer: MockCustomer | undefined, email: string): ConfirmOutcome {
  if (customer && customer.email === email) {
    customer.email_confirmed = true;
    delete customer.email_confirmation_expires_at;
  }
  return { ok: true, email };
}

export function confirmToken(token: string): ConfirmOutcome {
  if (token === TEST_TOKENS.expired) return { ok: false, code: 'token__expired' };
  if (token === TEST_TOKENS.used) return { ok: false, code: 'token__already_used' };
  if (token === TEST_TOKENS.valid) {
    const demo = customers.get(DEMO_CUSTOMER_ID);
    return confirm(demo, demo?.email ?? 'demo.customer@example.com');
  }
  const link = links.get(token);
  if (!link || link.state === 'voided') return { ok: false, code: 'token__invalid' };
  if (link.state === 'used') return { ok: false, code: 'token__already_used' };
  if (link.expiresAt < clock.now()) return { ok: false, code: 'token__expired' };
  link.state = 'used';
  return confirm(customers.get(link.customerId), link.email);
}
