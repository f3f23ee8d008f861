import { lazy } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { GeoPoint } from '@generated/model';
import { LazyOnVisible } from '@/components/lazy-on-visible';
import { DetailSection } from './detail-layout';
import { detailMessages as m } from '../messages/detail';

const LocationMap = lazy(() => import('../map/location-map'));

const MAP_HEIGHT = 220;

/** The map's box keeps its height before, while and after the map loads: nothing below moves. */
const Frame = styled.div`
  position: relative;
  /* Leaflet's panes and controls (z-index 400 to 1000) stay inside the map, under the page's bars. */
  isolation: isolate;
  height: ${MAP_HEIGHT}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #dfeaf5;
  .location-map {
    position: absolute;
    inset: 0;
    background: #dfeaf5;
  }
`;

type Props = { location: GeoPoint; place: string };

/** Where the listing is: the place in words and a small map, loaded when it comes near the screen. */
export function LocationSection({ location, place }: Props) {
  const intl = useIntl();
  const config = useGetWebAppConfig({ query: { staleTime: Infinity } });
  return (
    <DetailSection title={intl.formatMessage(m.onMap)} testId="location-section">
      {place && <p>{place}</p>}
      <Frame data-testid="location-map">
        <LazyOnVisible minHeight={MAP_HEIGHT}>
          <LocationMap
            location={location}
            place={place}
            tileUrlTemplate={config.data?.map.tile_url_template}
            attribution={config.data?.map.attribution}
          />
        </LazyOnVisible>
      </Frame>
    </DetailSection>
  );
}
