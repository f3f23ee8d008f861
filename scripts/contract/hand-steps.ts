// The steps the contract cannot express, each named for what it stands for: the anonymous client's
// CSRF cookie, and against the mock backend (`--mock`) its documented test values (the one-time code,
// the demo customer) and its clock (`/__mock/clock`), which stands for time passing at a real bank.
import type { ContractClient, Exchange } from './client';
import type { LinkStore } from './links';
import { dataCopySteps } from './data-copy-steps';
import { pictureVariantsResolve } from './picture-steps';
import { PDF } from './requests';

export type HandContext = {
  customer: ContractClient;
  anonymous: ContractClient;
  links: LinkStore;
  /** A client of its own (another device): its own cookies. */
  newClient: () => ContractClient;
  /** Reports a check of the current operation that a hand step made (no problems: it holds). */
  check: (title: string, exchange: Exchange | undefined, problems: string[]) => void;
  /** A GET of a path or URL as it is (bytes, no checks): a picture. */
  fetchRaw: (url: string) => Promise<Response>;
};
type Step = (context: HandContext) => Promise<void>;

export type HandSteps = {
  /** Before the first check. */
  start?: Step;
  /** Before the checks of one operation, by operationId. */
  before?: Record<string, Step>;
  /** Before the valid request of one operation, after its refusals (`x-verify-refused-first`). */
  beforeSuccess?: Record<string, Step>;
  /** After the valid request of one operation held: checks of what it must have done. */
  after?: Record<string, Step>;
};

/** The mock's test values (docs/mock-backend.md, "Test values"). */
export const MOCK_TEST_VALUES = {
  otp: '123456',
  demoMobile: '0500000001',
  emailToken: 'valid-token',
  providerKey: 'provider-test-key',
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

/**
 * Hand-written journey: paying by card and by bank transfer need two reservations, and the contract's
 * links give one; this reserves the next reservable unit of the list for the bank-transfer steps.
 */
const secondReservation: Step = async ({ customer, links }) => {
  const units = await customer.get<{ results?: Array<{ id: number; reservable?: boolean }> }>(
    '/api/v1/units/',
  );
  const taken = links.for('getReservation').parameters.reservationId;
  // A hold already given to it (the abandoned 3-D Secure payment's, see threeDsPayment) is used.
  const given = links.for('startBankTransfer').parameters.reservationId;
  if (given !== undefined && given !== taken) return;
  const reservable = (units.body.results ?? []).filter((unit) => unit.reservable !== false);
  for (const unit of reservable.slice(1)) {
    const answer = await customer.post<{ id?: number }>('/customer/api/v1/reservations/', {
      json: { unit_id: unit.id },
    });
    if (answer.status !== 201 || answer.body.id === undefined || answer.body.id === taken) continue;
    for (const operationId of ['startBankTransfer', 'confirmBankTransfer', 'cancelReservation'])
      links.for(operationId).parameters.reservationId = answer.body.id;
    return;
  }
};

/** The applicant's side of a complete financing application (the contract's examples give steps). */
export const COMPLETE_APPLICATION = {
  employment_type: 'government',
  monthly_income: 18500,
  official_obligations: 1200,
  age: 34,
  nationality: 'SAU',
  marital_status: 'married',
  residence_city_id: 1,
  loan_percent: 90,
  loan_term_years: 25,
  preferred_monthly_installment: 6500,
  family_members: 4,
  has_existing_mortgage: false,
  active_loan_monthly_amount: 0,
  active_loan_remaining_months: 0,
  fees_option: 'add_to_loan',
};

/**
 * Hand-written journey: a financing request for the reservation the run paid, completed with the
 * applicant's details and a down payment of 10 % of the unit's price (examples cannot know the price),
 * so it can be submitted and get offers.
 */
const financingForPaidReservation: Step = async ({ customer, links }) => {
  const body = links.for('createFinancingRequest').body;
  if (body.reservation_id === undefined) return;
  const reservation = await customer.get<{ unit?: { price?: number } }>(
    `/customer/api/v1/reservations/${String(body.reservation_id)}/`,
  );
  const price = reservation.body.unit?.price;
  if (price !== undefined) body.down_payment = Math.round(price * 0.1);
  // The example is for a property outside the platform: one of the two, never both.
  body.own_property = undefined;
  Object.assign(links.for('updateFinancingRequest').body, COMPLETE_APPLICATION, {
    down_payment: body.down_payment,
  });
};

/** The mock payment provider's test card that succeeds (docs/mock-backend.md, "Test values"). */
const TEST_CARD = {
  name: 'MOHAMMED ALQAHTANI',
  number: '4111111111111111',
  exp_month: 12,
  exp_year: 2099,
  cvc: '123',
};

type Customer = Parameters<Step>[0]['customer'];

/**
 * Mock only: the card is tokenised by the payment provider, never sent to the API (the contract's
 * example token is not a real one). The provider named by web-app-config gets the test card the way
 * its hosted fields would send it; the payment carries its token and network.
 */
async function cardPaymentBody(customer: Customer, card: typeof TEST_CARD) {
  const config = await customer.get<{
    payment_provider?: { fields_url: string; publishable_key: string };
  }>('/customer/api/v1/web-app-config', { validate: false });
  const provider = config.body.payment_provider;
  if (!provider) return undefined;
  const tokens = provider.fields_url.replace(/\/fields$/, '/tokens');
  const answer = await customer.post<{ id?: string; brand?: string }>(tokens, {
    json: { key: provider.publishable_key, ...card },
    validate: false,
  });
  if (!answer.body.id) return undefined;
  return {
    card_token: answer.body.id,
    method: answer.body.brand === 'mada' ? 'mada' : 'visa_master',
  };
}

/** Hand-written, mock only: the payment is made with the provider's token of the test card. */
const providerToken: Step = async ({ customer, links }) => {
  const body = await cardPaymentBody(customer, TEST_CARD);
  if (body) Object.assign(links.for('createReservationPayment').body, body);
};

/** The mock provider's test card that asks for 3-D Secure (docs/mock-backend.md, "Test values"). */
const THREE_DS_CARD = { ...TEST_CARD, number: '4000000000003220' };

/**
 * Hand-written, mock only: abandoning needs a payment waiting for 3-D Secure. A fresh hold on the
 * last free unit is paid with the provider's 3-D Secure test card, and the abandon takes that payment;
 * the bank transfer then pays that hold (a customer has one unpaid hold at a time).
 */
const threeDsPayment: Step = async ({ customer, links }) => {
  const units = await customer.get<{ results?: Array<{ id: number; reservable?: boolean }> }>(
    '/api/v1/units/',
  );
  // From the end of the list: the other journeys hold units from its start.
  const reservable = (units.body.results ?? []).filter((each) => each.reservable !== false);
  for (const unit of reservable.reverse()) {
    const held = await customer.post<{ id?: number }>('/customer/api/v1/reservations/', {
      json: { unit_id: unit.id },
      validate: false,
    });
    if (held.status !== 201 || held.body.id === undefined) continue;
    const body = await cardPaymentBody(customer, THREE_DS_CARD);
    const paid = await customer.post<{ id?: number; status?: string }>(
      `/customer/api/v1/reservations/${held.body.id}/payments`,
      { json: body ?? {}, validate: false },
    );
    if (paid.body.status === 'requires_action' && paid.body.id !== undefined)
      links.for('abandonPayment').parameters.paymentId = paid.body.id;
    // The customer's one unpaid hold: once abandoned, the bank transfer takes it over.
    for (const operationId of ['startBankTransfer', 'confirmBankTransfer', 'cancelReservation'])
      links.for(operationId).parameters.reservationId = held.body.id;
    return;
  }
};

/**
 * Hand-written journey: deleting a document needs one the run can lose. While the request is still
 * editable, a throwaway PDF goes into a slot that has none (the linked upload keeps its own, which
 * the provider downloads after the submit), and the delete takes its id.
 */
const throwawayDocument: Step = async ({ customer, links }) => {
  const target = links.for('deleteFinancingDocument').parameters;
  const documents = `/customer/api/v1/financing-requests/${String(target.requestId)}/documents/`;
  const list = await customer.get<{
    results?: Array<{ kind: string; can_upload: boolean; document?: unknown }>;
  }>(documents);
  const free = (list.body.results ?? []).find((slot) => slot.can_upload && !slot.document);
  if (!free) return;
  const form = new FormData();
  form.append('kind', free.kind);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'throwaway.pdf');
  const answer = await customer.post<{ id?: number }>(documents, { form });
  if (answer.status === 201 && answer.body.id !== undefined) target.documentId = answer.body.id;
};

/**
 * Hand-written journey: submitting a financing request needs every document it lists (the contract's
 * links give one upload, and the submit is first checked refused without the others): a PDF for each
 * required kind that has none or a rejected one.
 */
const neededDocuments: Step = async ({ customer, links }) => {
  const { requestId } = links.for('submitFinancingRequest').parameters;
  const documents = `/customer/api/v1/financing-requests/${String(requestId)}/documents/`;
  const list = await customer.get<{
    results?: Array<{ kind: string; required: boolean; document?: { review_status: string } }>;
  }>(documents);
  for (const slot of list.body.results ?? []) {
    if (!slot.required || (slot.document && slot.document.review_status !== 'rejected')) continue;
    const form = new FormData();
    form.append('kind', slot.kind);
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), `${slot.kind}.pdf`);
    await customer.post(documents, { form });
  }
};

/**
 * Hand-written: deleting the account never touches the session the run was given (`--cookie`) or the
 * demo customer. Without the mock there is no throwaway account to sign in to, so the session is
 * dropped and both deletion operations answer 401 (not covered, with that answer as the reason).
 */
const noGivenAccount: Step = async ({ customer }) => {
  customer.jar.delete(customer.cookieNames.session);
  customer.jar.delete(customer.cookieNames.refresh);
};

/**
 * Hand-written, mock only: the account deleted is the throwaway customer the sign-up walk created in
 * this run's namespace, signed in with the mock's one-time code; nothing runs after it.
 */
const throwawayAccount: Step = async (context) => {
  await noGivenAccount(context);
  const { customer } = context;
  const started = await customer.post<{ sid?: string }>('/customer/api/v1/sign-in', {
    json: { login: MOCK_TEST_VALUES.newCustomer.phone_number },
  });
  await customer.post('/customer/api/v1/sign-in/otp', {
    json: { sid: started.body.sid, otp: MOCK_TEST_VALUES.otp },
  });
};

/**
 * Hand-written, mock only: the throwaway customer's documents must be gone with the account. Before the
 * deletion it applies for financing for a property of its own, uploads the documents the request
 * needs, sends it for offers (service providers may then download them) and cancels it (a request
 * still open would block the deletion); after it, the provider's download of each document answers
 * 404.
 */
function deletedDocuments(): { upload: Step; gone: Step } {
  const uploaded: number[] = [];
  const providerFile = (id: number) => `/provider/api/v1/financing-documents/${id}/file`;
  const provider = { 'X-Provider-Key': MOCK_TEST_VALUES.providerKey };
  return {
    upload: async ({ customer }) => {
      const created = await customer.post<{ id?: number }>('/customer/api/v1/financing-requests/', {
        json: { ...COMPLETE_APPLICATION, ...OWN_PROPERTY },
        validate: false,
      });
      if (created.body.id === undefined) return;
      const request = `/customer/api/v1/financing-requests/${created.body.id}/`;
      const list = await customer.get<{ results?: Array<{ kind: string; required: boolean }> }>(
        `${request}documents/`,
        { validate: false },
      );
      for (const slot of (list.body.results ?? []).filter(({ required }) => required)) {
        const form = new FormData();
        form.append('kind', slot.kind);
        form.append('file', new Blob([PDF], { type: 'application/pdf' }), `${slot.kind}.pdf`);
        const answer = await customer.post<{ id?: number }>(`${request}documents/`, {
          form,
          validate: false,
        });
        if (answer.body.id !== undefined) uploaded.push(answer.body.id);
      }
      await customer.post(`${request}submit`, { validate: false });
      await customer.post(`${request}cancel`, { validate: false });
      // Served to providers before the deletion: afterwards a 404 means the document went with it.
      const served = uploaded[0] === undefined ? undefined : providerFile(uploaded[0]);
      if (served && (await customer.get(served, { headers: provider })).status !== 200)
        uploaded.splice(0);
    },
    gone: async ({ anonymous, check }) => {
      if (uploaded.length === 0) {
        check('the documents of the deleted account are gone', undefined, [
          'the throwaway customer could not have a document sent to providers before the deletion',
        ]);
        return;
      }
      for (const id of uploaded) {
        const answer = await anonymous.get(providerFile(id), { headers: provider });
        check(
          'the documents of the deleted account are gone',
          answer,
          answer.status === 404
            ? []
            : [`a document of the deleted account still answers ${answer.status}`],
        );
      }
    },
  };
}

/** A property outside the platform (as in the contract's examples), 10 % down. */
const OWN_PROPERTY = {
  own_property: { description: 'Villa in Al Yasmin', city_id: 1, estimated_price: 2100000 },
  property_type: 'apartment',
  property_readiness: 'ready_unit',
  region_id: 1,
  address: 'Al Yasmin, Riyadh',
  down_payment: 210000,
};

/** Hand-written, mock only: the deletion's one-time code is the mock's test value. */
const deletionCode: Step = async ({ links }) => {
  links.for('confirmAccountDeletion').body.otp = MOCK_TEST_VALUES.otp;
};

/**
 * Hand-written, mock only: changing the number needs a fresh proof on this session (its first request
 * was refused without one: `x-verify-refused-first`); the code sent to the current number is the
 * mock's test value.
 */
const stepUpProof: Step = async ({ customer }) => {
  const started = await customer.post<{ sid?: string }>('/customer/api/v1/profile/step-up');
  await customer.post('/customer/api/v1/profile/step-up/otp', {
    json: { sid: started.body.sid, otp: MOCK_TEST_VALUES.otp },
  });
};

/**
 * Hand-written, mock only: a Nafath request of this session, approved in the Nafath app (the mock's
 * clock moves past its answer), for the step-up with Nafath.
 */
const approvedNafath: Step = async (context) => {
  const { customer, links } = context;
  const created = await customer.post<{ id?: string }>('/customer/api/v1/nafath/requests', {
    validate: false,
  });
  await advanceClock(5)(context);
  if (created.body.id) links.for('confirmStepUpWithNafath').body.request_id = created.body.id;
};

/**
 * Hand-written, mock only (a second sign-in needs the one-time code): before the number changes the
 * demo customer signs in on another device; after it, that session has ended, this one has not, and
 * the old number was told (the mock's outbox stands for the SMS).
 */
function otherSessionChecks(): { open: Step; ended: Step } {
  let other: ContractClient | undefined;
  let oldPhone: string | undefined;
  return {
    open: async ({ customer, newClient }) => {
      const profile = await customer.get<{ phone_number?: string }>('/customer/api/v1/profile');
      oldPhone = profile.body.phone_number;
      other = newClient();
      await other.get('/customer/api/v1/check-authenticated', { validate: false });
      const started = await other.post<{ sid?: string }>('/customer/api/v1/sign-in', {
        json: { login: oldPhone ?? MOCK_TEST_VALUES.demoMobile },
      });
      await other.post('/customer/api/v1/sign-in/otp', {
        json: { sid: started.body.sid, otp: MOCK_TEST_VALUES.otp },
      });
    },
    ended: async ({ customer, check }) => {
      if (other) {
        const theirs = await other.get('/customer/api/v1/profile', { validate: false });
        check(
          'every other session of the customer ends',
          theirs,
          theirs.status === 401
            ? []
            : [`another session of the customer still answers ${theirs.status}`],
        );
      }
      const mine = await customer.get('/customer/api/v1/profile');
      check(
        'the session that changed the number stays',
        mine,
        mine.status === 200 ? [] : [`the session that changed the number answers ${mine.status}`],
      );
      const sent = await customer.get<{ messages?: Array<{ channel: string; to: string }> }>(
        '/__mock/outbox',
        { validate: false },
      );
      const told = (sent.body.messages ?? []).some(
        ({ channel, to }) => channel === 'sms' && to === oldPhone,
      );
      check('the old number is told', sent, told ? [] : [`no SMS to the old number ${oldPhone}`]);
    },
  };
}

/**
 * Hand-written, mock only: an unsubscribe link's token is signed by the server, so the mock's test
 * control gives one (as a message's link would carry); after it held, an expired one must be refused.
 */
const unsubscribeToken =
  (expired: boolean) =>
  async ({ customer }: HandContext): Promise<string | undefined> => {
    const answer = await customer.post<{ token?: string }>('/__mock/unsubscribe-token', {
      json: { expired },
      validate: false,
    });
    return answer.body.token;
  };
const signedUnsubscribeToken: Step = async (context) => {
  const token = await unsubscribeToken(false)(context);
  if (token) context.links.for('unsubscribeMessages').body.token = token;
};
const expiredUnsubscribeToken: Step = async (context) => {
  const token = await unsubscribeToken(true)(context);
  const answer = await context.customer.post<{ errors?: string[] }>(
    '/customer/api/v1/message-unsubscribe',
    { json: { token } },
  );
  const refused = answer.status === 400 && (answer.body.errors ?? []).includes('token__expired');
  context.check(
    'an expired unsubscribe token is refused',
    answer,
    refused ? [] : [`an expired unsubscribe token answers ${answer.status}`],
  );
};

/** Hand-written, mock only: the one-click unsubscribe's token, in its address, from the mock. */
const signedOneClickToken: Step = async (context) => {
  const token = await unsubscribeToken(false)(context);
  if (token) context.links.for('unsubscribeMessagesOneClick').parameters.token = token;
};

const JOURNEYS: Record<string, Step> = {
  startBankTransfer: secondReservation,
  createFinancingRequest: financingForPaidReservation,
  deleteFinancingDocument: throwawayDocument,
};

export function handSteps(mock: boolean): HandSteps {
  const beforeSuccess = { submitFinancingRequest: neededDocuments };
  const dataCopy = dataCopySteps();
  if (!mock)
    return {
      start: csrfCookie,
      before: {
        ...JOURNEYS,
        startAccountDeletion: noGivenAccount,
        getPersonalDataExport: dataCopy.save,
      },
      beforeSuccess,
      after: { getPersonalDataExport: dataCopy.held, getUnit: pictureVariantsResolve },
    };
  const otherSession = otherSessionChecks();
  const documentsOfDeleted = deletedDocuments();
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
      ...JOURNEYS,
      createReservationPayment: providerToken,
      abandonPayment: threeDsPayment,
      resendOtp: advanceClock(31),
      getPayment: advanceClock(5),
      resendEmailConfirmation: advanceClock(600),
      getNafathRequest: advanceClock(10),
      listFinancingOffers: advanceClock(600),
      startAccountDeletion: async (context) => {
        await throwawayAccount(context);
        await documentsOfDeleted.upload(context);
      },
      confirmAccountDeletion: deletionCode,
      confirmStepUpWithNafath: approvedNafath,
      getPersonalDataExport: dataCopy.save,
    },
    beforeSuccess: {
      ...beforeSuccess,
      startPhoneNumberChange: stepUpProof,
      confirmPhoneNumberChange: otherSession.open,
      unsubscribeMessages: signedUnsubscribeToken,
      unsubscribeMessagesOneClick: signedOneClickToken,
    },
    after: {
      unsubscribeMessages: expiredUnsubscribeToken,
      confirmPhoneNumberChange: otherSession.ended,
      confirmAccountDeletion: documentsOfDeleted.gone,
      getPersonalDataExport: dataCopy.held,
      getUnit: pictureVariantsResolve,
    },
  };
}
