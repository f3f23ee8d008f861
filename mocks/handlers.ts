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
import { lookupsHandlers } from './handlers/lookups';
import { mediaHandlers } from './handlers/media';
import { notificationsHandlers } from './handlers/notifications';
import { profileHandlers } from './handlers/profile';
import { requestsHandlers } from './handlers/requests';
import { reservationsHandlers } from './handlers/reservations';
import { scenarioHandlers } from './scenarios';

/**
 * One set of handlers for the browser worker, the test server and the standalone server: scenarios
 * first, then the hand-written stateful flows, then Orval's generated faker handlers as the fallback.
 */
export const handlers = [
  ...scenarioHandlers,
  ...controlHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...lookupsHandlers,
  ...requestsHandlers,
  ...careersHandlers,
  ...notificationsHandlers,
  ...catalogueHandlers,
  ...reservationsHandlers,
  ...financingHandlers,
  ...mediaHandlers,
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
