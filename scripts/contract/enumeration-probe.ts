// Sign-in must not tell who has an account: the run's own login (the one its sign-in used: with
// --mock the demo customer's) and made-up logins of both kinds must answer with the same status and
// the same fields. A server that answers `404` for an unknown login, or shows the masked
// mobile of an account, fails here.
import { errorCodesOf, type Exchange } from './client';
import { madeUpLike, madeUpMobile, madeUpNationalId } from './made-up-logins';
import { sendValid, type Probe } from './probes';

const SIGN_IN = 'signIn';
/** Sign-ins of one unknown login at most: past any per-login limit of codes a backend would set. */
const MAX_SENDS = 11;

const shape = (exchange: Exchange) => {
  const body = exchange.body;
  const keys =
    body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort() : [];
  return `${exchange.status} {${keys.join(', ')}}${errorCodesOf(exchange).length ? ` ${JSON.stringify(errorCodesOf(exchange))}` : ''}`;
};

export const enumerationProbe: Probe = async (context) => {
  if (!context.selected.has(SIGN_IN)) return [];
  const registered = await sendValid(context, SIGN_IN, context.anonymous);
  const sent = context.links.for(SIGN_IN).body.login;
  const own = typeof sent === 'string' ? sent : '';
  const others = [madeUpLike(own), /^[12]\d{9}$/.test(own) ? madeUpMobile() : madeUpNationalId()];
  const answers: Array<[string, Exchange]> = [[`the run's login ${own}`, registered]];
  // The walk may have used up the run's login's codes (429): an unknown login is then brought to the
  // same point, within a bound, and their refusals compared.
  const limited = registered.status === 429;
  for (const other of others) {
    const send = () => sendValid(context, SIGN_IN, context.anonymous, { login: other });
    let answer = await send();
    for (let sent = 1; limited && answer.status === 200 && sent < MAX_SENDS; sent += 1)
      answer = await send();
    answers.push([`unknown ${other}`, answer]);
  }
  const expected = shape(registered);
  const differing = answers.filter(([, exchange]) => shape(exchange) !== expected);
  const violations = answers.flatMap(([, exchange]) => exchange.violations);
  if (differing.length > 0)
    violations.push(
      `an unknown login answers otherwise than a registered one (no enumeration): ${answers
        .map(([what, exchange]) => `${what} → ${shape(exchange)}`)
        .join('; ')}`,
    );
  return [
    {
      operationId: SIGN_IN,
      title: 'an unknown login answers as a registered one',
      exchange: differing[0]?.[1] ?? registered,
      violations,
    },
  ];
};
