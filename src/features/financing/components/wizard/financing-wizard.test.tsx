import { screen } from '@testing-library/react';
import { delay } from 'msw';
import { getGetFinancingRequestMockHandler } from '@generated/api/financing/financing.msw';
import {
  getListFinancingDocumentsMockHandler,
  getUploadFinancingDocumentResponseMock,
} from '@generated/api/financing/financing.msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { signInForTest } from '../../../../../mocks/testing/page-session';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { FinancingWizard } from './financing-wizard';

const LEAD = /^Six short forms, then the documents the bank needs\./;

describe('FinancingWizard', () => {
  it('says what the steps are before the request arrives (the prerendered first screen)', async () => {
    signInForTest();
    server.use(answerOperation(getGetFinancingRequestMockHandler, () => delay('infinite')));
    await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    expect(screen.getByText(LEAD)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('keeps the same lead above the steps once they are there', async () => {
    signInForTest();
    await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    await screen.findByRole('navigation', { name: 'Steps of the request' });
    expect(screen.getAllByText(LEAD)).toHaveLength(1);
  });

  it('marks the documents step incomplete while a required document is missing', async () => {
    signInForTest();
    await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    expect(
      await screen.findByRole('button', { name: /Documents for the bank\s*information missing/ }),
    ).toBeInTheDocument();
  });

  it('marks the documents step complete when every required document is in', async () => {
    signInForTest();
    const accepted = {
      ...getUploadFinancingDocumentResponseMock(),
      review_status: 'accepted' as const,
    };
    server.use(
      getListFinancingDocumentsMockHandler(() => ({
        results: [
          {
            kind: 'salary_certificate',
            required: true,
            can_upload: false,
            can_delete: false,
            document: accepted,
          },
        ],
      })),
    );
    await renderApp(<FinancingWizard requestId={56} />, { locale: 'en' });
    expect(
      await screen.findByRole('button', { name: /Documents for the bank\s*complete/ }),
    ).toBeInTheDocument();
  });

  it('has no lead on a request that can no longer be edited', async () => {
    signInForTest();
    await renderApp(<FinancingWizard requestId={55} />, { locale: 'en' });
    await screen.findByText('This request can no longer be edited.');
    expect(screen.queryByText(LEAD)).toBeNull();
  });
});
