import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useListFinancingRequests } from '@generated/api/financing/financing';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/money';
import { listMessages as m } from '../../messages/lists';
import { financingStatusMessages, financingTone } from '../../messages/statuses';
import { Badge, ItemList, Muted } from '../ui';
import { ListPager, usePageParam } from './list-pager';

const PAGE_SIZE = 10;

export const Item = styled.li`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** The customer's financing requests, newest first, each with its status and a link to its detail. */
export function FinancingRequestList() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const money = useFormatMoney();
  const page = usePageParam();
  const requests = useListFinancingRequests({ page, page_size: PAGE_SIZE });

  if (requests.isPending) return <PageLoading />;
  if (requests.isError) {
    return (
      <ErrorState message={errorText(requests.error)} onRetry={() => void requests.refetch()} />
    );
  }
  if (requests.data.count === 0) {
    return (
      <EmptyState
        message={intl.formatMessage(m.noRequests)}
        action={
          <Link href={paths.financingRequests.getHref()}>{intl.formatMessage(m.newRequest)}</Link>
        }
      />
    );
  }
  return (
    <>
      <ItemList>
        {requests.data.results.map((request) => (
          <Item key={request.id}>
            <header>
              <h2>{intl.formatMessage(m.requestNumber, { number: request.number })}</h2>
              <Badge $tone={financingTone[request.status]}>
                {intl.formatMessage(financingStatusMessages[request.status])}
              </Badge>
            </header>
            <Muted>
              {intl.formatMessage(m.createdAt, {
                date: intl.formatDate(request.created_at, { dateStyle: 'medium' }),
              })}
            </Muted>
            {request.estimated_price !== undefined && (
              <Muted>
                {intl.formatMessage(m.estimatedPrice, { amount: money(request.estimated_price) })}
              </Muted>
            )}
            {request.loan_amount !== undefined && (
              <Muted>
                {intl.formatMessage(m.loanAmount, { amount: money(request.loan_amount) })}
              </Muted>
            )}
            <Link href={paths.financingRequest.getHref(request.id)}>
              {intl.formatMessage(m.viewRequest, { number: request.number })}
            </Link>
          </Item>
        ))}
      </ItemList>
      <ListPager page={page} count={requests.data.count} pageSize={PAGE_SIZE} />
    </>
  );
}
