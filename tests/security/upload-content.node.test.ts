// Attack (server side): the same disguised files sent straight to the API, past the browser's check.
// The mock backend reads the type from the content, as the real one must (openapi: careers `cv`).
import { describe, it } from 'vitest';
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
