import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { AdvertisingLicense } from '@generated/model';
import { Badge } from '@/components/badge';
import { DetailSection, Facts, type Fact } from './detail-layout';
import { licenseMessages as m } from '../messages/license';
import { safeApiUrl } from '@/lib/navigation/safe-url';

const Warning = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.error};
  background: #fdecea;
  font-weight: 600;
`;

const Header = styled.div`
  margin-bottom: 12px;
`;

/**
 * The regulator's page for a licence: its own QR link, or the configured base (web-app-config's
 * `license_verification_url`) and its number; either checked as an API URL.
 */
function verificationUrl(license: AdvertisingLicense, base: string | undefined) {
  const own = safeApiUrl(license.qr_url);
  if (own) return own;
  const origin = safeApiUrl(base)?.replace(/\/+$/, '');
  return origin && `${origin}/${encodeURIComponent(license.license_number)}`;
}

/** The regulator's advertising licence: every field, the QR link, and an expired licence shown as expired. */
export function LicenseBlock({ license }: { license?: AdvertisingLicense }) {
  const intl = useIntl();
  const { data: config } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  const date = (value?: string) => value && intl.formatDate(value, { dateStyle: 'medium' });
  if (!license) {
    return (
      <DetailSection title={intl.formatMessage(m.title)} testId="license-block">
        <p>{intl.formatMessage(m.none)}</p>
      </DetailSection>
    );
  }
  const ltr = (value?: string) => value && <bdi dir="ltr">{value}</bdi>;
  const qrUrl = verificationUrl(license, config?.license_verification_url);
  const rows: [keyof typeof m, React.ReactNode | undefined][] = [
    ['licenseNumber', ltr(license.license_number)],
    ['unifiedNumber', ltr(license.unified_establishment_number)],
    ['brokerageNumber', ltr(license.brokerage_marketing_license_number)],
    ['announcementDate', date(license.announcement_release_date)],
    ['licenseExpiry', date(license.license_expiry_date)],
    ['advertisingType', license.advertising_type],
    ['releaseDate', date(license.release_date)],
    ['expirationDate', date(license.expiration_date)],
    ['licenseChannel', license.license_channel],
    [
      'channels',
      license.advertising_channels?.length
        ? license.advertising_channels.join(intl.locale.startsWith('ar') ? '، ' : ', ')
        : undefined,
    ],
    ['advertiserId', ltr(license.advertiser?.id)],
    ['advertiserName', license.advertiser?.name],
    ['advertiserPhone', ltr(license.advertiser?.phone)],
  ];
  const facts: Fact[] = rows
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => ({ label: intl.formatMessage(m[key]), value }));
  return (
    <DetailSection title={intl.formatMessage(m.title)} testId="license-block">
      <Header>
        <Badge $tone={license.is_valid ? 'success' : 'danger'}>
          {intl.formatMessage(license.is_valid ? m.valid : m.expired)}
        </Badge>
      </Header>
      {!license.is_valid && <Warning role="note">{intl.formatMessage(m.expiredNote)}</Warning>}
      <Facts facts={facts} />
      {qrUrl && (
        <p>
          <a href={qrUrl} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.qr)}
          </a>
        </p>
      )}
    </DetailSection>
  );
}
