import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useListAgencies } from '@generated/api/catalogue/catalogue';
import { useGetFinancingRates } from '@generated/api/financing/financing';
import { paths } from '@/config/paths';
import { homeMessages as m } from '../messages/home';
import { HomeSection } from './section';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { PARTNER_AGENCIES } from '../api/queries';

const Names = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  min-height: 48px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    font-weight: 600;
  }
  img {
    width: 28px;
    height: 28px;
    object-fit: contain;
  }
`;

/** The banks of the published rates and the agencies behind the listings. */
export function Partners() {
  const intl = useIntl();
  const rates = useGetFinancingRates({ query: { staleTime: 5 * 60_000 } });
  const agencies = useListAgencies({ page_size: PARTNER_AGENCIES });
  const banks = [
    ...new Map((rates.data?.rates ?? []).map((rate) => [rate.bank.id, rate.bank])).values(),
  ];
  return (
    <HomeSection title={intl.formatMessage(m.partnersTitle)}>
      <h3>{intl.formatMessage(m.partnersBanks)}</h3>
      <Names>
        {banks.map((bank) => (
          <li key={bank.id}>
            {bank.logo && (
              <img
                src={safeApiUrl(bank.logo.url)}
                width={bank.logo.width}
                height={bank.logo.height}
                alt=""
                loading="lazy"
              />
            )}
            {bank.name}
          </li>
        ))}
      </Names>
      <h3>{intl.formatMessage(m.partnersDevelopers)}</h3>
      <Names>
        {agencies.data?.results.map((agency) => (
          <li key={agency.id}>
            {agency.logo && (
              <img
                src={safeApiUrl(agency.logo.url)}
                width={agency.logo.width}
                height={agency.logo.height}
                alt=""
                loading="lazy"
              />
            )}
            <Link href={paths.agency.getHref(agency.id)}>{agency.name}</Link>
          </li>
        ))}
      </Names>
    </HomeSection>
  );
}
