// Texts, viewports and helpers of the phone journeys (phone.spec.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiIdle, expect, type Locale } from './fixtures';

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

/** Opens the map's first group of homes from the keyboard, and waits for the map to zoom in on it. */
export async function openFirstGroup(page: Page) {
  const map = page.getByTestId('property-map');
  const zoom = await map.getAttribute('data-zoom');
  await map.locator('.map-cluster').first().focus();
  await page.keyboard.press('Enter');
  await expect(map).not.toHaveAttribute('data-zoom', zoom ?? '');
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
  // The new results fit the map to themselves when they arrive: a journey that moves the map before
  // that has its moves undone (seen on a busy machine).
  await apiIdle(page);
}

/**
 * What a phone screen must never show: a page wider than the screen, a fixed bar whose text is cut
 * off, or anything drawn over a fixed bar. Returns the faults found, readable, so a journey can
 * `expect(await layoutFaults(page)).toEqual([])` in any state it reaches.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  const faults = await page.evaluate(() => {
    const faults: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('data-testid')
          ? `[data-testid=${element.getAttribute('data-testid')}]`
          : ''
      }${typeof element.className === 'string' && element.className ? `.${element.className.split(' ').slice(-1)[0]}` : ''}`;
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1);
        })
        .slice(-3)
        .map(name);
      faults.push(
        `page ${document.documentElement.scrollWidth}px wide on a ${width}px screen: ${wide.join(', ')}`,
      );
    }
    const bars = [...document.body.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.position === 'fixed' &&
        style.visibility !== 'hidden' &&
        // A region that lets taps through (the notification pop-up's) is not a bar.
        style.pointerEvents !== 'none' &&
        box.width > width / 2 &&
        box.height > 0 &&
        box.height < window.innerHeight / 3
      );
    });
    bars.forEach((bar, index) => {
      bar.setAttribute('data-fixed-bar', String(index));
      for (const element of [bar, ...bar.querySelectorAll('*')]) {
        const box = element.getBoundingClientRect();
        // Zero or one pixel: nothing drawn, or text kept for screen readers only.
        if (box.width <= 1 || box.height <= 1) continue;
        const hasText = element.textContent!.trim() !== '';
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow !== 'clip';
        if (hasText && clips && element.scrollWidth > element.clientWidth + 1) {
          faults.push(`text cut in a fixed bar: ${name(element)} «${element.textContent!.trim()}»`);
        }
        if (box.width < 24 && box.height < 24 && element.matches('a, button')) {
          faults.push(
            `control squeezed to ${Math.round(box.width)}×${Math.round(box.height)} in a fixed bar: ${name(element)}`,
          );
        }
      }
    });
    return faults;
  });
  return [...faults, ...(await barsCovered(page))];
}

/**
 * Anything drawn over a fixed bar, found by its pixels: the bar as shown, and the bar alone with the
 * rest of the page hidden, must look the same (the app sets no inline visibility, so clearing it
 * restores the page). (Hit-testing cannot tell: a map's panes are drawn
 * above the bar but not hit.)
 */
async function barsCovered(page: Page): Promise<string[]> {
  const faults: string[] = [];
  const count = await page.locator('[data-fixed-bar]').count();
  for (let index = 0; index < count; index++) {
    const bar = page.locator(`[data-fixed-bar="${index}"]`);
    const clip = await bar.boundingBox();
    if (!clip) continue;
    const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    const shown = await shot();
    // Inline styles through the CSSOM: the page's CSP allows no added style sheet.
    const alone = (on: boolean) =>
      bar.evaluate((element, hide) => {
        for (const other of document.body.querySelectorAll<HTMLElement>('*')) {
          if (!hide) {
            other.style.removeProperty('visibility');
            continue;
          }
          const inBar = element === other || element.contains(other);
          other.style.setProperty('visibility', inBar ? 'visible' : 'hidden', 'important');
        }
      }, on);
    await alone(true);
    const barAlone = await shot();
    await alone(false);
    if (!shown.equals(barAlone)) {
      const name = await bar.evaluate(
        (element) => element.getAttribute('aria-label') ?? element.tagName,
      );
      faults.push(`something is drawn over the fixed bar «${name}»`);
    }
  }
  await page.evaluate(() => {
    for (const bar of document.querySelectorAll('[data-fixed-bar]'))
      bar.removeAttribute('data-fixed-bar');
  });
  return faults;
}
