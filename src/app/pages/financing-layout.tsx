import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { breadcrumbMessages, Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import { paths } from '@/config/paths';
import {
  financingDetailMessages,
  NUMBER_STAND_IN,
  requestIdOf,
  useFinancingRequest,
} from '@/features/financing/entries/request';

/** The `:id` of a financing-request route (−1 when it is not a number: the API answers 404). */
export function useRequestId(): number {
  return requestIdOf(useParams<{ id: string }>().id);
}

/**
 * Financing requests › Request N (linked when `current` follows) › current. Until the request
 * arrives its crumb is a placeholder of the same size, so the trail neither wraps differently nor
 * moves sideways when the number comes.
 */
export function useRequestCrumbs(requestId: number, current?: string): Crumb[] {
  const intl = useIntl();
  const request = useFinancingRequest(requestId);
  const number = request.data?.number;
  const pending = !number && request.isLoading;
  const requestLabel =
    number || pending
      ? intl.formatMessage(financingDetailMessages.heading, { number: number ?? NUMBER_STAND_IN })
      : intl.formatMessage(breadcrumbMessages.financingRequests);
  const crumbs: Crumb[] = [
    {
      label: intl.formatMessage(breadcrumbMessages.financingRequests),
      href: paths.financingRequests.getHref(),
    },
    {
      label: requestLabel,
      href: current ? paths.financingRequest.getHref(requestId) : undefined,
      pending,
    },
  ];
  return current ? [...crumbs, { label: current }] : crumbs;
}

type Props = {
  title: string;
  description: string;
  heading?: ReactNode;
  crumbs: Crumb[];
  children: ReactNode;
};

export function FinancingPage({ title, description, heading, crumbs, children }: Props) {
  return (
    <>
      <Container>
        <Breadcrumbs items={crumbs} />
      </Container>
      <Page title={title} description={description} heading={heading}>
        {children}
      </Page>
    </>
  );
}
