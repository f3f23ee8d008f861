import { describe, expect, it } from 'vitest';
import type { FinancingRequest } from '../../generated/model';
import { signedInClient } from '../testing/customer-client';
import {
  filledRequest,
  one,
  PDF,
  REQUESTS,
  uploadDocument,
  uploadNeededDocuments,
} from '../testing/financing-fixtures';
import { codesOf, expectAnswer } from '../testing/mock-api';

describe('submitting a financing request needs its documents', () => {
  it('refuses a submit without them, naming the missing kinds, and takes it once they are in', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const bare = await client.post(one(request.id, 'submit'));
    expectAnswer(bare, 400, 'documents__missing');
    expect(bare.body).toEqual({
      errors: ['documents__missing'],
      meta: { missing_documents: ['national_id', 'salary_certificate', 'bank_statements'] },
    });
    const unchanged = await client.get<FinancingRequest>(one(request.id));
    expect(unchanged.body).toMatchObject({ status: 'filled' });
    expect(unchanged.body.offers_requested_at).toBeUndefined();

    await uploadDocument(client, request.id, 'national_id');
    const partly = await client.post(one(request.id, 'submit'));
    expect(partly.body).toMatchObject({
      meta: { missing_documents: ['salary_certificate', 'bank_statements'] },
    });

    // A received document counts; once the review rejects it, it is missing again.
    await uploadDocument(client, request.id, 'salary_certificate');
    await uploadDocument(client, request.id, 'bank_statements', {
      name: 'blurred-statements.pdf',
      bytes: PDF,
    });
    await client.advance(10);
    const rejected = await client.post(one(request.id, 'submit'));
    expect([rejected.status, codesOf(rejected), rejected.body]).toEqual([
      400,
      ['documents__missing'],
      { errors: ['documents__missing'], meta: { missing_documents: ['bank_statements'] } },
    ]);

    expect(await uploadNeededDocuments(client, request.id)).toEqual(['bank_statements']);
    const submitted = await client.post<FinancingRequest>(one(request.id, 'submit'));
    expectAnswer(submitted, 200);
    expect(submitted.body.offers_requested_at).toBeDefined();
  });

  it('asks for the documents of the property and the employment type the request has now', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    await uploadNeededDocuments(client, request.id);
    await client.patch(one(request.id), { json: { employment_type: 'businessman' } });
    const answer = await client.post(one(request.id, 'submit'));
    expect(answer.body).toEqual({
      errors: ['documents__missing'],
      meta: { missing_documents: ['commercial_registration'] },
    });
  });

  it('checks the fields first: an incomplete request is told what to fill, not what to upload', async () => {
    const client = signedInClient();
    const created = await client.post<FinancingRequest>(REQUESTS, {
      json: { reservation_id: 380 },
    });
    expect(created.body.status).toBe('new');
    const answer = await client.post(one(created.body.id, 'submit'));
    expect(codesOf(answer)).toContain('financing_request__incomplete');
    expect(codesOf(answer)).not.toContain('documents__missing');
  });
});
