import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useListFinancingRequests } from '@generated/api/financing/financing';
import type { FinancingRequest } from '@generated/model';
import { PagedList, RecordItem } from '@/components/paged-list';
import { usePageParam } from '@/components/pagination';
import { paths } from '@/config/paths';
import { defineMessages } from '@/i18n/define-messages';
import { useFormatMoney } from '@/lib/format/money';
import { FinancingRequestStatusBadge } from './status';
import { sharedMessages } from '@/i18n/shared-messages';

const PAGE_SIZE = 10;

const m = {
  ...defineMessages({
    empty: {
      id: 'shared.financingRequest.list.empty',
      defaultMessage: 'You have no financing requests yet.',
      description: 'Empty list of financing requests',
    },
    number: {
      id: 'shared.financingRequest.number',
      defaultMessage: 'Request {number}',
      description: 'A financing request named by its number',
    },
    estimatedPrice: {
      id: 'shared.financingRequest.estimatedPrice',
      defaultMessage: 'Property value: {amount}',
      description: 'The estimated price of the property of a financing request',
    },
    loanAmount: {
      id: 'shared.financingRequest.loanAmount',
      defaultMessage: 'Loan amount: {amount}',
      description: 'Loan amount of a financing request',
    },
    view: {
      id: 'shared.financingRequest.view',
      defaultMessage: 'View request {number}',
      description: 'Link to the page of a financing request',
    },
  }),
  createdAt: sharedMessages.createdAt,
};

type RowProps = { request: FinancingRequest; heading: 'h2' | 'h3' };

/** One request in a list: number, status, dates and amounts, and the link to its page. */
export function FinancingRequestRow({ request, heading: Heading }: RowProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <RecordItem>
      <header>
        <Heading>{intl.formatMessage(m.number, { number: request.number })}</Heading>
        <FinancingRequestStatusBadge status={request.status} />
      </header>
      <p>
        {intl.formatMessage(m.createdAt, {
          date: intl.formatDate(request.created_at, { dateStyle: 'medium' }),
        })}
      </p>
      {request.estimated_price !== undefined && (
        <p>{intl.formatMessage(m.estimatedPrice, { amount: money(request.estimated_price) })}</p>
      )}
      {request.loan_amount !== undefined && (
        <p>{intl.formatMessage(m.loanAmount, { amount: money(request.loan_amount) })}</p>
      )}
      <Link href={paths.financingRequest.getHref(request.id)}>
        {intl.formatMessage(m.view, { number: request.number })}
      </Link>
    </RecordItem>
  );
}

type ListProps = { heading?: 'h2' | 'h3'; emptyAction?: ReactNode };

/** The customer's financing requests, newest first, a page at a time (`?page=`). */
export function FinancingRequestList({ heading = 'h2', emptyAction }: ListProps) {
  const intl = useIntl();
  const page = usePageParam();
  const query = useListFinancingRequests({ page, page_size: PAGE_SIZE });
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      empty={intl.formatMessage(m.empty)}
      emptyAction={emptyAction}
    >
      {(request) => <FinancingRequestRow key={request.id} request={request} heading={heading} />}
    </PagedList>
  );
}
