import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { paginationMessages as m } from '@/components/pagination';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-block: 16px;
`;

/** Previous / next pages of a list kept in the component (a section of a page, not the address). */
export function ListPages({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (total <= 1) return null;
  return (
    <Nav aria-label={intl.formatMessage(m.pagination)}>
      <Button
        type="button"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {intl.formatMessage(m.previous)}
      </Button>
      <span aria-live="polite">{intl.formatMessage(m.pageOf, { page, total })}</span>
      <Button
        type="button"
        variant="secondary"
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
      >
        {intl.formatMessage(m.next)}
      </Button>
    </Nav>
  );
}
