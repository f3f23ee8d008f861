// The card form as a customer fills it: the name on our page, the card in the payment provider's
// frame (its own origin). And the guard of the card journeys: no test card number in any request body
// outside the provider's origin, nor in any storage write or cookie of the app.
import { expect, type Page } from '@playwright/test';
import type { Locale } from './fixtures';

export const TEST_CARD_NUMBERS = [
  '4111111111111111',
  '5297412542005689',
  '4464040000000007',
  '4000000000000002',
  '4000000000009995',
  '4000000000000119',
  '4000000000003220',
  '4000000000000341',
];

const LABELS = {
  ar: {
    name: /الاسم على البطاقة/,
    number: 'رقم البطاقة',
    expiry: /تاريخ الانتهاء/,
    cvc: /رمز التحقق/,
  },
  en: { name: /Name on card/, number: 'Card number', expiry: /Expiry/, cvc: /Security code/ },
} as const;

export const cardFrame = (page: Page) => page.frameLocator('[data-testid="card-fields-frame"]');

export async function fillCard(page: Page, locale: Locale, number: string) {
  const labels = LABELS[locale];
  await page.getByLabel(labels.name).fill('Sara Alqahtani');
  const frame = cardFrame(page);
  await frame.getByLabel(labels.number, { exact: true }).pressSequentially(number);
  await frame.getByLabel(labels.expiry).fill('12/39');
  await frame.getByLabel(labels.cvc).fill('123');
}

/** Digits of the test cards, also grouped by four ("4111 1111 …") as a field may hold them. */
function leaks(text: string): string[] {
  const plain = text.replace(/[\s-]/g, '');
  return TEST_CARD_NUMBERS.filter((number) => plain.includes(number));
}

/**
 * Records every request body and every storage or cookie write of the app's pages from now on;
 * `check()` fails on any test card number found outside the provider's origin.
 */
export async function guardCardData(page: Page) {
  const found: string[] = [];
  let providerOrigin = '';
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (request.frame().url().includes('/psp/v1/fields')) providerOrigin = origin;
    const hits = leaks(
      `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`,
    );
    if (hits.length > 0 && !request.url().includes('/psp/v1/'))
      found.push(`${request.url()}: ${hits.join(', ')}`);
  });
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { __storageWrites: string[] }).__storageWrites = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(`${location.origin} ${key}=${value}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        writes.push(`${location.origin} cookie ${value}`);
        cookie.set!.call(document, value);
      },
    });
  });
  return {
    async check() {
      const writes = await page.evaluate(
        () => (window as unknown as { __storageWrites?: string[] }).__storageWrites ?? [],
      );
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
      );
      const inStorage = [...writes, stored].filter((write) => leaks(write).length > 0);
      expect(providerOrigin, 'the card was tokenised by the provider').toMatch(/^https?:\/\//);
      expect(providerOrigin, 'the card fields came from another origin').not.toBe(
        new URL(page.url()).origin,
      );
      expect([...found, ...inStorage], 'card numbers outside the provider').toEqual([]);
    },
  };
}
