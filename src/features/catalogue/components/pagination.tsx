import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { listMessages as m } from '../messages';

const Nav = styled.nav`
  margin-block: 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 0;
    justify-content: center;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding-inline: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
  .gap::before {
    content: '…';
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** The pages to show: the first, the last and two either side of the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

type Props = { page: number; count: number; pageSize: number; hrefOf: (page: number) => string };

/** Page links in the URL: Back returns to the page the visitor was on. */
export function Pagination({ page, count, pageSize, hrefOf }: Props) {
  const intl = useIntl();
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <Nav aria-label={intl.formatMessage(m.pagination)}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} onClick={toTop} rel="prev">
              {intl.formatMessage(m.previous)}
            </Link>
          </li>
        )}
        {pageWindow(page, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <span className="gap" />
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                onClick={toTop}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage(m.page, { page: item })}
              >
                {intl.formatNumber(item)}
              </Link>
            </li>
          ),
        )}
        {page < total && (
          <li>
            <Link href={hrefOf(page + 1)} onClick={toTop} rel="next">
              {intl.formatMessage(m.next)}
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
