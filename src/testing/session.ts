import { getCheckAuthenticatedMockHandler } from '@generated/api/auth/auth.msw';
import { getGetProfileResponseMock } from '@generated/api/profile/profile.msw';
import type { Profile } from '@generated/model';
import { server } from '../../mocks/node';

export const testCustomer: Profile = getGetProfileResponseMock({
  full_name: 'Sara Alqahtani',
  email: 'sara@example.com',
  is_anonymous: false,
  registration_step: 'complete',
});

/**
 * check-authenticated answers signed in (with `profile`) or signed out and, like the server, sets the
 * `csrftoken` cookie (the handler runs in the test's own document); counts the calls.
 */
export function answerSession(signedIn: boolean, profile: Profile = testCustomer) {
  const calls = { check: 0 };
  server.use(
    getCheckAuthenticatedMockHandler(() => {
      calls.check += 1;
      document.cookie = 'csrftoken=test-csrf; Path=/';
      return signedIn ? { authenticated: true, profile } : { authenticated: false };
    }),
  );
  return calls;
}
