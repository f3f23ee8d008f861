import { screen, waitFor, within } from '@testing-library/react';
import {
  getSubmitFinancingRequestMockHandler400,
  getUploadFinancingDocumentMockHandler,
} from '@generated/api/financing/financing.msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinancingDocumentKind } from '@generated/model';
import { financingRequests, settleCompleteness } from '../../../../../mocks/db/financing';
import {
  documentOf,
  documents,
  neededKinds,
  storeDocument,
  toDocument,
} from '../../../../../mocks/db/financing/documents';
import { server } from '../../../../../mocks/node';
import { signInForTest } from '../../../../../mocks/testing/page-session';
import { COMPLETE_APPLICATION } from '../../../../../scripts/contract/hand-steps';
import { renderApp } from '@/testing/render';
import { RequestDetail } from './request-detail';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n');

/** Request 56 of the seed, completed, with every document it needs uploaded and accepted. */
function filledWithDocuments() {
  const request = financingRequests.get(56)!;
  Object.assign(request.input, COMPLETE_APPLICATION, {
    property_type: 'apartment',
    property_readiness: 'ready_unit',
    region_id: 1,
    address: 'Al Narjis',
    down_payment: 95_000,
  });
  settleCompleteness(request);
  expect(request.status).toBe('filled');
  for (const kind of neededKinds(request)) {
    const stored = storeDocument(request, kind, {
      name: `${kind}.pdf`,
      contentType: 'application/pdf',
      bytes: PDF,
    });
    stored.review = 'accepted';
  }
  return request;
}

/** The upload answered as the mock would (under jsdom the multipart body cannot be read back). */
function acceptUploadsOf(kind: FinancingDocumentKind) {
  server.use(
    getUploadFinancingDocumentMockHandler(() => {
      const stored = storeDocument(financingRequests.get(56)!, kind, {
        name: 'statements.pdf',
        contentType: 'application/pdf',
        bytes: PDF,
      });
      return toDocument(stored);
    }),
  );
}

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('submitting a request the server finds without its documents', () => {
  it('names what the server says is missing, moves focus to it, and sends once it is uploaded', async () => {
    const request = filledWithDocuments();
    signInForTest();
    const { user } = await renderApp(<RequestDetail requestId={56} />, { locale: 'en' });
    await screen.findByText('4 of 4 documents uploaded');
    // Deleted meanwhile from another device: this page still lists it as accepted.
    documents.delete(documentOf(request, 'bank_statements')!.id);

    await user.click(screen.getByRole('button', { name: 'Send for bank offers' }));
    const alert = (
      await screen.findByText(
        'The banks need these documents before the request can be sent. Upload them in the documents list below:',
      )
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bank statements (last 3 months)']);
    const slot = document.getElementById('document-bank_statements')!;
    expect(slot).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([slot]);
    expect(await within(slot).findByText('Not uploaded yet')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 documents uploaded')).toBeInTheDocument();
    expect(request.offersRequestedAt).toBeUndefined();
    // Nothing else changed: the other documents and the request's figures are still there.
    expect(
      within(document.getElementById('document-national_id')!).getByText('Accepted'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for bank offers' })).toBeEnabled();

    acceptUploadsOf('bank_statements');
    await user.upload(
      within(slot).getByLabelText(/File for: Bank statements/),
      new File([PDF], 'statements.pdf', { type: '' }),
    );
    await user.click(within(slot).getByRole('button', { name: 'Upload' }));
    await within(slot).findByText('Received, being reviewed');
    expect(screen.queryByText(/The banks need these documents/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send for bank offers' }));
    expect(
      await screen.findByText('Your request was sent. We will tell you when the offers are ready.'),
    ).toBeInTheDocument();
    expect(request.offersRequestedAt).toBeDefined();
  });

  it('offers no delete once the request went to the banks', async () => {
    filledWithDocuments();
    signInForTest();
    const { user } = await renderApp(<RequestDetail requestId={56} />, { locale: 'en' });
    await screen.findByText('4 of 4 documents uploaded');
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Send for bank offers' }));
    await screen.findByText('Your request was sent. We will tell you when the offers are ready.');
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0),
    );
    expect(screen.getByText('4 of 4 documents uploaded')).toBeInTheDocument();
  });

  it('shows the code alone when the refusal names no document', async () => {
    filledWithDocuments();
    server.use(getSubmitFinancingRequestMockHandler400({ errors: ['documents__missing'] }));
    signInForTest();
    const { user } = await renderApp(<RequestDetail requestId={56} />, { locale: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'أرسل للحصول على عروض البنوك' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تحتاج البنوك إلى مستندات لم تُرفع بعد أو رُفضت. يُرجى رفعها ثم إرسال الطلب مرة أخرى.',
    );
  });
});
