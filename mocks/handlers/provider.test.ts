import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { brandOf } from '../db/provider/brands';
import { PUBLISHABLE_KEY } from '../db/provider/tokens';
import { handlers } from '../handlers';
import { PROVIDER_ORIGIN, cardToken, tokenize } from '../testing/provider';

async function fieldsPage(query: Record<string, string>) {
  const url = `${PROVIDER_ORIGIN}/psp/v1/fields?${new URLSearchParams(query)}`;
  const response = await getResponse(handlers, new Request(url));
  if (!response) throw new Error('no answer');
  return response;
}

describe('the mock payment provider', () => {
  it('serves its card fields only to a registered site, framed only by it', async () => {
    const parent = 'http://127.0.0.1:4180';
    const page = await fieldsPage({ key: PUBLISHABLE_KEY, lang: 'ar', parent });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${parent}`);
    const html = await page.text();
    expect(html).toContain('lang="ar"');
    expect(html).toContain('رقم البطاقة');
    expect(html).toContain(JSON.stringify(parent));
  });

  it('lines up the expiry and CVC inputs however their labels wrap on a phone', async () => {
    const page = await fieldsPage({
      key: PUBLISHABLE_KEY,
      lang: 'ar',
      parent: 'http://127.0.0.1:4180',
    });
    const doc = new DOMParser().parseFromString(await page.text(), 'text/html');
    // Label, input and error of both fields are items of one grid: the labels share its first row.
    const row = doc.querySelector('.row')!;
    expect([...row.children].map((child) => child.tagName)).toEqual([
      'LABEL',
      'INPUT',
      'P',
      'LABEL',
      'INPUT',
      'P',
    ]);
    const style = doc.querySelector('style')!.textContent;
    expect(style).toMatch(/\.row\{[^}]*grid-auto-flow:column/);
    expect(style).toMatch(/\.row label\{[^}]*align-self:end/);
  });

  it('refuses a forged parent origin and an unknown key', async () => {
    const forged = await fieldsPage({ key: PUBLISHABLE_KEY, parent: 'https://attacker.test' });
    expect(forged.status).toBe(403);
    const script = await fieldsPage({
      key: PUBLISHABLE_KEY,
      parent: '"><script>alert(1)</script>',
    });
    expect(script.status).toBe(403);
    const key = await fieldsPage({ key: 'pk_test_other', parent: 'http://127.0.0.1:4180' });
    expect(key.status).toBe(401);
  });

  it('recognises mada from the BIN before Visa and Mastercard', async () => {
    expect(brandOf('4464040000000007')).toBe('mada');
    expect(brandOf('5297412542005689')).toBe('mada');
    expect(brandOf('4111111111111111')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2221000000000009')).toBe('mastercard');
    expect(brandOf('41111')).toBeUndefined();
    expect((await cardToken('4464040000000007')).brand).toBe('mada');
    expect(await cardToken('4111111111111111')).toMatchObject({ brand: 'visa', last4: '1111' });
  });

  it('checks the card like the checkout names the problems', async () => {
    const bad = await tokenize({
      name: 'M1',
      number: '4111111111111112',
      exp_month: 13,
      exp_year: 2030,
      cvc: '12',
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        errors: [
          'cardholder_name__invalid',
          'card_number__invalid',
          'card_expiry__invalid',
          'card_cvc__invalid',
        ],
      },
    });
    const expired = await tokenize({
      name: 'SARA ALI',
      number: '4111111111111111',
      exp_month: 1,
      exp_year: 2020,
      cvc: '123',
    });
    expect(expired.body).toEqual({ errors: ['card_expiry__expired'] });
    const noKey = await tokenize({
      key: 'pk_test_other',
      name: 'SARA ALI',
      number: '4111111111111111',
      exp_month: 1,
      exp_year: 2099,
      cvc: '123',
    });
    expect(noKey.status).toBe(401);
  });
});
