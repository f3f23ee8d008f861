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

/** A security code (CVC) by any usual name, with its digits: `"cvc":"123"`, `cvv=123`. */
const SECURITY_CODE = /\b(cvc|cvv2?|csc|cvn|security.?code)["']?\s*[:=]\s*["']?\d{3,4}\b/i;

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
export const cardNumber = (page: Page, locale: Locale) =>
  cardFrame(page).getByLabel(LABELS[locale].number, { exact: true });

/** Types the name on our page (unless `name: false`) and the card in the provider's frame. */
export async function fillCard(
  page: Page,
  locale: Locale,
  number: string,
  options: { name?: boolean } = {},
) {
  const labels = LABELS[locale];
  if (options.name !== false) await page.getByLabel(labels.name).fill('Sara Alqahtani');
  const frame = cardFrame(page);
  await frame.getByLabel(labels.number, { exact: true }).pressSequentially(number);
  await frame.getByLabel(labels.expiry).fill('12/39');
  await frame.getByLabel(labels.cvc).fill('123');
}

/** After a failure that may pass: the name, the card, its expiry and code all still there. */
export async function expectCardKept(page: Page, locale: Locale) {
  const labels = LABELS[locale];
  const frame = cardFrame(page);
  await expect(page.getByLabel(labels.name)).toHaveValue('Sara Alqahtani');
  await expect(cardNumber(page, locale)).not.toHaveValue('');
  await expect(frame.getByLabel(labels.expiry)).toHaveValue('12/39');
  await expect(frame.getByLabel(labels.cvc)).toHaveValue('123');
}

/** No field of the page or of the provider's frame is marked invalid. */
export async function expectNothingMarked(page: Page) {
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(cardFrame(page).locator('[aria-invalid="true"]')).toHaveCount(0);
}

/** A message with placeholders as a pattern (each `{…}` stands for any text). */
export function pattern(message: string): RegExp {
  const parts = message.split(/\{(?:[^{}]|\{[^{}]*\})*\}/);
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}

/** Another customer holds the unit now (the mock's `POST /__mock/hold`). */
export async function holdForAnotherCustomer(page: Page, unitId: number) {
  const answer = await page.request.post('/__mock/hold', { data: { unit_id: unitId } });
  expect(answer.ok(), 'POST /__mock/hold').toBe(true);
}

/** One reservation attempt through the API, then its cancellation (the unit is free again). */
export async function reserveThroughApi(page: Page, unitId: number) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const headers = { 'X-CSRFTOKEN': csrf, Accept: 'application/json' };
  const held = await page.request.post('/customer/api/v1/reservations/', {
    data: { unit_id: unitId },
    headers,
  });
  expect(held.status(), `reserve: ${await held.text()}`).toBe(201);
  const { id } = (await held.json()) as { id: number };
  const canceled = await page.request.post(`/customer/api/v1/reservations/${id}/cancel`, {
    data: {},
    headers,
  });
  expect(canceled.ok(), `cancel: ${await canceled.text()}`).toBe(true);
}

/** Test card numbers (also grouped by four, "4111 1111 …", as a field may hold them) and security codes. */
function leaks(text: string): string[] {
  const plain = text.replace(/[\s-]/g, '');
  const numbers = TEST_CARD_NUMBERS.filter((number) => plain.includes(number));
  return SECURITY_CODE.test(decoded(text)) ? [...numbers, 'a security code'] : numbers;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Records every request (URL, headers, body) and every storage or cookie write of every document of
 * the page from now on, across navigations (the provider's 3-D Secure page and back); `check()` fails
 * on any test card number found outside the provider's origin, in a request, a write, the storage left
 * behind or any cookie of the context.
 */
export async function guardCardData(page: Page) {
  const found: string[] = [];
  const writes: string[] = [];
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
  await page.exposeFunction('__cardGuardWrite', (write: string) => writes.push(write));
  await page.addInitScript(() => {
    const record = (write: string) =>
      (window as unknown as { __cardGuardWrite: (w: string) => void }).__cardGuardWrite(
        `${location.origin} ${write}`,
      );
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      record(`${key}=${value}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        record(`cookie ${value}`);
        cookie.set!.call(document, value);
      },
    });
  });
  return {
    async check() {
      const stored = await page.evaluate(
        () => `${location.origin} ${JSON.stringify({ ...localStorage, ...sessionStorage })}`,
      );
      const cookies = JSON.stringify(await page.context().cookies());
      const outside = [...writes, stored].filter((write) => !write.startsWith(providerOrigin));
      const inStorage = [...outside, cookies].filter((write) => leaks(write).length > 0);
      expect(providerOrigin, 'the card was tokenised by the provider').toMatch(/^https?:\/\//);
      expect(providerOrigin, 'the card fields came from another origin').not.toBe(
        new URL(page.url()).origin,
      );
      expect([...found, ...inStorage], 'card numbers outside the provider').toEqual([]);
    },
  };
}
