import { screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { getUploadFinancingDocumentMockHandler } from '@generated/api/financing/financing.msw';
import { describe, expect, it } from 'vitest';
import { financingRequests } from '../../../../../mocks/db/financing';
import { storeDocument, toDocument } from '../../../../../mocks/db/financing/documents';
import { server } from '../../../../../mocks/node';
import { signInForTest } from '../../../../../mocks/testing/page-session';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { DocumentsPanel } from './documents-panel';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n');
const pdf = (name = 'id.pdf') => new File([PDF], name, { type: '' });

/** The upload answered as the mock would (under jsdom the multipart body cannot be read back). */
function acceptUploads() {
  const calls = { count: 0 };
  server.use(
    getUploadFinancingDocumentMockHandler(() => {
      calls.count += 1;
      const stored = storeDocument(financingRequests.get(56)!, 'national_id', {
        name: 'id.pdf',
        contentType: 'application/pdf',
        bytes: PDF,
      });
      return toDocument(stored);
    }),
  );
  return calls;
}

async function renderPanel() {
  signInForTest();
  const view = await renderApp(<DocumentsPanel requestId={56} />, { locale: 'en' });
  const item = (await screen.findByRole('heading', { name: /National ID or iqama/ })).closest(
    'li',
  )!;
  return { ...view, item: within(item as HTMLElement) };
}

describe('DocumentsPanel', () => {
  it('lists what the request needs and uploads one', async () => {
    const calls = acceptUploads();
    const { user, item } = await renderPanel();
    expect(screen.getByText('0 of 4 documents uploaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Property title deed/ })).toBeInTheDocument();
    await user.upload(item.getByLabelText(/File for: National ID/), pdf());
    await user.click(item.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'National ID or iqama (both sides): uploaded. We will review it shortly.',
      ),
    ).toBeInTheDocument();
    expect(await item.findByText('Received, being reviewed')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Download id.pdf' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer\/api\/v1\/financing-requests\/56\/documents\/\d+\/file$/),
    );
    expect(screen.getByText('1 of 4 documents uploaded')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('shows a refusal at the field and keeps the file for a retry after a network failure', async () => {
    let answer: 'refuse' | 'drop' | 'accept' = 'refuse';
    const calls = acceptUploads();
    server.use(
      answerOperation(getUploadFinancingDocumentMockHandler, () => {
        if (answer === 'refuse')
          return HttpResponse.json({ errors: ['file__too_large'] }, { status: 413 });
        if (answer === 'drop') return HttpResponse.error();
        return undefined;
      }),
    );
    const { user, item } = await renderPanel();
    await user.upload(item.getByLabelText(/File for: National ID/), pdf());
    await user.click(item.getByRole('button', { name: 'Upload' }));
    expect(await item.findByText(/The file is too large/)).toBeInTheDocument();
    answer = 'drop';
    await user.click(item.getByRole('button', { name: 'Upload' }));
    await item.findByRole('button', { name: /try again/i });
    answer = 'accept';
    await user.click(item.getByRole('button', { name: /try again/i }));
    expect(await item.findByText('Received, being reviewed')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('cancels an upload in progress: nothing is stored', async () => {
    server.use(answerOperation(getUploadFinancingDocumentMockHandler, () => delay('infinite')));
    const { user, item } = await renderPanel();
    await user.upload(item.getByLabelText(/File for: National ID/), pdf());
    await user.click(item.getByRole('button', { name: 'Upload' }));
    expect(await item.findByRole('progressbar', { name: 'Uploading the file' })).toBeVisible();
    await user.click(item.getByRole('button', { name: 'Cancel upload' }));
    expect(
      await screen.findByText(
        'National ID or iqama (both sides): upload cancelled. Nothing was sent.',
      ),
    ).toBeInTheDocument();
    expect(item.getByText('Not uploaded yet')).toBeInTheDocument();
    expect(item.queryByRole('alert')).toBeNull();
  });
});
