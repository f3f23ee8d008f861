import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { defineMessages } from '@/i18n/define-messages';

export const paginationMessages = defineMessages({
  pagination: {
    id: 'shared.pagination.label',
    defaultMessage: 'Pages',
    description: 'Accessible name of the page links under a list',
  },
  previous: {
    id: 'shared.pagination.previous',
    defaultMessage: 'Previous page',
    description: 'Link to the previous page of a list',
  },
  next: {
    id: 'shared.pagination.next',
    defaultMessage: 'Next page',
    description: 'Link to the next page of a list',
  },
  page: {
    id: 'shared.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a page link',
  },
  pageOf: {
    id: 'shared.pagination.pageOf',
    defaultMessage: 'Page {page} of {total}',
    description: 'The page shown, between the previous and next buttons of a list in a section',
  },
});
const m = paginationMessages;

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
    /* "…", escaped: CSS with a character beyond Latin-1 costs the RTL plugin a second compilation of its patterns. */
    content: '\\2026';
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** The page of a list, from `?page=` (Back returns to the page the customer was on). */
export function usePageParam(): number {
  const page = Number(new URLSearchParams(useSearch()).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

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

/** The page links of a list, in the URL: Back returns to the page the visitor was on. */
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
