// The contract tools themselves: operation matching, the response validator and the cookie jar.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/contract/contract';
import { CookieJar } from '../../scripts/contract/cookie-jar';
import { findOperation, validateResponse } from '../../scripts/contract/validator';

const PROFILE = {
  user_number: 'U-1',
  national_id: '1000000008',
  phone_number: '+966500000001',
  birthday: '1990-04-15',
  email_confirmed: true,
  is_anonymous: false,
  registration_step: 'complete',
};

describe('findOperation', () => {
  it('matches path templates, concrete paths first, with the query ignored', () => {
    expect(findOperation('POST', '/customer/api/v1/notifications/mark-all-read')?.operationId).toBe(
      'markAllNotificationsRead',
    );
    const read = findOperation('post', '/customer/api/v1/notifications/12/read');
    expect([read?.operationId, read?.params]).toEqual([
      'markNotificationRead',
      { notificationId: '12' },
    ]);
    expect(findOperation('GET', '/api/v1/countries/SA/cities/?search=x')?.params).toEqual({
      countryId: 'SA',
    });
    expect(findOperation('POST', '/customer/api/v1/confirm-email')?.operationId).toBe(
      'confirmEmail',
    );
    expect(findOperation('DELETE', '/customer/api/v1/profile')).toBeUndefined();
    expect(loadContract().operations.length).toBeGreaterThan(60);
  });
});

describe('validateResponse', () => {
  const check = (status: number, body: unknown, type: string | null = 'application/json') =>
    validateResponse('GET', '/customer/api/v1/check-authenticated', status, type, body);

  it('accepts answers that match the contract', () => {
    expect(check(200, JSON.stringify({ authenticated: true, profile: PROFILE }))).toEqual([]);
    expect(check(200, { authenticated: false }, 'application/json; charset=utf-8')).toEqual([]);
    expect(check(403, '{"errors":["unsecure__network"]}')).toEqual([]);
    expect(validateResponse('POST', '/customer/api/v1/sign-out', 204, null, '')).toEqual([]);
  });

  it('names an undocumented status, a wrong content type and a missing or unexpected body', () => {
    expect(check(418, '{}')).toEqual([
      'status 418 is not documented for checkAuthenticated (documented: 200, 403, 500)',
    ]);
    expect(check(200, '<html>', 'text/html')[0]).toMatch(
      /content type "text\/html" is not documented/,
    );
    expect(check(200, '')[0]).toMatch(/must have a application\/json body/);
    expect(check(200, '{oops')[0]).toMatch(/not valid JSON/);
    expect(
      validateResponse('POST', '/customer/api/v1/sign-out', 204, 'application/json', '{}')[0],
    ).toMatch(/has no body in the contract/);
    expect(validateResponse('GET', '/nowhere', 200, null, '')).toEqual([
      'no operation GET /nowhere in the contract',
    ]);
  });

  it('lists every schema violation with where it is and the value found', () => {
    const body = {
      authenticated: 'yes',
      profile: { ...PROFILE, birthday: '1990-13-45', registration_step: 'done' },
    };
    delete (body.profile as Partial<typeof PROFILE>).user_number;
    expect(check(200, JSON.stringify(body))).toEqual(
      expect.arrayContaining([
        'body (checkAuthenticated 200): /authenticated must be boolean (got "yes")',
        'body (checkAuthenticated 200): /profile/birthday must match format "date" (got "1990-13-45")',
        expect.stringMatching(
          /\/profile\/registration_step is "done", not one of the allowed values: "otp"/,
        ),
        'body (checkAuthenticated 200): /profile misses required property user_number',
      ]),
    );
    expect(check(403, '{"errors":["no_such_code"]}')[0]).toMatch(
      /\/errors\/0 is "no_such_code", not one of the allowed values \(\d+ values\)/,
    );
  });
});

describe('CookieJar', () => {
  it('keeps, sends, replaces and expires cookies', () => {
    let now = 1_000_000;
    const jar = new CookieJar(() => now);
    const headers = new Headers();
    headers.append('set-cookie', 'csrftoken=abc; Path=/; SameSite=Lax');
    headers.append('set-cookie', 'sessionid=s1; Path=/; Max-Age=60; HttpOnly');
    jar.store(headers);
    expect(jar.header()).toBe('csrftoken=abc; sessionid=s1');
    now += 61_000;
    expect(jar.get('sessionid')).toBeUndefined();
    jar.storeLine('csrftoken=; Max-Age=0');
    expect(jar.header()).toBeUndefined();
  });

  it('sends a cookie only to its Path, as a browser does', () => {
    const jar = new CookieJar();
    jar.storeLine('sessionid=s1; Path=/');
    jar.storeLine('refresh=r1; Path=/customer/api/v1/refresh; HttpOnly');
    expect(jar.header('/customer/api/v1/refresh')).toBe('sessionid=s1; refresh=r1');
    expect(jar.header('/customer/api/v1/refresh/x')).toBe('sessionid=s1; refresh=r1');
    expect(jar.header('/customer/api/v1/refreshed')).toBe('sessionid=s1');
    expect(jar.header('/customer/api/v1/profile')).toBe('sessionid=s1');
    expect(jar.header('/customer/api/v1/profile', { csrftoken: 'other' })).toBe(
      'sessionid=s1; csrftoken=other',
    );
  });
});
