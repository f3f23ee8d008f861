import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useListProperties } from '@generated/api/catalogue/catalogue';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { Button } from '@/components/button';
import { ControlledCheckbox } from '@/components/form/controlled-fields';
import { PageLoading } from '@/components/status';
import { WithMessages } from '@/i18n/load-messages';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { mapMessages } from '../messages/map';
import { toListPropertiesParams, type PropertySearch } from '../property-search';

const Partial = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-block: 8px;
`;

const PropertyMap = lazy(() => import('../map/property-map'));

/** Up to 100 markers: one page of the same search, the most the API returns at once. */
const MARKERS_PAGE_SIZE = 100;

const resultsKeyOf = ({
  bbox: _bbox,
  page: _page,
  view: _view,
  ordering: _ordering,
  ...filters
}: PropertySearch) => JSON.stringify(filters);

type Props = {
  search: PropertySearch;
  onChange: (next: PropertySearch, options?: { replace?: boolean }) => void;
};

export function PropertyMapPanel({ search, onChange }: Props) {
  const intl = useIntl();
  const config = useGetWebAppConfig({ query: { staleTime: Infinity } });
  const [searchAsMoves, setSearchAsMoves] = useState(Boolean(search.bbox));
  const markers = useListProperties(
    toListPropertiesParams({ ...search, page: undefined }, MARKERS_PAGE_SIZE),
    {
      query: { placeholderData: (previous) => previous },
    },
  );
  const shown = markers.data?.results.length ?? 0;
  const count = markers.data?.count;
  const onBboxChange = useCallback(
    (bbox: string) => onChange({ ...search, bbox, page: undefined }, { replace: true }),
    [onChange, search],
  );
  const hydrated = useHydrated();
  const loading = <PageLoading label={intl.formatMessage(mapMessages.loading)} />;
  const toggle = (checked: boolean) => {
    setSearchAsMoves(checked);
    if (!checked && search.bbox)
      onChange({ ...search, bbox: undefined, page: undefined }, { replace: true });
  };
  return (
    <div>
      <ControlledCheckbox
        id="map-search-as-moves"
        label={intl.formatMessage(mapMessages.searchAsMoves)}
        checked={searchAsMoves}
        onCheckedChange={toggle}
      />
      {count !== undefined && count > shown && (
        <Partial role="status" data-testid="map-partial">
          <span>{intl.formatMessage(mapMessages.partial, { shown, count })}</span>
          {!searchAsMoves && (
            <Button type="button" variant="secondary" onClick={() => toggle(true)}>
              {intl.formatMessage(mapMessages.narrow)}
            </Button>
          )}
        </Partial>
      )}
      {/* The map is the browser's alone (Leaflet reads the window as it loads): its box until then,
          and until its messages are in. */}
      <Suspense fallback={loading}>
        {hydrated ? (
          <WithMessages>
            <PropertyMap
              properties={markers.data?.results ?? []}
              bbox={search.bbox}
              searchAsMoves={searchAsMoves}
              onBboxChange={onBboxChange}
              tileUrlTemplate={config.data?.map.tile_url_template}
              attribution={config.data?.map.attribution}
              resultsKey={
                markers.data && !markers.isPlaceholderData ? resultsKeyOf(search) : undefined
              }
            />
          </WithMessages>
        ) : (
          loading
        )}
      </Suspense>
    </div>
  );
}
