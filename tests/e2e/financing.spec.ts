// The financing journeys: create a request for an own property, fill the wizard (with the SIMAH
// pre-fill), upload its documents (one rejected by the review and uploaded again) and submit it
// until the offers are ready; cancel a new request. Comparing and choosing offers, then the
// timeline to the bank's decision: financing-offers.spec.ts.
import { expect, LOCALES, localized, passTime, test } from './fixtures';
import {
  chooseFirst,
  documentItem,
  fillOwnProperty,
  financingText as catalogue,
  requestUpToFinancingThroughApi,
  uploadDocument,
} from './financing-support';

for (const locale of LOCALES) {
  test(`a financing request created, its first steps filled; Back keeps what was typed (${locale})`, async ({
    page,
    signIn,
    axe,
  }) => {
    const t = catalogue(locale);
    const next = { name: t['financing.wizard.next'] };
    await signIn();
    // The credit bureau answers seconds later at the mock; the page polls.
    await page.clock.install();

    await page.goto(localized(locale, '/financing-requests'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t['financing.list.intro'])).toBeVisible();
    await axe();

    // Create: a property outside the platform.
    await page.getByRole('button', { name: t['financing.list.newRequest'] }).click();
    await fillOwnProperty(page, t, {
      type: 'house',
      readiness: 'ready_unit',
      address: 'Al Narjis, street 12',
      price: '١٬٠٠٠٬٠٠٠',
      description: 'Villa of 3 floors, north facing',
    });
    await axe();
    await page.getByRole('button', { name: t['financing.create.submit'] }).click();

    // Wizard: employment.
    await expect(page).toHaveURL(/\/financing-requests\/\d+\/edit$/);
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
    // SIMAH is asked only once the customer has read what, why and how long, and ticked consent.
    await page.getByRole('button', { name: t['financing.prefill.start'] }).click();
    await expect(page.getByRole('alert')).toHaveText(t['errors.code.simah_consent__required']);
    await expect(page.getByLabel(t['financing.consent.agree'])).toBeFocused();
    await axe();
    await page.getByLabel(t['financing.consent.agree']).check();
    await page.getByRole('button', { name: t['financing.prefill.start'] }).click();
    await expect(page.getByText(t['financing.prefill.waiting'])).toBeVisible();
    await axe();
    await passTime(page, 5);
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
  });

  test(`the last step of the wizard, then the request sent until its offers are ready (${locale})`, async ({
    page,
    context,
    signIn,
    axe,
  }) => {
    const t = catalogue(locale);
    await signIn();
    const requestPath = localized(
      locale,
      `/financing-requests/${await requestUpToFinancingThroughApi(context)}`,
    );
    // The offers come seconds later at the mock; the page polls.
    await page.clock.install();
    await page.goto(`${requestPath}/edit`);

    // Financing request: the down payment fills the financed share; an out-of-range loan is refused.
    await expect(
      page.getByRole('heading', { name: t['financing.step.financing'], exact: true }),
    ).toBeVisible();
    await page.getByLabel(t['shared.finance.downPayment']).fill('950000');
    await page.getByLabel(t['financing.field.loanTermYears']).fill('25');
    await page.getByLabel(t['financing.field.preferredInstallment']).fill('5000');
    await page.getByRole('radio', { name: t['financing.choice.feesNone'] }).check();
    await page.getByRole('button', { name: t['financing.wizard.next'] }).click();
    await expect(page.getByLabel(t['shared.finance.downPayment'])).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel(t['shared.finance.downPayment']).fill('200000');
    await expect(page.getByLabel(t['financing.field.loanPercent'])).toHaveValue('80');
    await axe();
    await page.getByRole('button', { name: t['financing.wizard.next'] }).click();

    // Documents: what a private-sector employee with an own property needs; a blurred scan.
    await expect(
      page.getByRole('heading', { name: t['financing.step.documents'], exact: true }),
    ).toBeVisible();
    await expect(documentItem(page, t, 'property_deed')).toBeVisible();
    await uploadDocument(page, t, 'national_id', 'id.pdf');
    await uploadDocument(page, t, 'bank_statements', 'blurred-statements.pdf');
    await axe();
    await page.getByRole('link', { name: t['financing.wizard.finish'] }).click();

    // Detail: complete → submit → offers ready; the review has rejected the blurred scan.
    await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
    await expect(
      page.getByText(t['shared.financingRequest.status.filled'], { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: t['financing.detail.submit'] }).click();
    await expect(page.getByText(t['financing.detail.waitingOffers'])).toBeVisible();
    await passTime(page, 11);
    // In the page, not in the notification that pops up with the same news and link.
    const main = page.getByRole('main');
    await expect(main.getByText(t['financing.detail.offersReady'])).toBeVisible();
    await expect(main.getByRole('link', { name: t['financing.detail.seeOffers'] })).toBeVisible();
    const statements = documentItem(page, t, 'bank_statements');
    await expect(
      statements.getByText(t['shared.financingDocument.review.rejected'], { exact: true }),
    ).toBeVisible();
    await expect(
      documentItem(page, t, 'national_id').getByText(
        t['shared.financingDocument.review.accepted'],
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await axe();
    await uploadDocument(
      page,
      t,
      'bank_statements',
      'statements.pdf',
      'financing.documents.uploadAgain',
    );
  });
}

test('the request list and a cancelled request (en)', async ({ page, signIn }) => {
  const t = catalogue('en');
  await signIn();
  await page.goto(localized('en', '/financing-requests?new=1'));
  await fillOwnProperty(page, t, {
    type: 'apartment',
    readiness: 'sale_on_map',
    address: 'Al Malqa',
    price: '800,000',
    description: 'Apartment off-plan',
  });
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
