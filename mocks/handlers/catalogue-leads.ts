import { http } from 'msw';
import type { LeadCreate, LeadListingKind } from '../../generated/model';
import { projects, properties, publicUnit } from '../db/catalogue';
import { recordLead } from '../db/leads';
import { RATE_LIMITS, perNetwork, spend } from '../db/rate-limits';
import { api, fail, json, readJson } from '../lib/http';
import { networkOf } from '../lib/network';
import { csrfProblem, customerOf } from '../lib/session';
import { FieldErrors } from '../lib/validate';

const KINDS: LeadListingKind[] = ['unit', 'property', 'project'];
const CHANNELS = ['call', 'whatsapp'];

const listingExists: Record<LeadListingKind, (id: number) => boolean> = {
  unit: (id) => publicUnit(id) !== undefined,
  property: (id) => properties.has(id),
  project: (id) => projects.has(id),
};

/**
 * A tap on an advertiser's call or WhatsApp link, recorded for the advertiser's lead report: 60 an
 * hour from one network (mocks/db/rate-limits.ts), then 429 with `Retry-After`.
 */
export const leadHandlers = [
  http.post(api('/customer/api/v1/leads'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const body = await readJson<Partial<LeadCreate>>(request);
    const errors = new FieldErrors();
    const kind = errors.check('listing_kind', body.listing_kind, (value) =>
      KINDS.includes(value as LeadListingKind),
    );
    const id = errors.check(
      'listing_id',
      body.listing_id,
      (value) => Number.isInteger(value) && Number(value) >= 1,
    );
    errors.check('channel', body.channel, (value) => CHANNELS.includes(String(value)));
    if (!errors.empty) return fail(400, errors.codes);
    const { listing_kind, listing_id, channel } = body as LeadCreate;
    if (kind && id && !listingExists[listing_kind](listing_id))
      return fail(404, ['listing__not_found']);
    const tooMany = spend([perNetwork('leads', networkOf(request), RATE_LIMITS.leadsPerNetwork)]);
    if (tooMany) return tooMany;
    const lead = recordLead({
      listing_kind,
      listing_id,
      channel,
      customer_id: customerOf(request)?.id,
    });
    return json({ id: lead.id, created_at: lead.created_at }, { status: 201 });
  }),
];
