import { describe, expect, it } from 'vitest';
import type { ApplePayMerchantSession, Payment, Reservation } from '../../generated/model';
import { codesOf } from '../testing/mock-api';
import { freeUnits, signedInClient } from '../testing/customer-client';

const SESSION = '/customer/api/v1/apple-pay/merchant-session';
const paymentData = (data: string) =>
  btoa(
    JSON.stringify({
      version: 'EC_v1',
      data,
      signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQ==',
      header: { ephemeralPublicKey: 'MFkw', publicKeyHash: 'tx9y', transactionId: 'a1b2' },
    }),
  );

describe('Apple Pay', () => {
  it("answers a merchant session for Apple's validation URL, for the calling site", async () => {
    const client = signedInClient();
    const answer = await client.post<ApplePayMerchantSession>(SESSION, {
      json: {
        validation_url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      },
      headers: { Origin: 'https://baitak.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ domainName: 'baitak.example', displayName: 'Baitak' });
    expect(answer.body.expiresAt - answer.body.epochTimestamp).toBe(5 * 60_000);
  });

  it.each([
    'https://apple-pay-gateway.apple.com.evil.example/startSession',
    'http://apple-pay-gateway.apple.com/startSession',
    'https://evilapple.com/startSession',
    'javascript:alert(1)',
  ])('refuses a validation URL that is not Apple’s: %s', async (url) => {
    const answer = await signedInClient().post(SESSION, { json: { validation_url: url } });
    expect(codesOf(answer)).toEqual(['apple_pay_validation_url__invalid']);
  });

  it('says when Apple refuses', async () => {
    const refused = await signedInClient().post(SESSION, {
      json: { validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/fail' },
    });
    expect([refused.status, codesOf(refused)]).toEqual([
      502,
      ['apple_pay__merchant_validation_failed'],
    ]);
  });

  it('charges the token of the sheet, declines a declined one, refuses a malformed one', async () => {
    const client = signedInClient();
    const [first = 0, second = 0] = freeUnits();
    const pay = async (unit: number, token: string) => {
      const held = await client.post<Reservation>('/customer/api/v1/reservations/', {
        json: { unit_id: unit },
      });
      const paid = await client.post<Payment>(
        `/customer/api/v1/reservations/${held.body.id}/payments`,
        { json: { method: 'apple_pay', apple_pay_token: token } },
      );
      return { held: held.body, paid };
    };
    const declined = await pay(first, paymentData('decline-test'));
    expect([declined.paid.status, codesOf(declined.paid)]).toEqual([402, ['payment__declined']]);
    const malformed = await client.post(
      `/customer/api/v1/reservations/${declined.held.id}/payments`,
      { json: { method: 'apple_pay', apple_pay_token: btoa('{"version":"EC_v1"}') } },
    );
    expect(codesOf(malformed)).toEqual(['apple_pay_token__invalid']);
    await client.post(`/customer/api/v1/reservations/${declined.held.id}/cancel`, { json: {} });
    const charged = await pay(second, paymentData('bW9jayBlbmNyeXB0ZWQgZGF0YQ=='));
    expect([charged.paid.status, charged.paid.body.status]).toEqual([201, 'processing']);
  });
});
