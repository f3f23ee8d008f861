import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { listMessages as m } from '../../messages/lists';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-block: 24px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
  }
`;

/** The page of a list, from `?page=` (Back returns to the page the customer was on). */
export function usePageParam(): number {
  const page = Number(new URLSearchParams(useSearch()).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function ListPager({
  page,
  count,
  pageSize,
}: {
  page: number;
  count: number;
  pageSize: number;
}) {
  const intl = useIntl();
  const [location] = useLocation();
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  const hrefOf = (target: number) => (target === 1 ? location : `${location}?page=${target}`);
  return (
    <Nav aria-label={intl.formatMessage(m.pages)}>
      {page > 1 && (
        <Link href={hrefOf(page - 1)} rel="prev">
          {intl.formatMessage(m.previous)}
        </Link>
      )}
      <span aria-current="page">{intl.formatMessage(m.pageOf, { page, total })}</span>
      {page < total && (
        <Link href={hrefOf(page + 1)} rel="next">
          {intl.formatMessage(m.next)}
        </Link>
      )}
    </Nav>
  );
}
