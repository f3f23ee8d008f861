import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { FileField, fileSize, UploadProgressBar } from './file-field';

function Sizes() {
  const intl = useIntl();
  return (
    <p>
      {[5 * 1024 * 1024, 1.5 * 1024 * 1024, 320 * 1024]
        .map((bytes) => fileSize(intl, bytes))
        .join(' | ')}
    </p>
  );
}

const upload = (
  <Form onSubmit={() => {}}>{() => <FileField name="cv" label="CV" accept=".pdf" />}</Form>
);

describe('fileSize', () => {
  it('names megabytes and kilobytes alike in Arabic', async () => {
    await renderApp(<Sizes />, { session: false });
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      '5 ميغابايت | 1.5 ميغابايت | 320 كيلوبايت',
    );
  });

  it('abbreviates both in English', async () => {
    await renderApp(<Sizes />, { session: false, locale: 'en' });
    expect(screen.getByRole('paragraph')).toHaveTextContent('5 MB | 1.5 MB | 320 KB');
  });
});

describe('FileField', () => {
  it('offers the choice in the page language, not the browser’s, and names the chosen file', async () => {
    const view = await renderApp(upload, { session: false });
    const input = screen.getByLabelText('CV', { exact: false });
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('اختر ملفًا')).toBeVisible();
    expect(input).toHaveAccessibleDescription('لم تختر ملفًا');
    await view.user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/cv\.pdf/);
    expect(screen.queryByText('لم تختر ملفًا')).toBeNull();
  });

  it('says the same in English', async () => {
    await renderApp(upload, { session: false, locale: 'en' });
    expect(screen.getByText('Choose a file')).toBeVisible();
    expect(screen.getByLabelText('CV', { exact: false })).toHaveAccessibleDescription(
      'No file chosen',
    );
  });
});

describe('UploadProgressBar', () => {
  it('shows how much is sent, with an accessible name and value', async () => {
    await renderApp(<UploadProgressBar progress={{ loaded: 512, total: 1024 }} />, {
      locale: 'en',
      session: false,
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading the file' });
    expect(bar).toHaveAttribute('value', '0.5');
    expect(bar).toHaveAttribute('aria-valuetext', '50% uploaded');
  });

  it('is indeterminate while the size is unknown', async () => {
    await renderApp(<UploadProgressBar progress={{ loaded: 0 }} />, { session: false });
    expect(screen.getByRole('progressbar', { name: 'جارٍ رفع الملف' })).not.toHaveAttribute('value');
  });
});
