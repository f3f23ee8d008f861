// The steps the contract cannot express, each named for what it stands for: the anonymous client's
// CSRF cookie, and against the mock backend (`--mock`) its documented test values (the one-time code,
// the demo customer) and its clock (`/__mock/clock`), which stands for time passing at a real bank.
import type { ContractClient } from './client';
import type { LinkStore } from './links';

export type HandContext = { customer: ContractClient; anonymous: ContractClient; links: LinkStore };
type Step = (context: HandContext) => Promise<void>;

export type HandSteps = {
  /** Before the first check. */
  start?: Step;
  /** Before the checks of one operation, by operationId. */
  before?: Record<string, Step>;
};

/** The mock's test values (README, "Test values"). */
export const MOCK_TEST_VALUES = {
  otp: '123456',
  demoMobile: '0500000001',
  emailToken: 'valid-token',
  newCustomer: { national_id: '1000000065', phone_number: '0555555555', birthday: '1990-01-01' },
};

/**
 * Hand-written: both clients get their `csrftoken` the way the web app starts (a missing cookie is
 * reported by the checks of checkAuthenticated, not here).
 */
const csrfCookie: Step = async ({ customer, anonymous }) => {
  for (const client of [customer, anonymous])
    await client.get('/customer/api/v1/check-authenticated', { validate: false });
};

/** Hand-written, mock only: moves the mock's clock (a bank answering, Nafath approving). */
const advanceClock =
  (seconds: number): Step =>
  async ({ customer }) => {
    await customer.post('/__mock/clock', { json: { advance_seconds: seconds }, validate: false });
  };

export function handSteps(mock: boolean): HandSteps {
  if (!mock) return { start: csrfCookie };
  return {
    start: async (context) => {
      await csrfCookie(context);
      const { links } = context;
      // Hand-written, mock only: the one-time code and the identities of the mock's test values.
      links.for('verifySignInOtp').body.otp = MOCK_TEST_VALUES.otp;
      links.for('verifySignUpOtp').body.otp = MOCK_TEST_VALUES.otp;
      links.for('signIn').body.login = MOCK_TEST_VALUES.demoMobile;
      Object.assign(links.for('signUp').body, MOCK_TEST_VALUES.newCustomer);
      links.for('confirmEmail').body.token = MOCK_TEST_VALUES.emailToken;
    },
    before: {
      resendOtp: advanceClock(31),
      resendEmailConfirmation: advanceClock(600),
      getNafathRequest: advanceClock(10),
      listFinancingOffers: advanceClock(600),
    },
  };
}
