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
import { useFormatMoney } from '@/lib/format/money';
import {
  isWaiting,
  NUMBER_STAND_IN,
  useFinancingRequest,
  useStoreRequest,
} from '../../api/request';
import { PendingText } from '@/components/pending-text';
import { offerMessages as m } from '../../messages/pages';
import { useDeferredData } from '@/lib/browser/use-deferred-data';
import { useNow } from '@/lib/browser/use-now';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OfferTable, sortOffers, type OfferSort } from '@/entities/offer';
import { Toolbar } from '@/components/toolbar';

const OffersToolbar = styled(Toolbar)`
  margin-bottom: 16px;
`;

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
  // The table renders as a deferred update when the answers arrive (src/lib/browser/use-deferred-data).
  const requestData = useDeferredData(request.data);
  const offersData = useDeferredData(offers.data);
  const choose = useChooseFinancingOffer();
  const store = useStoreRequest();
  const [sort, setSort] = useState<OfferSort>({ key: 'total_cost', direction: 'ascending' });
  const now = useNow(30_000);
  const [picked, setPicked] = useState<FinancingOffer | null>(null);

  const back = (
    <Link href={paths.financingRequest.getHref(requestId)}>
      {intl.formatMessage(m.backToRequest)}
    </Link>
  );
  // The explanation is the page's first screen: painted from the prerendered page, where it waits
  // for the request's number in a placeholder of its size, so it never moves or grows.
  const explanation = (
    <>
      <p>
        {intl.formatMessage(m.intro, {
          number: request.data?.number ?? <PendingText>{NUMBER_STAND_IN}</PendingText>,
        })}
      </p>
      <OffersToolbar>
        <p>{intl.formatMessage(m.sortHint)}</p>
        {back}
      </OffersToolbar>
    </>
  );
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
  if (!requestData || !offersData)
    return (
      <>
        {explanation}
        <PageLoading />
      </>
    );
  if (offersData.results.length === 0) {
    return (
      <EmptyState
        message={intl.formatMessage(isWaiting(requestData) ? m.preparing : m.empty)}
        action={back}
      />
    );
  }
  const canChoose = requestData.allowed_actions.includes('choose_offer');
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
        onError: () => void offers.refetch(),
      },
    );
  };

  return (
    <>
      {explanation}
      <OfferTable
        offers={sortOffers(offersData.results, sort)}
        sort={sort}
        onSort={setSort}
        canChoose={canChoose}
        onChoose={(item) => {
          choose.reset();
          setPicked(item);
        }}
        now={now}
      />
      <ConfirmDialog
        open={picked !== null}
        title={picked ? intl.formatMessage(m.chooseTitle, { bank: picked.bank.name }) : ''}
        body={
          picked
            ? intl.formatMessage(m.chooseBody, {
                bank: picked.bank.name,
                installment: money(picked.monthly_installment),
                total: money(picked.total_cost),
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
