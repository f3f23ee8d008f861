import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FinancingRequest } from '@generated/model';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format/date-time';
import { useFormatMoney } from '@/lib/format/money';
import { isWaiting, useFinancingRequest } from '../../api/request';
import { consentMessages as c } from '../../messages/consent';
import { fieldMessages as f } from '../../messages/fields';
import { detailMessages as m } from '../../messages/pages';
import { wizardMessages as w } from '../../messages/wizard';
import { MissingFields } from '../missing-fields';
import { FinancingRequestStatusBadge } from '@/entities/financing-request';
import { FiguresList as Facts } from '@/components/figures-list';
import { Card, Notice } from '../ui';
import { DocumentsPanel } from '../documents/documents-panel';
import { RequestActions } from './request-actions';
import { ChosenOffer } from './chosen-offer';
import { StatusTimeline } from './status-timeline';

/** A term and its value, laid out by the list's grid (a class: the server renders this page). */
const FactRow = styled.div`
  display: contents;
`;

const StatusHeading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

function stateText(request: FinancingRequest) {
  if (request.status === 'prepared') return m.offersReady;
  if (request.status === 'approved') return m.approved;
  if (request.status === 'rejected') return m.rejected;
  if (request.status === 'submitted' || request.status === 'processing') return m.inReview;
  if (isWaiting(request)) return m.waitingOffers;
  return undefined;
}

function Summary({ request }: { request: FinancingRequest }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const rows: [string, string | undefined][] = [
    [
      intl.formatMessage(m.property),
      request.own_property
        ? intl.formatMessage(m.ownLabel)
        : request.reservation_number &&
          intl.formatMessage(m.reservationLabel, { number: request.reservation_number }),
    ],
    [
      intl.formatMessage(f.estimated_price),
      request.estimated_price !== undefined ? money(request.estimated_price) : undefined,
    ],
    [
      intl.formatMessage(f.down_payment),
      request.down_payment !== undefined ? money(request.down_payment) : undefined,
    ],
    [
      intl.formatMessage(w.summaryLoan),
      request.loan_amount !== undefined ? money(request.loan_amount) : undefined,
    ],
    [
      intl.formatMessage(f.loan_term_years),
      request.loan_term_years !== undefined
        ? intl.formatNumber(request.loan_term_years)
        : undefined,
    ],
    [
      intl.formatMessage(f.preferred_monthly_installment),
      request.preferred_monthly_installment !== undefined
        ? money(request.preferred_monthly_installment)
        : undefined,
    ],
    [
      intl.formatMessage(f.monthly_income),
      request.monthly_income !== undefined ? money(request.monthly_income) : undefined,
    ],
    [intl.formatMessage(m.agent), request.prepared_by_agent?.name],
    [
      intl.formatMessage(c.summaryLabel),
      request.simah_consent
        ? intl.formatMessage(c.given, {
            date: formatDateTime(intl, request.simah_consent.given_at),
            version: request.simah_consent.version,
          })
        : undefined,
    ],
  ];
  return (
    <Facts>
      {rows
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <FactRow key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </FactRow>
        ))}
    </Facts>
  );
}

/** A request: status with its timeline, what is missing, what the customer may do now. */
export function RequestDetail({ requestId }: { requestId: number }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const query = useFinancingRequest(requestId);
  const [notice, setNotice] = useState('');
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const request = query.data;
  const text = stateText(request);
  return (
    <>
      <p role="status">{notice}</p>
      <Card aria-labelledby="request-status">
        <StatusHeading id="request-status">
          {intl.formatMessage(m.status)}
          <FinancingRequestStatusBadge status={request.status} />
        </StatusHeading>
        {text && <Notice>{intl.formatMessage(text)}</Notice>}
        <MissingFields title={intl.formatMessage(m.missingTitle)} fields={request.missing_fields} />
        <StatusTimeline request={request} />
        <RequestActions request={request} onNotice={setNotice} />
      </Card>
      {request.chosen_offer_id !== undefined && (
        <ChosenOffer requestId={request.id} offerId={request.chosen_offer_id} />
      )}
      <Card aria-labelledby="request-summary">
        <h2 id="request-summary">{intl.formatMessage(m.summary)}</h2>
        <Summary request={request} />
      </Card>
      <DocumentsPanel requestId={request.id} />
    </>
  );
}
