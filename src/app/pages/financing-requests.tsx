import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { breadcrumbMessages } from '@/components/breadcrumbs';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { FinancingRequestList } from '@/entities/financing-request';
import { financingListMessages as m, NewRequestForm } from '@/features/financing';
import { FinancingPage } from './financing-layout';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function FinancingRequestsPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const creating = search.has('new');
  const reservation = Number(search.get('reservation'));
  const list = paths.financingRequests.getHref();
  return (
    <FinancingPage
      title={intl.formatMessage(pageTitles.financingRequests)}
      description={intl.formatMessage(pageDescriptions.financingRequests)}
      crumbs={
        creating
          ? [
              { label: intl.formatMessage(breadcrumbMessages.financingRequests), href: list },
              { label: intl.formatMessage(m.createTitle) },
            ]
          : [{ label: intl.formatMessage(breadcrumbMessages.financingRequests) }]
      }
    >
      <p>{intl.formatMessage(m.intro)}</p>
      {creating ? (
        <NewRequestForm
          onCancel={() => navigate(list)}
          reservationId={Number.isInteger(reservation) && reservation > 0 ? reservation : undefined}
        />
      ) : (
        <Button type="button" onClick={() => navigate(`${list}?new=1`)}>
          {intl.formatMessage(m.newRequest)}
        </Button>
      )}
      <h2>{intl.formatMessage(m.heading)}</h2>
      <FinancingRequestList heading="h3" />
    </FinancingPage>
  );
}
