import type { Lead, LeadChannel, LeadListingKind } from '../../generated/model';
import { clock } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

export type MockLead = Lead & {
  listing_kind: LeadListingKind;
  listing_id: number;
  channel: LeadChannel;
  customer_id?: number;
};

/** Taps on an advertiser's call or WhatsApp link, newest last (the advertiser's lead report). */
export const leads = scoped((): MockLead[] => []);

onReset(() => {
  leads.length = 0;
});

export function recordLead(lead: Omit<MockLead, 'id' | 'created_at'>): MockLead {
  const recorded = {
    ...lead,
    id: leads.length + 1,
    created_at: new Date(clock.now()).toISOString(),
  };
  leads.push(recorded);
  return recorded;
}
