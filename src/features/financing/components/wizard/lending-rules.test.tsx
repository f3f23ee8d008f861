import { screen, waitFor, within } from '@testing-library/react';
import { getGetWebAppConfigMockHandler } from '@generated/api/lookups/lookups.msw';
import { describe, expect, it } from 'vitest';
import { financingRequests } from '../../../../../mocks/db/financing';
import { webAppConfig } from '../../../../../mocks/db/web-app-config';
import { server } from '../../../../../mocks/node';
import { signInForTest } from '../../../../../mocks/testing/page-session';
import { renderApp } from '@/testing/render';
import { FinancingWizard } from './financing-wizard';

/** The seed's request 56 (own flat of SAR 950,000, income 14,000) with obligations and an age. */
function applicant() {
  Object.assign(financingRequests.get(56)!.input, { official_obligations: 1_000, age: 50 });
  signInForTest();
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('the financing step and the responsible-lending rules', () => {
  it('starts at the largest loan the LTV allows and refuses every broken rule at once, with the amounts', async () => {
    applicant();
    const { user } = await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    const steps = await screen.findByRole('navigation', { name: 'Steps of the request' });
    await user.click(within(steps).getByRole('button', { name: /Financing request/ }));
    await screen.findByRole('heading', { name: 'Financing request' });
    // 90 % of 950,000: a down payment of 95,000, not 100 % financing.
    expect(field(/Down payment/)).toHaveValue('95000');
    expect(field(/Share of the price/)).toHaveValue('90');
    expect(field(/Loan term/)).toHaveValue('20');

    await user.clear(field(/Down payment/));
    await user.type(field(/Down payment/), '20000');
    await user.clear(field(/Loan term/));
    await user.type(field(/Loan term/), '25');
    await user.type(field(/Preferred monthly installment/), '9000');
    await user.click(screen.getByRole('radio', { name: 'No fees, or I settle them myself' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByText(
        'A bank may finance at most 90% of the price: raise the down payment by 75,000 SAR to at least 95,000 SAR.',
      ),
    ).toBeInTheDocument();
    // Income 14,000 (the band up to 15,000: 55 %) less 1,000 of obligations: 6,700 at most.
    expect(
      screen.getByText(
        'With your other obligations, installments may take at most 55% of your income: lower the installment by 2,300 SAR to at most 6,700 SAR.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The loan must end by the age of 70: shorten the term by 5 years to at most 20 years.',
      ),
    ).toBeInTheDocument();
    // Nothing typed is lost.
    expect(field(/Down payment/)).toHaveValue('20000');
    expect(field(/Preferred monthly installment/)).toHaveValue('9000');
    expect(financingRequests.get(56)!.input.down_payment).toBeUndefined();
  });

  it('says it in Arabic too', async () => {
    applicant();
    const { user } = await renderApp(<FinancingWizard requestId={56} />, { locale: 'ar' });
    const steps = await screen.findByRole('navigation');
    const buttons = within(steps).getAllByRole('button');
    await user.click(buttons[5]!);
    const installment = await screen.findByRole('textbox', { name: /القسط الشهري/ });
    await user.type(installment, '9000');
    await user.click(screen.getByRole('button', { name: 'احفظ وتابع' }));
    expect(
      await screen.findByText(/خفّض القسط بمبلغ 2,300 ريال سعودي ليصبح 6,700 ريال سعودي كحد أقصى/),
    ).toBeInTheDocument();
  });

  it('pre-fills what the profile holds, names the source, and the still-needed list follows the typing', async () => {
    applicant();
    Object.assign(financingRequests.get(56)!.input, { age: undefined });
    const { user } = await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    const steps = await screen.findByRole('navigation', { name: 'Steps of the request' });
    await user.click(within(steps).getByRole('button', { name: /Additional details/ }));
    expect(await screen.findByText(/^Filled in from your profile: Age \(years\), /)).toBeVisible();
    expect(field(/Age/)).toHaveDisplayValue(/^\d{2}$/);
    const needed = screen.getByText('Still needed in this step:').closest('div')!;
    expect(within(needed).getByText('Family members (you included)')).toBeInTheDocument();
    await user.type(field(/Family members/), '4');
    expect(await screen.findByText('Every detail of this step is filled in.')).toBeInTheDocument();
    expect(screen.queryByText('Still needed in this step:')).not.toBeInTheDocument();
  });
});

describe('the lending limits arriving after the step is shown', () => {
  it('fill the fields not touched yet and keep what was typed and chosen', async () => {
    applicant();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      getGetWebAppConfigMockHandler(async () => {
        await held;
        return { ...webAppConfig, max_age_at_term_end: 65 };
      }),
    );
    const { user } = await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    const steps = await screen.findByRole('navigation', { name: 'Steps of the request' });
    await user.click(within(steps).getByRole('button', { name: /Financing request/ }));
    await screen.findByRole('heading', { name: 'Financing request' });
    // The published limits until the server's arrive: the loan ends by 70, 20 years at 50.
    expect(field(/Loan term/)).toHaveValue('20');
    await user.type(field(/Preferred monthly installment/), '6000');
    const fees = screen.getByRole('radio', { name: 'No fees, or I settle them myself' });
    await user.click(fees);

    release();
    // The server's age limit (65 here) shortens the term the customer did not touch...
    await waitFor(() => expect(field(/Loan term/)).toHaveValue('15'));
    // ...and what they typed and chose stays.
    expect(field(/Preferred monthly installment/)).toHaveValue('6000');
    expect(fees).toBeChecked();
  });
});
