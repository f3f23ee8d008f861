// The financing journey: create a request for an own property, fill the wizard (with the SIMAH
// pre-fill), submit, see the offers, choose one, follow the status to the bank's decision.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, LOCALES, localized, test, type Locale } from './fixtures';

/** Every message of a language, by id (the texts the app shows). */
const catalogue = (locale: Locale): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(`src/i18n/locales/${locale}`).map(
      (file) => JSON.parse(readFileSync(`src/i18n/locales/${locale}/${file}`, 'utf8')) as object,
    ),
  );

async function advanceClock(page: Page, seconds: number) {
  const answer = await page.request.post('/__mock/clock', { data: { advance_seconds: seconds } });
  expect(answer.ok()).toBe(true);
}

async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

for (const locale of LOCALES) {
  test(`financing request from creation to approval (${locale})`, async ({ page, signIn, axe }) => {
    test.setTimeout(180_000);
    const t = catalogue(locale);
    const next = { name: t['financing.wizard.next'] };
    await signIn();

    await page.goto(localized(locale, '/financing-requests'));
    // The first load of the guarded page can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(t['financing.list.intro'])).toBeVisible();
    await axe();

    // Create: a property outside the platform.
    await page.getByRole('button', { name: t['financing.list.newRequest'] }).click();
    await page.getByRole('radio', { name: t['financing.choice.sourceOwn'] }).check();
    await page.getByLabel(t['forms.field.propertyType']).selectOption('house');
    await page.getByLabel(t['financing.field.propertyReadiness']).selectOption('ready_unit');
    await chooseFirst(page, t['forms.field.region']);
    await chooseFirst(page, t['forms.field.city']);
    await page.getByLabel(t['financing.field.address']).fill('Al Narjis, street 12');
    await page.getByLabel(t['financing.field.estimatedPrice']).fill('١٬٠٠٠٬٠٠٠');
    await page
      .getByLabel(t['financing.field.propertyDescription'])
      .fill('Villa of 3 floors, north facing');
    await axe();
    await page.getByRole('button', { name: t['financing.create.submit'] }).click();

    // Wizard: employment.
    await expect(page).toHaveURL(/\/financing-requests\/\d+\/edit$/);
    const requestPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await expect(
      page.getByRole('heading', { name: t['financing.step.employment'], exact: true }),
    ).toBeVisible();
    await page.getByLabel(t['financing.field.employmentType']).selectOption('private');
    await page.getByLabel(t['financing.field.employerName']).fill('Example Co');
    await axe();
    await page.getByRole('button', next).click();

    // Financial information with the credit-bureau pre-fill.
    await expect(
      page.getByRole('heading', { name: t['financing.step.financial'], exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: t['financing.prefill.start'] }).click();
    await expect(page.getByText(t['financing.prefill.waiting'])).toBeVisible();
    await axe();
    await advanceClock(page, 5);
    await expect(page.getByLabel(t['financing.field.monthlyIncome'])).toHaveValue('18500');
    await expect(page.getByLabel(t['financing.field.officialObligations'])).toHaveValue('1200');
    await page.getByRole('button', next).click();

    // Active loans.
    await expect(
      page.getByRole('heading', { name: t['financing.step.loans'], exact: true }),
    ).toBeVisible();
    for (const field of ['financing.field.hasExistingMortgage', 'financing.field.hasActiveLoans']) {
      await page
        .getByRole('group', { name: t[field] })
        .getByRole('radio', { name: t['shared.no'] })
        .check();
    }
    await page.getByRole('button', next).click();

    // Additional details: Back keeps the values typed.
    await expect(
      page.getByRole('heading', { name: t['financing.step.additional'], exact: true }),
    ).toBeVisible();
    await page.getByLabel(t['financing.field.familyMembers']).fill('٤');
    await page.getByLabel(t['financing.field.age']).fill('35');
    await page.getByRole('button', { name: t['financing.wizard.back'] }).click();
    await expect(
      page.getByRole('heading', { name: t['financing.step.loans'], exact: true }),
    ).toBeVisible();
    await page.getByRole('button', next).click();
    await expect(page.getByLabel(t['financing.field.age'])).toHaveValue('35');
    await chooseFirst(page, t['forms.field.nationality']);
    await chooseFirst(page, t['forms.field.maritalStatus']);
    await chooseFirst(page, t['forms.field.residenceCity']);
    await page.getByRole('button', next).click();

    // The property chosen at creation is kept.
    await expect(
      page.getByRole('heading', { name: t['financing.step.property'], exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: t['financing.choice.sourceOwn'] })).toBeChecked();
    await page.getByRole('button', next).click();

    // Financing request: the down payment fills the financed share; an out-of-range loan is refused.
    await expect(
      page.getByRole('heading', { name: t['financing.step.financing'], exact: true }),
    ).toBeVisible();
    await page.getByLabel(t['shared.finance.downPayment']).fill('950000');
    await page.getByLabel(t['financing.field.loanTermYears']).fill('25');
    await page.getByLabel(t['financing.field.preferredInstallment']).fill('5000');
    await page.getByRole('radio', { name: t['financing.choice.feesNone'] }).check();
    await page.getByRole('button', { name: t['financing.wizard.finish'] }).click();
    await expect(page.getByLabel(t['shared.finance.downPayment'])).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel(t['shared.finance.downPayment']).fill('200000');
    await expect(page.getByLabel(t['financing.field.loanPercent'])).toHaveValue('80');
    await axe();
    await page.getByRole('button', { name: t['financing.wizard.finish'] }).click();

    // Detail: complete → submit → offers ready.
    await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
    await expect(
      page.getByText(t['shared.financingRequest.status.filled'], { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: t['financing.detail.submit'] }).click();
    await expect(page.getByText(t['financing.detail.waitingOffers'])).toBeVisible();
    await advanceClock(page, 6);
    await expect(page.getByText(t['financing.detail.offersReady'])).toBeVisible({
      timeout: 10_000,
    });
    await axe();

    // Offers: compare, sort, choose one.
    await page.getByRole('link', { name: t['financing.detail.seeOffers'] }).click();
    await expect(page).toHaveURL(new RegExp(`${requestPath}/offers$`));
    await page.getByLabel(t['shared.sortBy']).selectOption('apr');
    const choose = page.getByRole('button', { name: t['shared.offer.choose'] });
    await expect(choose.first()).toBeVisible();
    await axe();
    await choose.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: t['financing.offers.chooseConfirm'] }).click();

    // The application moves on at the bank.
    await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
    await expect(
      page.getByText(t['shared.financingRequest.status.submitted'], { exact: true }),
    ).toBeVisible();
    await advanceClock(page, 6);
    // The mock clock is shared by parallel tests: another journey may already have moved it further.
    const reviewOrDecided = new RegExp(
      `^(${t['shared.financingRequest.status.processing']}|${t['shared.financingRequest.status.approved']})$`,
    );
    await expect(page.getByText(reviewOrDecided)).toBeVisible({ timeout: 10_000 });
    await advanceClock(page, 11);
    await expect(
      page.getByText(t['shared.financingRequest.status.approved'], { exact: true }),
    ).toBeVisible({
      timeout: 10_000,
    });
    await axe();
  });
}

test('the request list and a cancelled request (en)', async ({ page, signIn }) => {
  const t = catalogue('en');
  await signIn();
  await page.goto(localized('en', '/financing-requests?new=1'));
  await page.getByRole('radio', { name: t['financing.choice.sourceOwn'] }).check();
  await page.getByRole('button', { name: t['financing.create.submit'] }).click();
  await expect(page.getByLabel(t['financing.field.address'])).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel(t['forms.field.propertyType']).selectOption('apartment');
  await page.getByLabel(t['financing.field.propertyReadiness']).selectOption('sale_on_map');
  await chooseFirst(page, t['forms.field.region']);
  await chooseFirst(page, t['forms.field.city']);
  await page.getByLabel(t['financing.field.address']).fill('Al Malqa');
  await page.getByLabel(t['financing.field.estimatedPrice']).fill('800,000');
  await page.getByLabel(t['financing.field.propertyDescription']).fill('Apartment off-plan');
  await page.getByRole('button', { name: t['financing.create.submit'] }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.goto(new URL(page.url()).pathname.replace(/\/edit$/, ''));
  await expect(
    page.getByText(t['shared.financingRequest.status.new'], { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: t['financing.detail.cancel'] }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t['financing.detail.cancelConfirm'] })
    .click();
  await expect(
    page.getByText(t['shared.financingRequest.status.canceled'], { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t['financing.detail.cancel'] })).toHaveCount(0);
});
