import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import {
  getCreateCareerApplicationMockHandler,
  getCreateCareerApplicationMockHandler409,
} from '@generated/api/careers/careers.msw';
import { getGetWebAppConfigMockHandler } from '@generated/api/lookups/lookups.msw';
import { webAppConfig } from '../../../../mocks/db/web-app-config';
import { server } from '../../../../mocks/node';
import { Careers } from './careers';

/** `size` bytes that start like a PDF (the type is read from the content). */
const file = (size: number, name = 'cv.pdf', type = 'application/pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type });
};

describe('Careers', { timeout: 30_000 }, () => {
  it('lists the openings; Apply chooses the opening in the form', async () => {
    const { user } = await renderApp(<Careers />, { locale: 'en' });
    const apply = await screen.findByRole('button', { name: 'Apply for محلل ائتمان' });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(1);
    await user.click(apply);
    const position = screen.getByRole('combobox', { name: /Position/ });
    await waitFor(() => expect(position).toHaveFocus());
    expect(position).toHaveValue('14');
  });

  it('refuses a CV over the size limit before anything is uploaded', async () => {
    let calls = 0;
    server.use(
      getGetWebAppConfigMockHandler({ ...webAppConfig, cv_max_bytes: 1000 }),
      getCreateCareerApplicationMockHandler(() => {
        calls += 1;
        return { id: 1, reference: 'JA-2026-000001' };
      }),
    );
    const { user } = await renderApp(<Careers />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Apply for محلل ائتمان' }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Omar Alharbi');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0561234567');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'omar@example.com');
    const cv = screen.getByLabelText(/^CV/);
    await user.upload(cv, file(1001));
    expect(
      await screen.findByText('The CV file is too large. Please attach a smaller file.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(cv).toHaveFocus());
    expect(calls).toBe(0);

    await user.upload(cv, file(900));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByRole('heading', { name: 'Your application has been sent' }),
    ).toBeVisible();
    expect(screen.getByText('JA-2026-000001')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows a closed opening at the position field', async () => {
    server.use(getCreateCareerApplicationMockHandler409({ errors: ['opening__closed'] }));
    const { user } = await renderApp(<Careers />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Apply for محلل ائتمان' }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Omar Alharbi');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0561234567');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'omar@example.com');
    await user.upload(screen.getByLabelText(/^CV/), file(100));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Position/ })).toHaveAccessibleDescription(
        'This job opening no longer accepts applications. Please see our other openings.',
      ),
    );
  });
});
