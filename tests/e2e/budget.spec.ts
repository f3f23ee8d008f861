// The budget check and what a price means, against the built app and the mock server, on a phone
// (390 px) then a desktop: a guest works out a budget, signs in (its answers kept in the page) and
// saves it; cards show the monthly estimate and the within-budget mark, the list filters by it; a
// unit's page shows the district's median of registered sales and its price history; a financing
// request starts from the budget's answers and names them. The rules are unit tests
// (src/lib/lending/lending-budget.test.ts), the mock's are mocks/handlers/budget.test.ts.
import { expect, LOCALES, localized, test } from './fixtures';
import { DEMO_CUSTOMER } from './fixtures';
import { TEXT } from './auth-support';
import { fillOwnProperty, financingText as catalogue } from './financing-support';

const PHONE = { width: 390, height: 844 };
/** The answers the first walk gives the budget check, saved through the API for the second. */
const SAVED_BUDGET = {
  monthly_income: 18000,
  monthly_obligations: 1500,
  employment_type: 'military',
  employment_sub_type: 'officer',
  age: 34,
  first_home: true,
  housing_support: false,
};
const DESKTOP = { width: 1280, height: 900 };
/** `{placeholder}`s of a message as "anything". */
const pattern = (message: string) =>
  new RegExp(
    message
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );

for (const locale of LOCALES) {
  test(`a guest checks a budget, saves it after signing in, and homes show it (${locale})`, async ({
    page,
    axe,
  }) => {
    const t = catalogue(locale);
    const auth = TEXT[locale];
    await page.setViewportSize(PHONE);
    await page.goto(localized(locale, '/budget'));
    await expect(
      page.getByRole('heading', { level: 1, name: t['pages.budget.title'] }),
    ).toBeVisible();
    await page.getByLabel(t['budget.field.income']).fill('18000');
    await page.getByLabel(t['budget.field.obligations']).fill('1500');
    await page.getByLabel(t['budget.field.employmentType']).selectOption('military');
    await page.getByLabel(t['budget.field.subType']).selectOption('officer');
    await page.getByLabel(t['budget.field.age']).fill('34');
    await page.getByRole('button', { name: t['budget.check.submit'] }).click();
    const result = page.getByTestId('budget-result');
    await expect(result.getByRole('heading', { name: t['budget.result.title'] })).toBeFocused();
    await expect(result.getByTestId('budget-limits')).toHaveText(
      pattern(t['budget.limit.obligations']),
    );
    await axe();

    await result.getByRole('link', { name: t['budget.save.signIn'] }).click();
    await page.getByRole('textbox', { name: auth.login }).fill(DEMO_CUSTOMER.nationalId);
    await page.getByRole('button', { name: auth.sendCode }).click();
    await page.getByRole('textbox', { name: auth.code }).pressSequentially(DEMO_CUSTOMER.otp);
    await page.getByRole('button', { name: auth.verify }).click();
    await expect(page).toHaveURL(localized(locale, '/budget'));
    await expect(page.getByLabel(t['budget.field.income'])).toHaveValue('18000');
    await page.getByRole('button', { name: t['budget.save.submit'] }).click();
    await expect(page.getByTestId('budget-notice')).toHaveText(t['budget.save.done']);
    await axe();

    await page.setViewportSize(DESKTOP);
    await page.goto(localized(locale, '/units'));
    await expect(page.getByTestId('budget-fit').first()).toHaveText(
      pattern(t['shared.budget.perMonth']),
    );
    await page.getByLabel(pattern(t['shared.budget.filter'])).check();
    await expect(page).toHaveURL(/price_max=\d+/);
    const marks = page.getByTestId('budget-fit').filter({ hasText: t['shared.budget.within'] });
    await expect(marks.first()).toBeVisible();
    // Once the filtered list is in, every home on it is within the budget.
    await expect(
      page.getByTestId('budget-fit').filter({ hasNotText: t['shared.budget.within'] }),
    ).toHaveCount(0);
    await axe('#main');
  });

  // Two walks: one long one came near the 30 s ceiling on a shared 2-core machine.
  test(`a unit's page and a financing request use the saved budget (${locale})`, async ({
    page,
    context,
    signIn,
    axe,
  }) => {
    const t = catalogue(locale);
    await signIn();
    await context.request.get('/customer/api/v1/check-authenticated');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
    const saved = await context.request.put('/customer/api/v1/budget', {
      headers: { 'X-CSRFTOKEN': csrf ?? '' },
      data: SAVED_BUDGET,
    });
    expect(saved.ok(), `save: ${await saved.text()}`).toBe(true);
    await page.setViewportSize(DESKTOP);

    // What the price of a unit means: the district's registered sales and its own changes.
    await page.goto(localized(locale, '/units/501'));
    await expect(page.getByTestId('budget-fit').first()).toBeVisible();
    const priceContext = page.getByTestId('price-context');
    await priceContext.scrollIntoViewIfNeeded();
    await expect(priceContext.getByTestId('district-price')).toHaveText(/[%٪]/);
    await expect(priceContext.getByTestId('price-history').getByRole('listitem')).toHaveCount(1);
    await axe('#main');

    // A financing request started now takes the budget's answers and says so.
    await page.goto(localized(locale, '/financing-requests'));
    await page.getByRole('button', { name: t['financing.list.newRequest'] }).click();
    await fillOwnProperty(page, t, {
      type: 'house',
      readiness: 'ready_unit',
      address: 'Al Narjis, street 12',
      price: '1000000',
      description: 'Villa of 3 floors, north facing',
    });
    await page.getByRole('button', { name: t['financing.create.submit'] }).click();
    await expect(page).toHaveURL(/\/financing-requests\/\d+\/edit$/);
    await expect(page.getByLabel(t['financing.field.employmentType'])).toHaveValue('military');
    await expect(page.getByTestId('from-budget')).toBeVisible();
    await axe('#main');
  });
}
