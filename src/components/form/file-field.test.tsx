import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { UploadProgressBar } from './file-field';

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
