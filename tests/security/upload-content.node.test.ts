// Attack (server side): the same disguised files sent straight to the API, past the browser's check.
// The mock backend reads the type from the content, as the real one must (openapi: careers `cv`).
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../mocks/testing/customer-client';
import { filledRequest, uploadDocument } from '../../mocks/testing/financing-fixtures';
import { expectAnswer, items, useMockApi } from '../../mocks/testing/mock-api';
import { DISGUISES, FILES, PDF_TYPE } from './support/files';

const APPLY = '/customer/api/v1/careers/applications';

function application(openingId: unknown, cv: Blob): FormData {
  const form = new FormData();
  form.set('opening_id', String(openingId));
  form.set('full_name', 'Sara Alqahtani');
  form.set('email', 'sara@example.com');
  form.set('phone_number', '0551234567');
  form.set('cv', cv, 'cv.pdf');
  return form;
}

describe('POST careers/applications', () => {
  const mock = useMockApi();

  it.each(DISGUISES)('refuses %s declared as application/pdf and named cv.pdf', async (kind) => {
    const { api } = mock;
    await api.start();
    const [opening] = items(await api.get('/api/v1/careers/openings/'));
    const cv = new Blob([FILES[kind] as BlobPart], { type: PDF_TYPE });
    expectAnswer(
      await api.post(APPLY, { form: application(opening!.id, cv) }),
      400,
      'cv__invalid_type',
    );
  });

  it.each(['pdf', 'doc', 'docx'] as const)(
    'takes a real %s, whatever it is declared as',
    async (kind) => {
      const { api } = mock;
      await api.start();
      const [opening] = items(await api.get('/api/v1/careers/openings/'));
      const cv = new Blob([FILES[kind] as BlobPart], { type: 'application/octet-stream' });
      expectAnswer(await api.post(APPLY, { form: application(opening!.id, cv) }), 201);
    },
  );
});

// Attack: a name that lies. A real PDF named `poly.html` was kept and downloaded as `poly.html` (a
// browser opens it as a page); `invoice‮fdp.exe` (U+202E, right-to-left override) reads `invoiceexe.pdf`.
// The stored name has the extension of the type read from the content, and no bidirectional or other
// control character (src/lib/input/file-name.ts, the same function in the app where it shows names).
describe('POST financing-requests/{id}/documents: the name', () => {
  const BIDI = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ];

  async function upload(name: string, bytes: Uint8Array = FILES.pdf) {
    const client = signedInClient();
    await client.reset();
    const fresh = signedInClient();
    const request = await filledRequest(fresh);
    const sent = await uploadDocument(fresh, request.id, 'national_id', {
      name,
      type: 'application/pdf',
      bytes,
    });
    expectAnswer(sent, 201);
    return { client: fresh, document: sent.body };
  }

  it('a PDF named poly.html is kept and served as poly.pdf, an attachment, nosniff', async () => {
    const { client, document } = await upload('poly.html');
    expect(document).toMatchObject({ file_name: 'poly.pdf', content_type: 'application/pdf' });
    const file = await client.download(document.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`,
    );
  });

  it('a right-to-left override cannot make fdp.exe read exe.pdf', async () => {
    const { client, document } = await upload('invoice\u202efdp.exe');
    expect(document.file_name).toBe('invoicefdp.pdf');
    const file = await client.download(document.url);
    expect(file.headers.get('content-disposition')).not.toMatch(/%E2%80%AE|\u202e/i);
  });

  it('removes every bidirectional and control character from the name', async () => {
    const name = `a${BIDI.join('')}\u0000\u0007\u001b\u007f\u0085\u009bb\u2028c.pdf`;
    const { document } = await upload(name);
    expect(document.file_name).toBe('abc.pdf');
  });

  it('names a PNG by its content, and a name that is only controls "document"', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload('scan.jpg', png)).document.file_name).toBe('scan.png');
    expect((await upload('cv.pdf.exe')).document.file_name).toBe('cv.pdf');
    expect((await upload(`${BIDI.join('')}.html`)).document.file_name).toBe('document.pdf');
  });
});
