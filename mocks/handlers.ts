import { getAuthMock } from '../generated/api/auth/auth.msw';
import { getCareersMock } from '../generated/api/careers/careers.msw';
import { getCatalogueMock } from '../generated/api/catalogue/catalogue.msw';
import { getFinancingMock } from '../generated/api/financing/financing.msw';
import { getLookupsMock } from '../generated/api/lookups/lookups.msw';
import { getNotificationsMock } from '../generated/api/notifications/notifications.msw';
import { getProfileMock } from '../generated/api/profile/profile.msw';
import { getRequestsMock } from '../generated/api/requests/requests.msw';
import { getReservationsMock } from '../generated/api/reservations/reservations.msw';
import { authHandlers } from './handlers/auth';
import { careersHandlers } from './handlers/careers';
import { catalogueHandlers } from './handlers/catalogue';
import { controlHandlers } from './handlers/control';
import { financingHandlers } from './handlers/financing';
import { financingDocumentsHandlers } from './handlers/financing-documents';
import { idempotencyHandlers } from './handlers/idempotency';
import { lookupsHandlers } from './handlers/lookups';
import { requestBodyHandlers } from './handlers/request-bodies';
import { mediaHandlers } from './handlers/media';
import { messagesHandlers } from './handlers/messages';
import { pushHandlers } from './handlers/push';
import { networkFaultHandlers } from './handlers/network-faults';
import { notificationsHandlers } from './handlers/notifications';
import { privacyHandlers } from './handlers/privacy';
import { privateAnswerHandlers } from './handlers/private-answers';
import { profileHandlers } from './handlers/profile';
import { requestsHandlers } from './handlers/requests';
import { reservationsHandlers } from './handlers/reservations';
import { savedHandlers } from './handlers/saved';
import { telemetryHandlers } from './handlers/telemetry';
import { recentlyViewedHandlers } from './handlers/recently-viewed';
import { scenarioHandlers } from './scenarios';
import { budgetHandlers } from './handlers/budget';
import { pricesHandlers } from './handlers/prices';

/** The hand-written, stateful flows, then Orval's generated faker handlers as the fallback. */
const flows = [
  ...authHandlers,
  ...profileHandlers,
  ...privacyHandlers,
  ...lookupsHandlers,
  ...requestsHandlers,
  ...careersHandlers,
  ...notificationsHandlers,
  ...savedHandlers,
  ...recentlyViewedHandlers,
  ...catalogueHandlers,
  ...reservationsHandlers,
  ...financingHandlers,
  ...financingDocumentsHandlers,
  ...mediaHandlers,
  ...telemetryHandlers,
  ...budgetHandlers,
  ...pricesHandlers,
  ...messagesHandlers,
  ...pushHandlers,
  ...getAuthMock(),
  ...getProfileMock(),
  ...getLookupsMock(),
  ...getRequestsMock(),
  ...getCareersMock(),
  ...getNotificationsMock(),
  ...getCatalogueMock(),
  ...getReservationsMock(),
  ...getFinancingMock(),
];

/** Scenarios, controls, request bodies (limits, media types, JSON) and the replay of idempotent calls, before the flows. */
const afterFaults = [
  ...scenarioHandlers,
  ...controlHandlers,
  ...requestBodyHandlers,
  ...idempotencyHandlers(() => flows),
  ...flows,
];

/** Network faults first (they may pass a call on and lose its answer), then the rest. */
const withFaults = [...networkFaultHandlers(() => afterFaults), ...afterFaults];

/**
 * One set of handlers for the browser worker, the test server and the standalone server; every
 * personal answer leaves them with `Cache-Control: no-store`.
 */
export const handlers = [...privateAnswerHandlers(() => withFaults), ...withFaults];
