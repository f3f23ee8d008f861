import type { PropertyPage } from '@generated/model';
import { CardResults, NoResults } from './card-results';
import { PropertyCard } from './property-card';

type Props = {
  data: PropertyPage;
  filtered: boolean;
  onClear: () => void;
  pageHref: (page: number) => string;
};

export function PropertyResults({ data, filtered, onClear, pageHref }: Props) {
  return (
    <CardResults
      data={data}
      pageHref={pageHref}
      empty={<NoResults filtered={filtered} onClear={onClear} />}
    >
      {(property, priority) => <PropertyCard property={property} priority={priority} />}
    </CardResults>
  );
}
