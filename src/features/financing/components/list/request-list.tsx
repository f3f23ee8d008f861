import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useListFinancingRequests } from '@generated/api/financing/financing';
import { Button } from '@/components/button';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/money';
import { listMessages as m } from '../../messages/pages';
import { statusMessages } from '../../messages/status';
import { Actions, Badge, statusTone } from '../ui';

const PAGE_SIZE = 10;

const Items = styled.ul`
  display: grid;
  gap: 12px;
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 8px 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The customer's requests, newest first, each with its status. */
export function RequestList() {
  const intl = useIntl();
  const money = useFormatMoney();
  const errorText = useApiErrorText();
  const [page, setPage] = useState(1);
  const requests = useListFinancingRequests({ page, page_size: PAGE_SIZE });
  if (requests.isPending) return <PageLoading />;
  if (requests.isError)
    return (
      <ErrorState message={errorText(requests.error)} onRetry={() => void requests.refetch()} />
    );
  if (requests.data.count === 0) return <EmptyState message={intl.formatMessage(m.empty)} />;
  const pages = Math.ceil(requests.data.count / PAGE_SIZE);
  return (
    <>
      <Items>
        {requests.data.results.map((request) => (
          <li key={request.id}>
            <header>
              <h3>{intl.formatMessage(m.number, { number: request.number })}</h3>
              <Badge $tone={statusTone[request.status]}>
                {intl.formatMessage(statusMessages[request.status])}
              </Badge>
            </header>
            <p>
              {intl.formatMessage(m.createdAt, {
                date: intl.formatDate(request.created_at, { dateStyle: 'medium' }),
              })}
            </p>
            {request.loan_amount !== undefined && (
              <p>{intl.formatMessage(m.loanAmount, { amount: money(request.loan_amount) })}</p>
            )}
            <Link href={paths.financingRequest.getHref(request.id)}>
              {intl.formatMessage(m.open, { number: request.number })}
            </Link>
          </li>
        ))}
      </Items>
      {pages > 1 && (
        <Actions>
          <Button
            type="button"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {intl.formatMessage(m.previous)}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {intl.formatMessage(m.nextPage)}
          </Button>
        </Actions>
      )}
    </>
  );
}
