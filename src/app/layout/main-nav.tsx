import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { layoutMessages } from './messages';
import { pageTitles } from '@/config/page-titles';

const ITEMS: { href: string; label: MessageDescriptor }[] = [
  { href: paths.projects.getHref(), label: pageTitles.projects },
  { href: paths.properties.getHref(), label: pageTitles.properties },
  { href: paths.units.getHref(), label: pageTitles.units },
  { href: paths.unitDesigns.getHref(), label: pageTitles.unitDesigns },
  { href: paths.financingRequests.getHref(), label: layoutMessages.financing },
  { href: paths.realEstateRequest.getHref(), label: layoutMessages.realEstateRequest },
];

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 8px 0 16px;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 4px 8px;
    padding: 0;
  }
  &[data-open='false'] {
    display: none;
    ${({ theme }) => theme.media.lg} {
      display: flex;
    }
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius};
    color: inherit;
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: rgb(255 255 255 / 12%);
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.warning};
  }
`;

const isCurrent = (location: string, href: string) =>
  location === href || location.startsWith(`${href}/`);

/** The main sections; on small screens `open` shows or hides the list (the header's menu button). */
export function MainNav({ id, open }: { id: string; open: boolean }) {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <List id={id} data-open={open}>
      {ITEMS.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} aria-current={isCurrent(location, href) ? 'page' : undefined}>
            {intl.formatMessage(label)}
          </Link>
        </li>
      ))}
    </List>
  );
}
