import { screen } from '@testing-library/react';
import { getStartFinancingPrefillMockHandler } from '@generated/api/financing/financing.msw';
import { describe, expect, it } from 'vitest';
import { financingRequests } from '../../../../../mocks/db/financing';
import { server } from '../../../../../mocks/node';
import { signInForTest } from '../../../../../mocks/testing/page-session';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { RequestDetail } from '../detail/request-detail';
import { FinancingWizard } from '../wizard/financing-wizard';

describe('the SIMAH pre-fill', () => {
  it('asks SIMAH only after the consent is ticked, and the summary shows it', async () => {
    const calls = { count: 0 };
    server.use(
      answerOperation(getStartFinancingPrefillMockHandler, () => {
        calls.count += 1;
        return undefined;
      }),
    );
    signInForTest();
    const { user, unmount } = await renderApp(<FinancingWizard requestId={56} />, {
      locale: 'en',
    });
    await screen.findByRole('heading', { name: 'Financial information' });
    expect(screen.getByText(/What we ask for: your salary/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fetch my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/tick your consent/);
    expect(screen.getByLabelText(/I agree that Baitak asks SIMAH/)).toHaveFocus();
    expect(calls.count).toBe(0);

    await user.click(screen.getByLabelText(/I agree that Baitak asks SIMAH/));
    await user.click(screen.getByRole('button', { name: 'Fetch my data' }));
    expect(await screen.findByText('Your data is being extracted…')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(financingRequests.get(56)?.simahConsent?.version).toBe('simah-2025-01');
    unmount();

    await renderApp(<RequestDetail requestId={56} />, { locale: 'en' });
    const label = await screen.findByText('Consent to ask SIMAH');
    expect(label.nextElementSibling).toHaveTextContent(
      /^Given on .+ \(text version simah-2025-01\)$/,
    );
  });
});
