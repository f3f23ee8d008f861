// Attack: an anonymous visitor learns which national IDs and mobiles have an account by starting a
// sign-up with them. Until the code sent to the mobile is verified, every sign-up answers the same
// (status, fields, headers); only the verified code tells the mobile's owner why it cannot go on.
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  expectAnswer,
  field,
  NEW_SIGN_UP as NEW,
  useMockApi,
  type MockApi,
} from '../../mocks/testing/mock-api';

const SIGN_UP = '/customer/api/v1/sign-up';

const CASES = {
  new: NEW,
  registeredId: { ...NEW, national_id: DEMO.nationalId },
  registeredMobile: { ...NEW, phone_number: DEMO.mobile },
  both: { ...NEW, national_id: DEMO.nationalId, phone_number: DEMO.mobile },
};

/** What an answer shows, less the values that differ on every call (the sid, the masked mobile). */
async function startSignUp(api: MockApi, body: object) {
  await api.start();
  const answer = await api.post(SIGN_UP, { json: body });
  const json = answer.body as Record<string, unknown>;
  return {
    answer,
    shape: {
      status: answer.status,
      keys: Object.keys(json ?? {}).sort(),
      valid: json?.valid_during_sec,
      resend: json?.resend_after_sec,
      masked: String(json?.masked_phone).replace(/\d/g, '9'),
      headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
    },
  };
}

describe('sign-up enumeration', () => {
  const mock = useMockApi();

  it('answers a registered ID or mobile exactly like a new one', async () => {
    const shapes = [];
    for (const body of Object.values(CASES)) {
      mock.api.jar.clear();
      shapes.push((await startSignUp(mock.api, body)).shape);
    }
    expect(shapes[0]?.status).toBe(200);
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it.each([
    ['registeredId', ['national_id__exists']],
    ['registeredMobile', ['phone_number__exists']],
    ['both', ['national_id__exists', 'phone_number__exists']],
  ] as const)('tells why only once the code is verified (%s)', async (name, codes) => {
    const { answer } = await startSignUp(mock.api, CASES[name]);
    const verified = await mock.api.post('/customer/api/v1/sign-up/otp', {
      json: { sid: field(answer, 'sid'), otp: DEMO.otp },
    });
    expectAnswer(verified, 400, ...codes);
  });

  it('a wrong code tells nothing about the account', async () => {
    const answers = [];
    for (const name of ['new', 'registeredId'] as const) {
      mock.api.jar.clear();
      const { answer } = await startSignUp(mock.api, CASES[name]);
      const wrong = await mock.api.post('/customer/api/v1/sign-up/otp', {
        json: { sid: field(answer, 'sid'), otp: '000000' },
      });
      answers.push([wrong.status, wrong.body]);
    }
    expect(answers[1]).toEqual(answers[0]);
  });
});
