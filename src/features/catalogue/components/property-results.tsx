import { useIntl } from 'react-intl';
import type { PropertyPage } from '@generated/model';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/status';
import { listMessages as m } from '../messages';
import { CardGrid } from '@/components/card';
import { Pagination } from '@/components/pagination';
import { PropertyCard } from './property-card';

type Props = {
  data: PropertyPage;
  filtered: boolean;
  onClear: () => void;
  pageHref: (page: number) => string;
};

export function PropertyResults({ data, filtered, onClear, pageHref }: Props) {
  const intl = useIntl();
  if (data.results.length === 0) {
    return (
      <EmptyState
        message={intl.formatMessage(filtered ? m.noResults : m.empty)}
        action={
          filtered ? (
            <Button type="button" variant="secondary" onClick={onClear}>
              {intl.formatMessage(m.clearFilters)}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <CardGrid>
        {data.results.map((property, index) => (
          <li key={property.id}>
            <PropertyCard property={property} priority={index < 2} />
          </li>
        ))}
      </CardGrid>
      <Pagination page={data.page} count={data.count} pageSize={data.page_size} hrefOf={pageHref} />
    </>
  );
}
