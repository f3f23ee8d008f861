// Texts, viewports and helpers of the phone journeys (phone.spec.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures';

export const PHONE_TEXT = {
  ar: {
    reserve: /^احجز/,
    bar: 'السعر والإجراءات',
    filters: 'عوامل التصفية',
    kind: 'نوع العقار',
    show: /^اعرض \d+ نتيجة|^اعرض \d+ نتائج/,
    close: 'إغلاق',
    call: 'اتصال',
    whatsApp: 'واتساب',
    location: 'على الخريطة',
    narrow: 'اعرض المنطقة الظاهرة فقط',
    zoomIn: 'تكبير',
    districtRequired: 'يُرجى اختيار حي واحد على الأقل.',
    consentRequired: 'يُرجى الموافقة على تواصل فريق المبيعات معك.',
    belowFrom: 'يجب ألا يقل مبلغ «إلى» عن مبلغ «من».',
    priceFrom: 'من (ريال)',
    priceTo: 'إلى (ريال)',
  },
  en: {
    reserve: /^Reserve/,
    bar: 'Price and actions',
    filters: 'Filters',
    kind: 'Property type',
    show: /^Show \d+ results$/,
    close: 'Close',
    call: 'Call',
    whatsApp: 'WhatsApp',
    location: 'On the map',
    narrow: 'List only the area shown',
    zoomIn: 'Zoom in',
    districtRequired: 'Please choose at least one district.',
    consentRequired: 'Please agree to be contacted by our sales team.',
    belowFrom: 'The "to" amount must not be less than the "from" amount.',
    priceFrom: 'From (SAR)',
    priceTo: 'To (SAR)',
  },
} as const satisfies Record<Locale, Record<string, string | RegExp>>;

export const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 900 }],
] as const;

export async function reservableUnitId(request: APIRequestContext): Promise<number> {
  const list = await (await request.get('/api/v1/units/?page_size=50')).json();
  const unit = (list.results as { id: number; reservable: boolean }[]).find((u) => u.reservable);
  if (!unit) throw new Error('the seed has no reservable unit');
  return unit.id;
}

/** Where an element's first and last characters are drawn, and on how many lines. */
export async function textLayout(selector: Locator) {
  return selector.evaluate((element) => {
    const text = element.firstChild as Text;
    const rectOf = (at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect();
    };
    return {
      first: rectOf(0).left,
      last: rectOf(text.length - 1).left,
      lines: element.getClientRects().length,
    };
  });
}

/** Filters the property list to the Riyadh region: in the sheet on a phone, in the side form on a laptop. */
export async function filterToRiyadh(page: Page, phone: boolean, filters: string) {
  if (phone) {
    await page.getByRole('button', { name: filters }).click();
    const sheet = page.getByRole('dialog', { name: filters });
    await sheet.locator('#filter-region').selectOption('1');
    const submit = sheet
      .getByRole('button', { name: PHONE_TEXT.en.show })
      .or(sheet.getByRole('button', { name: PHONE_TEXT.ar.show }));
    await submit.click();
    await expect(sheet).toBeHidden();
  } else {
    await page.locator('#filter-region').selectOption('1');
    await page
      .getByRole('form', { name: filters })
      .evaluate((form) => (form as HTMLFormElement).requestSubmit());
  }
  await expect(page).toHaveURL(/region=1/);
}
