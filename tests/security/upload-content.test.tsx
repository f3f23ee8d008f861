// Attack: an HTML or SVG file (a script that runs where it is opened) renamed `cv.pdf` and declared
// `application/pdf`. The type is read from the file's first bytes, in the browser before anything is
// uploaded and again by the server (the mock), never from the name or the declared type.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Careers } from '@/features/careers';
import { sniffContentType, sniffFile } from '@/lib/input/file-type';
import { renderApp } from '@/testing/render';
import { DISGUISES, FILES, PDF_TYPE } from './support/files';

describe('sniffContentType', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['doc', 'application/msword'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const)('knows a %s by its first bytes', async (kind, type) => {
    expect(sniffContentType(FILES[kind])).toBe(type);
    expect(await sniffFile(new Blob([FILES[kind] as BlobPart], { type: 'text/html' }))).toBe(type);
  });

  it.each(DISGUISES)('does not take %s for a document', async (kind) => {
    expect(sniffContentType(FILES[kind])).toBeUndefined();
    const disguised = new File([FILES[kind] as BlobPart], 'cv.pdf', { type: PDF_TYPE });
    expect(await sniffFile(disguised)).toBeUndefined();
  });
});

describe('the CV field', () => {
  it.each(DISGUISES.slice(0, 4))('refuses %s renamed cv.pdf before uploading it', async (kind) => {
    const { user } = await renderApp(<Careers />, { locale: 'en' });
    await user.click((await screen.findAllByRole('button', { name: /^Apply for/ }))[0]!);
    const cv = screen.getByLabelText(/^CV/);
    await user.upload(cv, new File([FILES[kind] as BlobPart], 'cv.pdf', { type: PDF_TYPE }));
    expect(
      await screen.findByText('Please attach your CV as a PDF, DOC or DOCX file.'),
    ).toBeInTheDocument();
    await user.upload(cv, new File([FILES.pdf as BlobPart], 'cv.pdf', { type: '' }));
    await expect
      .poll(() => screen.queryByText('Please attach your CV as a PDF, DOC or DOCX file.'))
      .toBeNull();
  });
});

describe('the chosen file', () => {
  it('is shown by the name it will be kept under: no U+202E, the extension of its content', async () => {
    const { user } = await renderApp(<Careers />, { locale: 'en' });
    await user.click((await screen.findAllByRole('button', { name: /^Apply for/ }))[0]!);
    const cv = screen.getByLabelText(/^CV/);
    await user.upload(cv, new File([FILES.pdf as BlobPart], 'cv\u202efdp.exe', { type: PDF_TYPE }));
    expect(await screen.findByText(/^Chosen file: cvfdp\.pdf \(/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('\u202e');
  });
});
