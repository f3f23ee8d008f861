// The demo customer's session for the benchmarks (scripts/bench-web.mjs): signed in through the API of
// the served app (the mock's demo customer, test values of docs/mock-backend.md), and the records the pages
// show: a payment followed on its status page, in a mock namespace of its own so the checkout
// measured in the default namespace still offers its unit; the first property of the catalogue
// (scripts/bench-ssr.mjs too).
const API = '/customer/api/v1';
const DEMO = { login: '1000000008', otp: '123456' };
/** A card the mock's provider accepts at once (mocks/db/provider/tokens.ts). */
const CARD = {
  name: 'BENCH CUSTOMER',
  number: '4111111111111111',
  exp_month: 8,
  exp_year: 2030,
  cvc: '123',
};

/** A cookie jar and JSON calls that echo the CSRF cookie, as the app does. */
function client(origin, jar = new Map()) {
  async function call(method, path, body) {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrftoken': jar.get('csrftoken') ?? '',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  }
  return { jar, get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** The session's cookies (sessionid, csrftoken…) of the demo customer, signed in with its code. */
export async function signIn(origin) {
  const api = client(origin);
  await api.get(`${API}/check-authenticated`);
  const { sid } = await api.post(`${API}/sign-in`, { login: DEMO.login });
  await api.post(`${API}/sign-in/otp`, { sid, otp: DEMO.otp });
  return Object.fromEntries(api.jar);
}

/**
 * The card as the provider's single-use token, as the checkout's hosted fields get it: from the
 * provider's origin (web-app-config `payment_provider`), never through the app's.
 */
async function cardToken(api) {
  const { payment_provider: provider } = await api.get(`${API}/web-app-config`);
  const answer = await fetch(new URL('tokens', provider.fields_url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CARD, key: provider.publishable_key }),
  });
  if (!answer.ok) throw new Error(`the provider's token: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).id;
}

/**
 * A paid reservation of `unitId` in the mock namespace `namespace`, paid by card: the path of its
 * payment status page (the checkout following the payment, `?payment=`).
 */
export async function paidReservationPath(origin, session, namespace, unitId) {
  const api = client(origin, new Map([...Object.entries(session), ['mock_ns', namespace]]));
  const reservation = await api.post(`${API}/reservations/`, { unit_id: unitId });
  const payment = await api.post(`${API}/reservations/${reservation.id}/payments`, {
    method: 'visa_master',
    card_token: await cardToken(api),
    return_path: `/reservation-checkout/${unitId}`,
  });
  return `/reservation-checkout/${unitId}?payment=${payment.id}`;
}

/** The id of the catalogue's first property. */
export async function firstPropertyId(origin) {
  const answer = await fetch(`${origin}/api/v1/properties/?page_size=1`, {
    headers: { accept: 'application/json' },
  });
  const id = (await answer.json()).results?.[0]?.id;
  if (!id) throw new Error('no property to measure');
  return id;
}
