import 'leaflet/dist/leaflet.css';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { GeoPoint } from '@generated/model';
import { mapMessages as m } from '../messages/map';
import { Credit } from './map-styles';
import { regionsLayer } from './regions-layer';
import { maxZoomOf } from './zoom-limits';

export type LocationMapProps = {
  location: GeoPoint;
  /** The place in words, the picture's text alternative. */
  place: string;
  tileUrlTemplate?: string;
  attribution?: string;
};

/** Where a listing is, as a still picture: the point over the tiles or the bundled regions layer. */
export default function LocationMap({
  location,
  place,
  tileUrlTemplate,
  attribution,
}: LocationMapProps) {
  const intl = useIntl();
  const { colors } = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const created = leafletMap(container, {
      zoomControl: false,
      attributionControl: false,
      dragging: false,
      touchZoom: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
    });
    created.setView([location.lat, location.lng], Math.min(13, maxZoomOf(tileUrlTemplate)));
    if (tileUrlTemplate) tileLayer(tileUrlTemplate, { maxZoom: 19 }).addTo(created);
    regionsLayer({ overTiles: Boolean(tileUrlTemplate) }).addTo(created);
    circleMarker([location.lat, location.lng], {
      radius: 9,
      color: '#fff',
      weight: 3,
      fillColor: colors.primary,
      fillOpacity: 1,
      interactive: false,
    }).addTo(created);
    return () => {
      created.remove();
    };
  }, [location.lat, location.lng, tileUrlTemplate, colors.primary]);
  return (
    <>
      <div
        ref={ref}
        dir="ltr"
        role="img"
        aria-label={intl.formatMessage(m.locationLabel, { place })}
        className="location-map"
      />
      <Credit>
        {tileUrlTemplate && attribution ? attribution : intl.formatMessage(m.boundaries)}
      </Credit>
    </>
  );
}
