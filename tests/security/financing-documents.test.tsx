// Attacks on a financing request's documents, in the browser:
// - an HTML or SVG file renamed `id.pdf` (declared `application/pdf`) is refused before it is
//   uploaded: its type is read from its first bytes (the mock refuses it again: mocks/handlers/
//   financing-documents.test.ts, with another customer's and another request's document ids);
// - a document whose download link from the API points elsewhere (any absolute URL, even https, or
//   a hostile scheme) is shown as text: a customer's papers are only ever fetched from this site,
//   with the session.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListFinancingDocumentsMockHandler,
  getUploadFinancingDocumentMockHandler500,
} from '@generated/api/financing/financing.msw';
import type { FinancingDocumentList } from '@generated/model';
import { DocumentsPanel } from '@/features/financing/components/documents/documents-panel';
import { renderApp } from '@/testing/render';
import { server } from '../../mocks/node';
import { signInForTest } from '../../mocks/testing/page-session';
import { DISGUISES, FILES, PDF_TYPE } from './support/files';

async function nationalIdItem() {
  signInForTest();
  const view = await renderApp(<DocumentsPanel requestId={56} />, { locale: 'en' });
  const heading = await screen.findByRole('heading', { name: /National ID or iqama/ });
  return { ...view, item: within(heading.closest('li') as HTMLElement) };
}

describe('a financing document', () => {
  it.each(DISGUISES.slice(0, 4))('refuses %s renamed id.pdf before uploading it', async (kind) => {
    const calls = { count: 0 };
    server.use(
      getUploadFinancingDocumentMockHandler500(() => {
        calls.count += 1;
        return { errors: ['server__error'] };
      }),
    );
    const { user, item } = await nationalIdItem();
    const field = item.getByLabelText(/File for: National ID/);
    await user.upload(field, new File([FILES[kind] as BlobPart], 'id.pdf', { type: PDF_TYPE }));
    await user.click(item.getByRole('button', { name: 'Upload' }));
    expect(await item.findByText('Please choose a PDF, JPEG or PNG file.')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it.each([
    'https://evil.example/customer/api/v1/financing-requests/56/documents/7001/file',
    '//evil.example/id.pdf',
    '/\\evil.example/id.pdf',
    'javascript:alert(document.cookie)',
    'data:application/pdf;base64,JVBERi0=',
  ])('is not a link when its URL is %s', async (url) => {
    const list: FinancingDocumentList = {
      results: [
        {
          kind: 'national_id',
          required: true,
          can_upload: true,
          can_delete: true,
          document: {
            id: 7001,
            kind: 'national_id',
            file_name: 'id.pdf',
            content_type: 'application/pdf',
            size: 120,
            uploaded_at: '2025-03-04T10:12:00+03:00',
            review_status: 'accepted',
            url,
          },
        },
      ],
    };
    server.use(getListFinancingDocumentsMockHandler(list));
    const { item } = await nationalIdItem();
    expect(item.getByText(/^id\.pdf, /)).toBeInTheDocument();
    expect(item.queryByRole('link')).toBeNull();
    expect(document.querySelector(`[href="${CSS.escape(url)}"]`)).toBeNull();
  });
});

// eslint-disable-next-line no-control-regex
const BIDI_OR_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u0000-\u001f]/;

describe("a financing document's name from the API", () => {
  it.each([
    ['invoice\u202efdp.exe', 'invoicefdp.pdf'],
    ['poly.html', 'poly.pdf'],
    ['a\u2067b\u200fc\u0000.pdf', 'abc.pdf'],
  ])('%j is shown, offered as the download name and named in buttons as %j', async (raw, shown) => {
    const list: FinancingDocumentList = {
      results: [
        {
          kind: 'national_id',
          required: true,
          can_upload: true,
          can_delete: true,
          document: {
            id: 7001,
            kind: 'national_id',
            file_name: raw,
            content_type: 'application/pdf',
            size: 120,
            uploaded_at: '2025-03-04T10:12:00+03:00',
            review_status: 'accepted',
            url: '/customer/api/v1/financing-requests/56/documents/7001/file',
          },
        },
      ],
    };
    server.use(getListFinancingDocumentsMockHandler(list));
    const { item } = await nationalIdItem();
    expect(item.getByText(new RegExp(`^${shown.replace('.', '\\.')}, `))).toBeInTheDocument();
    expect(item.getByRole('link')).toHaveAttribute('download', shown);
    expect(item.getByRole('button', { name: new RegExp(shown.replace('.', '\\.')) })).toBeVisible();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(BIDI_OR_CONTROL);
  });
});
