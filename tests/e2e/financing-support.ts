// Helpers of the financing journeys: the texts of both languages, and choosing from lookups.
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures';

/** Every message of a language, by id (the financing pages also show shared and form texts). */
export const financingText = (locale: Locale): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(`src/i18n/locales/${locale}`).map(
      (file) => JSON.parse(readFileSync(`src/i18n/locales/${locale}/${file}`, 'utf8')) as object,
    ),
  ) as Record<string, string>;

/** A small real PDF (its first bytes are what the app and the mock check). */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n');

/** The list item of one needed document, found by its name. */
export const documentItem = (page: Page, t: Record<string, string>, kind: string) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: t[`shared.financingDocument.kind.${kind}`] }),
  });

/** Uploads a PDF named `name` as the document of `kind`, and waits until it is received. */
export async function uploadDocument(
  page: Page,
  t: Record<string, string>,
  kind: string,
  name: string,
  button = 'financing.documents.upload',
) {
  const item = documentItem(page, t, kind);
  await item.locator('input[type=file]').setInputFiles({ name, mimeType: '', buffer: PDF });
  await item.getByRole('button', { name: t[button], exact: true }).click();
  await expect(item.getByText(t['shared.financingDocument.review.received'])).toBeVisible();
}

/** Chooses the first option of a select that is filled from a lookup, once it is filled. */
export async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

type OwnProperty = {
  type: string;
  readiness: string;
  address: string;
  price: string;
  description: string;
};

/** Fills the new-request form for a property outside the platform (not sent). */
export async function fillOwnProperty(page: Page, t: Record<string, string>, own: OwnProperty) {
  await page.getByRole('radio', { name: t['financing.choice.sourceOwn'] }).check();
  await page.getByLabel(t['forms.field.propertyType']).selectOption(own.type);
  await page.getByLabel(t['financing.field.propertyReadiness']).selectOption(own.readiness);
  await chooseFirst(page, t['forms.field.region']);
  await chooseFirst(page, t['forms.field.city']);
  await page.getByLabel(t['financing.field.address']).fill(own.address);
  await page.getByLabel(t['financing.field.estimatedPrice']).fill(own.price);
  await page.getByLabel(t['financing.field.propertyDescription']).fill(own.description);
}

const FILLED_BEFORE_FINANCING = {
  own_property: { description: 'Villa of 3 floors', city_id: 1, estimated_price: 1_000_000 },
  property_type: 'house',
  property_readiness: 'ready_unit',
  region_id: 1,
  address: 'Al Narjis, street 12',
  employment_type: 'private',
  employer_name: 'Example Co',
  monthly_income: 18_500,
  official_obligations: 1200,
  has_existing_mortgage: false,
  active_loan_monthly_amount: 0,
  active_loan_remaining_months: 0,
  family_members: 4,
  age: 35,
  nationality: 'SAU',
  marital_status: 'married',
  residence_city_id: 1,
};

/**
 * A request for an own villa of SAR 1,000,000, created through the API with every step but the
 * financing one saved (or only the fields `keep` names, from the first step on).
 */
export async function requestUpToFinancingThroughApi(
  context: BrowserContext,
  keep?: readonly (keyof typeof FILLED_BEFORE_FINANCING)[],
): Promise<number> {
  const fields = keep
    ? Object.fromEntries(keep.map((name) => [name, FILLED_BEFORE_FINANCING[name]]))
    : FILLED_BEFORE_FINANCING;
  await context.request.get('/customer/api/v1/check-authenticated');
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  const answer = await context.request.post('/customer/api/v1/financing-requests/', {
    headers: { 'X-CSRFTOKEN': csrf ?? '' },
    data: fields,
  });
  expect(answer.ok(), `create: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { id: number }).id;
}

/** Uploads a PDF for every document the request needs, through the API (as a finished upload step). */
export async function uploadDocumentsThroughApi(context: BrowserContext, id: number) {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  const url = `/customer/api/v1/financing-requests/${id}/documents/`;
  const list = (await (await context.request.get(url)).json()) as { results: { kind: string }[] };
  for (const { kind } of list.results) {
    const answer = await context.request.post(url, {
      headers: { 'X-CSRFTOKEN': csrf ?? '' },
      multipart: { kind, file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(answer.ok(), `upload ${kind}: ${await answer.text()}`).toBe(true);
  }
}
