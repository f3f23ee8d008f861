import { screen } from '@testing-library/react';
import { getGetWebAppConfigMockHandler } from '@generated/api/lookups/lookups.msw';
import { describe, expect, it } from 'vitest';
import type { AdvertisingLicense } from '@generated/model';
import { renderApp } from '@/testing/render';
import { webAppConfig } from '../../../../mocks/db/web-app-config';
import { server } from '../../../../mocks/node';
import { LicenseBlock } from './license-block';

const license: AdvertisingLicense = {
  license_number: '7200001105',
  unified_establishment_number: '7000000008',
  license_expiry_date: '2025-01-10',
  brokerage_marketing_license_number: '1200011048',
  advertising_channels: ['Online platforms'],
  qr_url: '/licences/7200001105',
  advertiser: { id: '7000000008', name: 'Saudi Home Platform', phone: '0500000000' },
  advertising_type: 'Sale',
  release_date: '2024-06-01',
  expiration_date: '2024-12-01',
  is_valid: false,
};

describe('LicenseBlock', () => {
  it('shows every field, the QR link, and an expired licence as expired', async () => {
    await renderApp(<LicenseBlock license={license} />, { locale: 'en', session: false });
    expect(screen.getByText('Expired licence')).toBeInTheDocument();
    expect(
      screen.getByText('The advertising licence of this listing has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByText('7200001105')).toBeInTheDocument();
    expect(screen.getByText('Saudi Home Platform')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Check the licence at the regulator (QR link)' }),
    ).toHaveAttribute('href', '/licences/7200001105');
  });

  it('links the regulator page from the configured base when the licence has no QR link', async () => {
    await renderApp(<LicenseBlock license={{ ...license, qr_url: undefined }} />, {
      locale: 'en',
      session: false,
    });
    expect(
      await screen.findByRole('link', { name: 'Check the licence at the regulator (QR link)' }),
    ).toHaveAttribute('href', 'https://rega.example/ads/7200001105');
  });

  it('links nothing from a base that is not https', async () => {
    server.use(
      getGetWebAppConfigMockHandler({
        ...webAppConfig,
        license_verification_url: 'javascript:alert(1)',
      }),
    );
    await renderApp(<LicenseBlock license={{ ...license, qr_url: undefined }} />, {
      locale: 'en',
      session: false,
    });
    expect(await screen.findByText('7200001105')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when no licence was published', async () => {
    await renderApp(<LicenseBlock />, { locale: 'ar', session: false });
    expect(screen.getByText('لم يُنشر ترخيص إعلان لهذا العقار.')).toBeInTheDocument();
  });
});
