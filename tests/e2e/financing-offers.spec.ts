// The offers of a prepared request compared in one table (sorted, the expired one refused), one
// chosen after confirming, then the request's timeline followed to the bank's approval.
import type { Page } from '@playwright/test';
import { expect, LOCALES, localized, passTime, test } from './fixtures';
import { financingText as catalogue } from './financing-support';

/** The seed's request with its offers ready (mocks/db/financing/seed.ts); Al Maskan's has lapsed. */
const PREPARED_REQUEST = 55;

/** The row of one bank's offer, found by the bank's id in its logo. */
const offerRow = (page: Page, bankId: number) =>
  page.getByRole('row').filter({ has: page.locator(`img[src*="/banks/${bankId}/"]`) });

/** The installments of the rows, top to bottom, as numbers. */
async function installments(page: Page): Promise<number[]> {
  const texts = await page.locator('tbody tr td.installment').allTextContents();
  return texts.map((text) =>
    Number(
      text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/[^\d.]/g, ''),
    ),
  );
}

for (const locale of LOCALES) {
  test(`offers compared and sorted, the expired one refused, one chosen, the timeline to approved (${locale})`, async ({
    page,
    signIn,
    axe,
  }) => {
    const t = catalogue(locale);
    const requestPath = localized(locale, `/financing-requests/${PREPARED_REQUEST}`);
    await signIn();
    await page.clock.install();
    await page.goto(requestPath);
    const timeline = page.getByRole('list', { name: t['financing.timeline.label'] });
    await expect(timeline.locator('[aria-current="step"]')).toContainText(
      t['shared.financingRequest.status.prepared'],
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: t['financing.detail.seeOffers'] })
      .click();
    await expect(page).toHaveURL(new RegExp(`${requestPath}/offers$`));

    // Compare: one table, cheapest total first; sort by the installment, then turn it around.
    const table = page.getByRole('table', { name: t['shared.offer.scrollHint'] });
    await expect(table.getByRole('row')).toHaveCount(5);
    const total = table.getByRole('columnheader', { name: t['shared.offer.totalPayable'] });
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await axe();
    const installment = table.getByRole('button', { name: t['shared.finance.monthlyInstallment'] });
    await installment.click();
    await expect(installment.locator('xpath=..')).toHaveAttribute('aria-sort', 'ascending');
    await expect(total).not.toHaveAttribute('aria-sort');
    const ascending = await installments(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await installment.click();
    await expect(installment.locator('xpath=..')).toHaveAttribute('aria-sort', 'descending');
    expect(await installments(page)).toEqual([...ascending].reverse());
    await expect(table.getByText(t['shared.offer.lowestTotal'])).toHaveCount(1);
    await expect(table.getByText(t['shared.offer.lowestInstallment'])).toHaveCount(1);

    // The lapsed offer is marked and has no choice; the mock would refuse it too (component test).
    const expired = offerRow(page, 4);
    await expect(expired.getByText(t['shared.offer.expired'])).toBeVisible();
    await expect(expired.getByRole('button', { name: t['shared.offer.choose'] })).toHaveCount(0);

    // Choose one: the dialog says what happens next; Not now changes nothing.
    const choose = offerRow(page, 1).getByRole('button', { name: t['shared.offer.choose'] });
    await choose.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: t['financing.offers.chooseCancel'] }).click();
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
    await choose.click();
    await dialog.getByRole('button', { name: t['financing.offers.chooseConfirm'] }).click();

    // The timeline follows the bank, each change also a notification.
    await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
    const current = timeline.locator('[aria-current="step"]');
    await expect(current).toContainText(t['financing.timeline.submitted']);
    // The chosen offer with its charts (a lazy chunk) and their table.
    await expect(page.getByRole('img', { name: t['shared.chart.balanceTitle'] })).toBeVisible();
    await page.getByText(t['shared.chart.showTable']).click();
    await expect(page.getByRole('table', { name: t['shared.chart.perMonth'] })).toBeVisible();
    await axe();
    await passTime(page, 6);
    await expect(current).toContainText(t['shared.financingRequest.status.processing']);
    await passTime(page, 11);
    await expect(
      page.getByText(t['shared.financingRequest.status.approved'], { exact: true }).first(),
    ).toBeVisible();
    await expect(timeline.locator('li[data-state="upcoming"]')).toHaveCount(0);
    await expect(timeline.locator('li').last()).toContainText(
      t['shared.financingRequest.status.approved'],
    );
    await axe();
  });
}
