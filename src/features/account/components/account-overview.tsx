import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Profile } from '@generated/model';
import { paths } from '@/config/paths';
import { accountMessages as m } from '../messages/account';
import { ProfileSummary } from './profile-summary';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  a {
    display: block;
    height: 100%;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: 4px;
  }
`;

export const Greeting = styled.p`
  font-size: 1.125rem;
  margin: 0 0 16px;
`;

/** The account index: greeting, profile summary and the ways into requests and reservations. */
export function AccountOverview({ profile }: { profile: Profile }) {
  const intl = useIntl();
  return (
    <>
      <Greeting>
        {profile.full_name
          ? intl.formatMessage(m.welcome, { name: profile.full_name })
          : intl.formatMessage(m.welcomeNoName)}
      </Greeting>
      <ProfileSummary profile={profile} />
      <Cards>
        <li>
          <Link href={paths.accountRequests.getHref()}>
            <strong>{intl.formatMessage(m.requests)}</strong>
            {intl.formatMessage(m.requestsCard)}
          </Link>
        </li>
        <li>
          <Link href={paths.accountReservations.getHref()}>
            <strong>{intl.formatMessage(m.reservations)}</strong>
            {intl.formatMessage(m.reservationsCard)}
          </Link>
        </li>
      </Cards>
    </>
  );
}
