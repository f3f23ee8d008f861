import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { homeMessages as m } from '../messages/home';
import { HomeSection } from './section';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 16px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SERVICES = [
  [m.serviceBrowseTitle, m.serviceBrowseText, paths.properties.getHref()],
  [m.serviceReserveTitle, m.serviceReserveText, paths.units.getHref()],
  [m.serviceFinanceTitle, m.serviceFinanceText, paths.financingRequests.getHref()],
  [m.serviceRequestTitle, m.serviceRequestText, paths.realEstateRequest.getHref()],
] as const;

export function Services() {
  const intl = useIntl();
  return (
    <HomeSection title={intl.formatMessage(m.servicesTitle)}>
      <Grid>
        {SERVICES.map(([title, text, href]) => (
          <li key={title.id}>
            <h3>
              <Link href={href}>{intl.formatMessage(title)}</Link>
            </h3>
            <p>{intl.formatMessage(text)}</p>
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}
