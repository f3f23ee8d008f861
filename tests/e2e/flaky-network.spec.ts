// One walk per capability on a bad network (the mock's `flaky-network` scenario: 503s, lost
// connections and 0.5–1.5 s waits on a share of calls, one call that outlives the app's timeout; the same
// faults on every run of a walk, mocks/handlers/network-faults.ts): browse with filters, sign in,
// reserve and pay, the financing wizard to its submission, the contact form. Safe and keyed calls are
// retried by the app; the others show a retry that the walk uses like a customer. And the API gone for
// 30 s in the middle of a form: the form keeps what was typed and is sent once the API is back.
import {
  advanceClock,
  DEMO_CUSTOMER,
  expect,
  localized,
  mockStats,
  passTime,
  startOutage,
  test,
} from './fixtures';
import {
  financingText,
  requestUpToFinancingThroughApi,
  uploadDocumentsThroughApi,
} from './financing-support';
import { FORM_TEXT } from './forms-support';
import { chooseFirstRetrying, sendUntil } from './network-support';
import { fillCard } from './payment-support';

test.beforeEach(async ({ scenario }) => {
  await scenario('flaky-network');
});

test.afterEach(async ({ page }) => {
  // The walk met the faults it was meant to meet.
  const { faults } = await mockStats(page);
  expect(Object.values(faults).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
});

test('browse with filters (ar)', async ({ page }) => {
  await page.goto(localized('ar', '/properties'));
  const heading = page.locator('#results-heading');
  await expect(heading).toHaveText(/\d/);
  const unfiltered = await heading.innerText();
  const filters = page.getByRole('form', { name: 'عوامل التصفية' });
  await filters.getByLabel('نوع العقار').selectOption('group:apartment');
  await filters.getByLabel('الغرض').selectOption('sale');
  await filters.getByRole('button', { name: 'اعرض النتائج' }).click();
  await expect(page).toHaveURL(/group=apartment/);
  await expect(heading).not.toHaveText(unfiltered);
  await page.locator('main article h3 a').first().click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(page.getByTestId('license-block')).toBeVisible();
});

test('sign in (en)', async ({ page }) => {
  await page.goto(localized('en', '/account/reservations'));
  await expect(page).toHaveURL(/\/sign-in\?from=/);
  await page
    .getByRole('textbox', { name: 'Mobile number or national ID' })
    .fill(DEMO_CUSTOMER.nationalId);
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await sendUntil(page, page.getByRole('button', { name: 'Send code' }), code);
  await code.pressSequentially(DEMO_CUSTOMER.otp);
  const signedIn = page.getByRole('button', { name: /My account/ });
  await sendUntil(page, page.getByRole('button', { name: 'Verify' }), signedIn);
  await expect(page).toHaveURL(localized('en', '/account/reservations'));
});

test('reserve and pay, charged once (ar)', async ({ page, signIn }) => {
  await signIn();
  await page.clock.install();
  await page.goto(localized('ar', '/reservation-checkout/501'));
  const payHeading = page.getByRole('heading', { name: 'ادفع مبلغ الحجز' });
  await sendUntil(page, page.getByRole('button', { name: 'احجز الآن' }), payHeading);
  await fillCard(page, 'ar', '4111111111111111');
  const processing = page.getByRole('heading', { name: /جارٍ|تم حجز الوحدة لك/ });
  await sendUntil(page, page.getByRole('button', { name: /^ادفع / }), processing);
  await passTime(page, 3);
  await expect(page.getByRole('heading', { name: 'تم حجز الوحدة لك' })).toBeVisible();
  const stats = await mockStats(page);
  expect(stats.payments).toBe(1);
  expect(stats.payments_successful).toBe(1);
  expect(stats.reservations_charged_twice).toBe(0);
});

test('the financing wizard to its submission (en)', async ({ page, context, signIn, scenario }) => {
  const t = financingText('en');
  const step = (id: string) => page.getByRole('heading', { name: t[id], exact: true });
  const next = page.getByRole('button', { name: t['financing.wizard.next'] });
  await signIn();
  // A request whose property, employment and income are saved, made on a good network.
  await scenario();
  const id = await requestUpToFinancingThroughApi(context, [
    'own_property',
    'property_type',
    'property_readiness',
    'region_id',
    'address',
    'employment_type',
    'employer_name',
    'monthly_income',
    'official_obligations',
  ]);
  await uploadDocumentsThroughApi(context, id);
  await scenario('flaky-network');
  await page.goto(localized('en', `/financing-requests/${id}/edit`));
  await expect(step('financing.step.loans')).toBeVisible();
  for (const field of ['financing.field.hasExistingMortgage', 'financing.field.hasActiveLoans']) {
    await page
      .getByRole('group', { name: t[field] })
      .getByRole('radio', { name: t['shared.no'] })
      .check();
  }
  await sendUntil(page, next, step('financing.step.additional'));
  await page.getByLabel(t['financing.field.familyMembers']).fill('4');
  await page.getByLabel(t['financing.field.age']).fill('35');
  await chooseFirstRetrying(page, t['forms.field.nationality']);
  await chooseFirstRetrying(page, t['forms.field.maritalStatus']);
  await chooseFirstRetrying(page, t['forms.field.residenceCity']);
  await sendUntil(page, next, step('financing.step.property'));
  await sendUntil(page, next, step('financing.step.financing'));
  await page.getByLabel(t['shared.finance.downPayment']).fill('200000');
  await page.getByLabel(t['financing.field.loanTermYears']).fill('25');
  await page.getByLabel(t['financing.field.preferredInstallment']).fill('5000');
  await page.getByRole('radio', { name: t['financing.choice.feesNone'] }).check();
  await sendUntil(page, next, step('financing.step.documents'));
  await page.getByRole('link', { name: t['financing.wizard.finish'] }).click();
  await expect(
    page.getByText(t['shared.financingRequest.status.filled'], { exact: true }),
  ).toBeVisible();

  const waiting = page.getByText(t['financing.detail.waitingOffers']);
  await sendUntil(page, page.getByRole('button', { name: t['financing.detail.submit'] }), waiting);
});

test('the contact form (en)', async ({ page }) => {
  const t = FORM_TEXT.en;
  await page.goto(localized('en', '/contact-us'));
  await page.getByRole('combobox', { name: t.reason }).selectOption('suggestion');
  await page.getByRole('textbox', { name: t.fullName }).fill('Sara Alqahtani');
  await page.getByRole('textbox', { name: t.contactEmail }).fill('sara@example.com');
  await page.getByRole('textbox', { name: t.phone }).fill('0551234567');
  await page.getByRole('textbox', { name: t.details }).fill('Please add schools to the map.');
  const sent = page.getByRole('heading', { name: t.messageSent });
  await sendUntil(page, page.getByRole('button', { name: t.sendMessage }), sent);
  await expect(page.getByText(t.reference)).toBeVisible();
});

test.describe('the API gone for 30 s', () => {
  test.beforeEach(async ({ scenario }) => {
    await scenario();
  });

  test('in the middle of the contact form, then back (ar)', async ({ page }) => {
    const t = FORM_TEXT.ar;
    await page.goto(localized('ar', '/contact-us'));
    await page.getByRole('combobox', { name: t.reason }).selectOption('suggestion');
    await page.getByRole('textbox', { name: t.fullName }).fill('سارة القحطاني');
    await page.getByRole('textbox', { name: t.contactEmail }).fill('sara@example.com');
    await page.getByRole('textbox', { name: t.phone }).fill('0551234567');
    const text = 'أرجو إضافة المدارس القريبة على الخريطة.';
    await page.getByRole('textbox', { name: t.details }).fill(text);

    await startOutage(page, 30);
    await page.getByRole('button', { name: t.sendMessage }).click();
    const retry = page.getByRole('alert').getByRole('button', { name: 'حاول مرة أخرى' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.details })).toHaveValue(text);
    await expect(page.getByRole('textbox', { name: t.fullName })).toHaveValue('سارة القحطاني');

    await advanceClock(page, 30);
    await retry.click();
    await expect(page.getByRole('heading', { name: t.messageSent })).toBeFocused();
    await expect(page.getByText(t.reference)).toBeVisible();
    expect((await mockStats(page)).faults.outage).toBeGreaterThanOrEqual(3);
  });
});
