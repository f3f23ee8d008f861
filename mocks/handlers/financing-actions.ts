import {
  checkInput,
  chooseOffer,
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
import { fail, json, langOf, readJson } from '../lib/http';
import { hasScenario } from '../scenarios';
import { idParam } from '../lib/params';
import { financingRequestApi } from './financing-request-of';

/** One financing request: read, edit, cancel, submit, pre-fill, offers (see mocks/handlers/financing.ts). */
const ONE = '/customer/api/v1/financing-requests/:requestId';

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

export const financingActionsHandlers = [
  financingRequestApi.get(`${ONE}/`, ({ request, found }) => {
    return json(toFinancingRequest(found, langOf(request)));
  }),

  financingRequestApi.patch(`${ONE}/`, async ({ request, found }) => {
    const body = await readJson<Record<string, unknown>>(request);
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

  financingRequestApi.post(`${ONE}/cancel`, ({ request, found }) => {
    if (OPEN_STATUSES.includes(found.status)) {
      Object.assign(found, { status: 'canceled', updatedAt: clock.now() });
      recordFinancingEvent(found, 'canceled', clock.now());
    } else if (found.status !== 'canceled') return fail(409, ['financing_request__status_invalid']);
    return json(toFinancingRequest(found, langOf(request)));
  }),

  financingRequestApi.post(`${ONE}/submit`, ({ request, found }) => {
    if (!isEditable(found)) return fail(409, ['financing_request__status_invalid']);
    const problems = submitProblems(found);
    if (problems) return fail(400, problems.errors, problems.meta);
    const now = clock.now();
    Object.assign(found, { offersRequestedAt: now, updatedAt: now });
    found.forceReject ||= hasScenario(request, 'financing-reject');
    recordFinancingEvent(found, 'submitted', now);
    return json(toFinancingRequest(found, langOf(request)));
  }),

  financingRequestApi.get(`${ONE}/prefill`, ({ found }) => {
    if (!found.prefill) return fail(404, ['not_found']);
    return json(toPrefill(found.prefill));
  }),

  financingRequestApi.post(`${ONE}/prefill`, async ({ request, found }) => {
    const body = await readJson<{ simah_consent?: { version?: unknown; given_at?: unknown } }>(
      request,
    );
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

  financingRequestApi.get(`${ONE}/offers/`, ({ request, found }) => {
    const results = found.offers.map((offer) => toOffer(offer, found, langOf(request)));
    return json({ count: results.length, results });
  }),

  financingRequestApi.post(`${ONE}/offers/:offerId/choose`, ({ request, params, found }) => {
    const offer = found.offers.find((item) => item.id === idParam(params.offerId));
    if (!offer) return fail(404, ['offer__not_found']);
    if (found.status !== 'prepared') return fail(409, ['financing_request__status_invalid']);
    if (clock.now() > offer.validUntil) return fail(409, ['offer__expired']);
    chooseOffer(found, offer.id, hasScenario(request, 'financing-reject'));
    return json(toFinancingRequest(found, langOf(request)));
  }),
];
