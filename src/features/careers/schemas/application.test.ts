import { describe, expect, it } from 'vitest';
import { withSniffedType } from '@/lib/input/file-type';
import { cvError, toApplicationBody, validateApplication } from './application';

const rules = { maxBytes: 1000, contentTypes: ['application/pdf', 'application/msword'] };
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
/** `size` bytes that start like a PDF. */
const pdf = (size = 10, type = 'application/pdf', name = 'cv.pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_HEAD.subarray(0, size));
  return new File([bytes], name, { type });
};

describe('cvError', () => {
  it('asks for a file, then a PDF or Word file, then one under the size limit', () => {
    expect(cvError(undefined, rules)).toBe('cv__required');
    expect(cvError(pdf(0), rules)).toBe('cv__required');
    expect(cvError(pdf(10, 'text/plain', 'cv.txt'), rules)).toBe('cv__invalid_type');
    expect(cvError(pdf(1001), rules)).toBe('cv__too_large');
    expect(cvError(pdf(1000), rules)).toBeUndefined();
  });

  it('reads the type from the content, whatever the name and the browser say', async () => {
    expect((await withSniffedType(pdf(10, '', 'CV.EXE'))).type).toBe('application/pdf');
    const text = new File(['hello'], 'cv.pdf', { type: 'application/pdf' });
    expect(cvError(await withSniffedType(text), rules)).toBe('cv__invalid_type');
  });
});

describe('validateApplication', () => {
  it('gives every field its server code on an empty form', () => {
    expect(validateApplication({}, rules)).toEqual({
      opening_id: 'opening__required',
      full_name: 'full_name__required',
      email: 'email__required',
      phone_number: 'phone_number__required',
      cv: 'cv__required',
    });
  });

  it('accepts a complete application and sends the type read from a typeless file', async () => {
    const values = {
      opening_id: '12',
      full_name: ' Omar Alharbi ',
      email: 'omar@example.com',
      phone_number: '٠٥٦١٢٣٤٥٦٧',
      cv: await withSniffedType(pdf(10, '', 'cv.pdf')),
    };
    expect(validateApplication(values, rules)).toEqual({});
    const body = toApplicationBody(values);
    expect(body).toMatchObject({
      opening_id: 12,
      full_name: 'Omar Alharbi',
      phone_number: '0561234567',
    });
    expect(body.cv.type).toBe('application/pdf');
  });

  it('checks the cover letter length and the name like the server', () => {
    const errors = validateApplication({ full_name: 'O1', cover_letter: 'x'.repeat(3001) }, rules);
    expect(errors.full_name).toBe('full_name__invalid');
    expect(errors.cover_letter).toBe('cover_letter__invalid');
  });
});
