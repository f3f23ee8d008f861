// What a buyer on a phone must never meet (issue 34), each at 390 px and 360 px in both languages: a
// bank-transfer step wider than the screen, the map drawn over the listing's fixed bar, and a price
// cut off in that bar. `layoutFaults` also runs at each state other phone journeys reach.
import { expect, LOCALES, localized, test, type Locale } from './fixtures';
import { financingText as messagesOf } from './financing-support';
import { layoutFaults } from './phone-support';

const WIDTHS = [390, 360] as const;
const TRANSFER_UNIT = 502;
const LISTINGS = ['/units/501', '/properties/1036', '/projects/1'] as const;

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  for (const width of WIDTHS) {
    test.describe(`a ${width} px phone (${locale})`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
      });

      test('the bank-transfer step fits the screen, IBAN and reference whole', async ({
        page,
        signIn,
      }) => {
        await signIn();
        await page.goto(localized(locale, `/reservation-checkout/${TRANSFER_UNIT}`));
        await page.getByRole('button', { name: t['reservation.reserve.button'] }).click();
        await page
          .getByRole('radio', { name: t['shared.reservation.paymentMethod.bank_transfer'] })
          .check();
        await page.getByRole('button', { name: t['reservation.pay.bankTransferButton'] }).click();
        await expect(
          page.getByRole('heading', { name: t['reservation.bankTransfer.heading'], exact: true }),
        ).toBeFocused();
        expect(await layoutFaults(page)).toEqual([]);
        const copy = page.getByRole('button', { name: /^(Copy|نسخ) / });
        await expect(copy).toHaveCount(2);
        const whole = [
          page.getByTestId('iban'),
          page.getByTestId('reference'),
          ...(await copy.all()),
        ];
        for (const element of whole) {
          await element.scrollIntoViewIfNeeded();
          await expect(element).toBeInViewport({ ratio: 1 });
        }
      });

      for (const path of LISTINGS) {
        test(`${path}: the bar shows the price whole, and nothing is drawn over it`, async ({
          page,
        }) => {
          await page.goto(localized(locale, path));
          const bar = page.getByTestId('action-bar');
          await expect(bar).toBeInViewport({ ratio: 1 });
          expect(await layoutFaults(page)).toEqual([]);
          const price = bar.locator('.price');
          const shown = await price.evaluate(
            (element) => element.scrollWidth <= element.clientWidth,
          );
          expect(shown).toBe(true);
          // The small map, loaded and scrolled behind the bar.
          const map = page.getByTestId('location-map');
          await map.scrollIntoViewIfNeeded();
          await expect(map.locator('.leaflet-container')).toBeVisible();
          await map.evaluate((element) => {
            const box = element.getBoundingClientRect();
            window.scrollBy(0, box.top - (window.innerHeight - 60 - box.height / 2));
          });
          expect(await layoutFaults(page)).toEqual([]);
        });
      }
    });
  }
}
