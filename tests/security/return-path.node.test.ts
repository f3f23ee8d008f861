// Attack: a 3-D Secure return path that a browser reads as another host. `/\t/evil.example/x` starts
// with one slash, so a "starts with / but not //" check takes it; a browser removes the tab and goes to
// `//evil.example/x`, i.e. http://evil.example/x. The API refuses such a path (`return_path__invalid`,
// the contract's `SitePath`), and the provider's page never redirects anywhere but a site path.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Payment, Reservation } from '../../generated/model';
import { threeDsChallenge } from '../../mocks/db/provider/three-ds';
import { payments } from '../../mocks/db/reservations';
import { freeUnits, signedInClient } from '../../mocks/testing/customer-client';
import { expectAnswer, type MockApi } from '../../mocks/testing/mock-api';
import { cardPayment } from '../../mocks/testing/provider';
import { loadContract } from '../../scripts/contract/contract';
import { invalidInputs } from '../../scripts/contract/invalid-inputs';
import { isSitePath } from '../../mocks/lib/validate';

/** Paths a browser resolves to another host, or that carry what no site path has. */
export const HOSTILE_PATHS = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '/\\evil.example/x',
  '/\\/evil.example/x',
  '//evil.example/x',
  '/\u0000/evil.example/x',
  '/\u007f/evil.example/x',
  '/\u0085/evil.example/x',
  '/\u009b/evil.example/x',
  'https://evil.example/x',
  ' /evil',
];

let client: MockApi;
const [UNIT = 0] = freeUnits();

beforeEach(async () => {
  client = signedInClient();
  await client.reset();
  client = signedInClient();
});

async function hold(): Promise<Reservation> {
  const answer = await client.post<Reservation>('/customer/api/v1/reservations/', {
    json: { unit_id: UNIT },
  });
  expectAnswer(answer, 201);
  return answer.body;
}

const pay = async (reservation: Reservation, returnPath: string) =>
  client.post<Payment>(`/customer/api/v1/reservations/${reservation.id}/payments`, {
    json: { ...(await cardPayment('4000000000003220')), return_path: returnPath },
  });

describe('the 3-D Secure return path', () => {
  it.each(HOSTILE_PATHS)('is refused when it is %j', async (path) => {
    const reservation = await hold();
    expectAnswer(await pay(reservation, path), 400, 'return_path__invalid');
    expect([...payments.values()].filter((each) => each.reservationId === reservation.id)).toEqual(
      [],
    );
  });

  it('takes a path of the site and the provider sends the browser back to it', async () => {
    const reservation = await hold();
    const paid = await pay(reservation, `/en/reservation-checkout/${reservation.id}`);
    expectAnswer(paid, 201);
    const back = await client.post(paid.body.three_ds_url!, {
      raw: new URLSearchParams({ outcome: 'fail' }),
    });
    expect([back.status, back.headers.get('location')]).toEqual([
      303,
      `/en/reservation-checkout/${reservation.id}`,
    ]);
  });

  it("the provider's page never redirects to a return URL that is not a site path", async () => {
    const reservation = await hold();
    const paid = await pay(reservation, `/reservation-checkout/${reservation.id}`);
    // A return URL the provider was given by some other merchant call, hostile.
    const challenge = threeDsChallenge(paid.body.id, '/\t/evil.example/x');
    const back = await client.post(
      `${new URL(paid.body.three_ds_url!).origin}/psp/v1/3ds/${challenge}`,
      {
        raw: new URLSearchParams({ outcome: 'fail' }),
      },
    );
    expect(back.status).toBe(303);
    expect(isSitePath(back.headers.get('location') ?? '')).toBe(true);
    expect(back.headers.get('location')).not.toContain('evil');
  });

  it.each(['bedrooms=3\t//evil.example', 'a=\\evil', 'a=\u0085'])(
    'a saved search whose query would make a link leave the site is refused (%j)',
    async (query) => {
      const answer = await client.post('/customer/api/v1/saved-searches/', {
        json: { name: 'Mine', kind: 'units', query, alert: 'instant' },
      });
      expectAnswer(answer, 400, 'query__invalid');
    },
  );

  it('is one rule: the mock and the contract agree on every hostile path', () => {
    const contract = loadContract();
    const schema = contract.resolve(
      (contract.document.components?.schemas as Record<string, unknown>).SitePath as {
        pattern: string;
      },
    );
    const pattern = new RegExp(schema.pattern, 'u');
    for (const path of HOSTILE_PATHS) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
      expect(pattern.test(path), JSON.stringify(path)).toBe(false);
    }
    for (const path of ['/', '/en/reservation-checkout/381', '/a?b=c#d', '/بيت'])
      expect([isSitePath(path), pattern.test(path)], path).toEqual([true, true]);
  });

  it('contract:verify tries a hostile return path on the payment', () => {
    const contract = loadContract();
    const operation = contract.operations.find(
      (each) => each.operationId === 'createReservationPayment',
    )!;
    const values = invalidInputs(contract, operation)
      .filter((input) => input.field === 'return_path')
      .map((input) => input.value);
    expect(values).toContain('/\t/evil.example/x');
    expect(values).toContain('/\\evil.example/x');
  });
});
