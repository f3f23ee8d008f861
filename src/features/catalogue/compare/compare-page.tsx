import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createGlobalStyle } from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import type { Property, Unit } from '@generated/model';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState, ErrorState } from '@/components/status';
import { paths } from '@/config/paths';
import {
  formatCompareIds,
  parseCompareIds,
  sameItem,
  setCompareList,
  useCompareList,
  type CompareItem,
} from '@/entities/compare';
import { sharedMessages } from '@/i18n/shared-messages';
import { useApiErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/format/money';
import { showToast } from '@/lib/browser/toast';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { isNotFound } from '../components/query-state';
import { ShareButton } from '../detail/share-button';
import { compareTableMessages as m } from '../messages/compare';
import { compareQueryOf } from '../api/compare-queries';
import { toCompareListing } from './compare-rows';
import { CompareTable, type CompareColumn } from './compare-table';
import { useCompareEstimate } from './use-monthly-estimate';

/** On paper: the comparison alone, wide, on one page. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4 landscape;
      margin: 10mm;
    }
    body > div > header,
    body > div > footer,
    header,
    footer,
    nav {
      display: none !important;
    }
    main {
      min-height: 0 !important;
      padding: 0 !important;
    }
  }
`;

/**
 * The comparison of the address's homes (`?ids=u12,p34`: a shared link shows the same table). Without
 * ids, the device's shortlist is put in the address. Taking a home out changes the address and the
 * shortlist.
 */
export function ComparePage({ title }: { title: string }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const search = useSearch();
  const [, navigate] = useLocation();
  const shortlist = useCompareList();
  const idsParam = new URLSearchParams(search).get('ids');
  const items = parseCompareIds(idsParam);
  const formatMoney = useFormatMoney();
  const { estimate, annualRatePercent, years, source, loanMax } = useCompareEstimate();

  // `/compare` alone shows the device's shortlist, at its shareable address.
  useEffect(() => {
    if (hydrated && !idsParam && shortlist.length > 0)
      navigate(paths.compare.getHref(formatCompareIds(shortlist)), { replace: true });
  }, [hydrated, idsParam, shortlist, navigate]);

  const results = useQueries({
    queries: items.map((item) => compareQueryOf(item) as ReturnType<typeof compareQueryOf>),
  });
  const columns: CompareColumn[] = items.map((item, index) => {
    const query = results[index]!;
    if (query.data) {
      const listing =
        item.kind === 'unit'
          ? toCompareListing('unit', query.data as Unit)
          : toCompareListing('property', query.data as Property);
      return {
        state: 'shown',
        listing,
        monthly: listing.rent ? undefined : estimate(listing.price),
      };
    }
    if (query.isError) return { ...item, state: isNotFound(query.error) ? 'missing' : 'failed' };
    return { ...item, state: 'loading' };
  });

  const remove = (column: CompareColumn) => {
    const item: CompareItem =
      column.state === 'shown' ? { kind: column.listing.kind, id: column.listing.id } : column;
    const next = items.filter((each) => !sameItem(each, item));
    setCompareList(shortlist.filter((each) => !sameItem(each, item)));
    navigate(paths.compare.getHref(formatCompareIds(next) || undefined), { replace: true });
  };
  const isOwn = formatCompareIds(shortlist) === formatCompareIds(items);

  if (items.length === 0)
    return (
      <EmptyState
        message={intl.formatMessage(m.empty)}
        action={
          <ButtonLink $variant="secondary" href={paths.units.getHref()}>
            {intl.formatMessage(sharedMessages.browseUnits)}
          </ButtonLink>
        }
      />
    );

  return (
    <>
      <PrintStyle />
      <CompareTable
        columns={columns}
        monthlySource={source}
        onRemove={remove}
        failed={(column) => {
          const index = items.findIndex((each) => sameItem(each, column as CompareItem));
          const query = results[index];
          return (
            query && (
              <ErrorState
                message={errorText(query.error)}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            )
          );
        }}
        tools={
          <>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              {intl.formatMessage(m.print)}
            </Button>
            <ShareButton title={title} />
            {hydrated && intl.messages[m.keep.id] !== undefined && !isOwn && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setCompareList(items);
                  showToast(intl.formatMessage(m.kept), 'success');
                }}
              >
                {intl.formatMessage(m.keep)}
              </Button>
            )}
          </>
        }
      />
      {annualRatePercent !== undefined && (
        <p data-testid="monthly-note">
          {intl.formatMessage(source === 'budget' ? m.monthlyBudgetNote : m.monthlyNote, {
            years,
            rate: intl.formatNumber(annualRatePercent / 100, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
            loan: loanMax === undefined ? '' : formatMoney(loanMax),
          })}
        </p>
      )}
    </>
  );
}
