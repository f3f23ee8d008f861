import { http } from 'msw';
import {
  advanceRequest,
  checkInput,
  chooseOffer,
  findRequestOf,
  isEditable,
  OPEN_STATUSES,
  recordFinancingEvent,
  settleCompleteness,
  startPrefill,
  submitProblems,
  toFinancingRequest,
  toOffer,
  toPrefill,
} from '../db/financing';
import { recordConsent } from '../db/consents';
import { webAppConfig } from '../db/web-app-config';
import { clock } from '../lib/clock';
import { api, fail, json, langOf, readJson } from '../lib/http';
import { hasScenario } from '../scenarios';
import { idParam, signedIn } from './signed-in';

/** One financing request: read, edit, cancel, submit, pre-fill, offers (see mocks/handlers/financing.ts). */
const ONE = '/customer/api/v1/financing-requests/:requestId';

type Params = { requestId?: string | readonly string[] };

/** The consent sent with a pre-fill, or the refusal: none, or not to the current text. */
function simahConsentOf(consent: { version?: unknown; given_at?: unknown } | undefined) {
  const givenAt = typeof consent?.given_at === 'string' ? Date.parse(consent.given_at) : NaN;
  if (typeof consent?.version !== 'string' || Number.isNaN(givenAt))
    return fail(400, ['simah_consent__required']);
  if (consent.version !== webAppConfig.simah_consent_version)
    return fail(400, ['simah_consent__outdated']);
  return {
    version: consent.version,
    givenAt: new Date(givenAt).toISOString(),
    receivedAt: clock.now(),
  };
}

/** The customer's request, brought up to date with the clock, or the 401 / 403 / 404 answer. */
function load(request: Request, params: Params) {
  const customer = signedIn(request);
  if (customer instanceof Response) return customer;
  const found = findRequestOf(customer.id, idParam(params.requestId) ?? 0);
  if (!found) return fail(404, ['financing_request__not_found']);
  return advanceRequest(found);
}

export const financingActionsHandlers = [
  http.get(api(`${ONE}/`), ({ request, params }) => {
    const found = load(request, params);
    if (found instanceof Response) return found;
    return json(toFinancingRequest(found, langOf(request)));
  }),

  http.patch(api(`${ONE}/`), async ({ request, params }) => {
    const body = await readJson<Record<string, unknown>>(request);
    const found = load(request, params);
    if (found instanceof Response) return found;
    if (!isEditable(found)) return fail(409, ['financing_request__status_invalid']);
    const checked = checkInput(body, {
      customerId: found.customerId,
      lang: langOf(request),
      current: found,
    });
    if (!checked.ok) return fail(checked.status, checked.errors, checked.meta);
    Object.assign(found, { input: checked.input, updatedAt: clock.now() });
    settleCompleteness(found);
    return json(toFinancingRequest(found, langOf(request)));
  }),

  http.post(api(`${ONE}/cancel`), ({ request, params }) => {
    const found = load(request, params);
    if (found instanceof Response) return found;
    if (OPEN_STATUSES.includes(found.status)) {
      Object.assign(found, { status: 'canceled', updatedAt: clock.now() });
      recordFinancingEvent(found, 'canceled', clock.now());
    } else if (found.status !== 'canceled') return fail(409, ['financing_request__status_invalid']);
    return json(toFinancingRequest(found, langOf(request)));
  }),

  http.post(api(`${ONE}/submit`), ({ request, params }) => {
    const found = load(request, params);
    if (found instanceof Response) return found;
    if (!isEditable(found)) return fail(409, ['financing_request__status_invalid']);
    const problems = submitProblems(found);
    if (problems) return fail(400, problems.errors, problems.meta);
    const now = clock.now();
    Object.assign(found, { offersRequestedAt: now, updatedAt: now });
    found.forceReject ||= hasScenario(request, 'financing-reject');
    recordFinancingEvent(found, 'submitted', now);
    return json(toFinancingRequest(found, langOf(request)));
  }),

  http.get(api(`${ONE}/prefill`), ({ request, params }) => {
    const found = load(request, params);
    if (found instanceof Response) return found;
    if (!found.prefill) return fail(404, ['not_found']);
    return json(toPrefill(found.prefill));
  }),

  http.post(api(`${ONE}/prefill`), async ({ request, params }) => {
    const body = await readJson<{ simah_consent?: { version?: unknown; given_at?: unknown } }>(
      request,
    );
    const found = load(request, params);
    if (found instanceof Response) return found;
    if (!isEditable(found)) return fail(409, ['financing_request__status_invalid']);
    const consent = simahConsentOf(body.simah_consent);
    if (consent instanceof Response) return consent;
    found.simahConsent = consent;
    startPrefill(found, langOf(request));
    recordConsent(found.customerId, 'simah', {
      version: consent.version,
      givenAt: Date.parse(consent.givenAt),
    });
    return json(toPrefill(found.prefill!), { status: 202 });
  }),

  http.get(api(`${ONE}/offers/`), ({ request, params }) => {
    const found = load(request, params);
    if (found instanceof Response) return found;
    const results = found.offers.map((offer) => toOffer(offer, found, langOf(request)));
    return json({ count: results.length, results });
  }),

  http.post(api(`${ONE}/offers/:offerId/choose`), ({ request, params }) => {
    const found = load(request, params);
    if (found instanceof Response) return found;
    const offer = found.offers.find((item) => item.id === idParam(params.offerId));
    if (!offer) return fail(404, ['offer__not_found']);
    if (found.status !== 'prepared') return fail(409, ['financing_request__status_invalid']);
    if (clock.now() > offer.validUntil) return fail(409, ['offer__expired']);
    chooseOffer(found, offer.id, hasScenario(request, 'financing-reject'));
    return json(toFinancingRequest(found, langOf(request)));
  }),
];
