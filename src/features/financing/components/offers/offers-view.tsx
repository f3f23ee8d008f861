import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import {
  useChooseFinancingOffer,
  useListFinancingOffers,
} from '@generated/api/financing/financing';
import type { FinancingOffer } from '@generated/model';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/money';
import { isWaiting, useFinancingRequest, useStoreRequest } from '../../api/request';
import { offerMessages as m } from '../../messages/pages';
import { isOfferSort, OFFER_SORTS, sortOffers, type OfferSort } from '../../schemas/offers-sort';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OfferCard } from '@/entities/offer';
import { Toolbar } from '@/components/toolbar';

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  padding: 0;
  margin: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  }
`;

const OffersToolbar = styled(Toolbar)`
  margin-bottom: 16px;
  label {
    font-weight: 600;
    margin-inline-end: 8px;
  }
  select {
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const sortLabels = {
  monthly_installment: m.sortInstallment,
  apr: m.sortApr,
  total_cost: m.sortTotal,
} as const;

/** The offers of a request side by side, sortable; choosing one (confirmed) sends it to the bank. */
export function OffersView({ requestId }: { requestId: number }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const request = useFinancingRequest(requestId);
  const offers = useListFinancingOffers(requestId, {
    query: { refetchInterval: () => (isWaiting(request.data) ? 3000 : false) },
  });
  const choose = useChooseFinancingOffer();
  const store = useStoreRequest();
  const [sort, setSort] = useState<OfferSort>('monthly_installment');
  const [picked, setPicked] = useState<FinancingOffer | null>(null);

  if (request.isPending || offers.isPending) return <PageLoading />;
  if (request.isError || offers.isError) {
    const failed = request.error ?? offers.error;
    return (
      <ErrorState
        message={errorText(failed)}
        onRetry={() => {
          void request.refetch();
          void offers.refetch();
        }}
      />
    );
  }
  const number = request.data.number;
  const back = (
    <Link href={paths.financingRequest.getHref(requestId)}>
      {intl.formatMessage(m.backToRequest)}
    </Link>
  );
  if (offers.data.results.length === 0) {
    return (
      <EmptyState
        message={intl.formatMessage(isWaiting(request.data) ? m.preparing : m.empty)}
        action={back}
      />
    );
  }
  const canChoose = request.data.allowed_actions.includes('choose_offer');
  const confirm = () => {
    if (!picked) return;
    choose.mutate(
      { requestId, offerId: picked.id },
      {
        onSuccess: (saved) => {
          store(saved);
          setPicked(null);
          navigate(paths.financingRequest.getHref(requestId));
        },
      },
    );
  };

  return (
    <>
      <p>{intl.formatMessage(m.intro, { number })}</p>
      <OffersToolbar>
        <div>
          <label htmlFor="offer-sort">{intl.formatMessage(m.sortLabel)}</label>
          <select
            id="offer-sort"
            value={sort}
            onChange={(event) => isOfferSort(event.target.value) && setSort(event.target.value)}
          >
            {OFFER_SORTS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(sortLabels[value])}
              </option>
            ))}
          </select>
        </div>
        {back}
      </OffersToolbar>
      <Grid>
        {sortOffers(offers.data.results, sort).map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            canChoose={canChoose}
            onChoose={(item) => {
              choose.reset();
              setPicked(item);
            }}
          />
        ))}
      </Grid>
      <ConfirmDialog
        open={picked !== null}
        title={picked ? intl.formatMessage(m.chooseTitle, { bank: picked.bank.name }) : ''}
        body={
          picked
            ? intl.formatMessage(m.chooseBody, {
                bank: picked.bank.name,
                installment: money(picked.monthly_installment),
              })
            : ''
        }
        confirmLabel={intl.formatMessage(m.chooseConfirm)}
        cancelLabel={intl.formatMessage(m.chooseCancel)}
        onConfirm={confirm}
        onClose={() => setPicked(null)}
        busy={choose.isPending}
        error={choose.error}
      />
    </>
  );
}
