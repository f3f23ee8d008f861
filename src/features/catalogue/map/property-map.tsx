import 'leaflet/dist/leaflet.css';
import { latLngBounds, map as leafletMap, tileLayer, type Map } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouter } from 'wouter';
import type { PropertySummary } from '@generated/model';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { formatBbox, parseBbox, SAUDI_BBOX, type Bbox } from './bbox';
import { CooperativeGestures, type GestureHints } from './cooperative-gestures';
import { MapControls } from './map-controls';
import { mapMessages as m } from '../messages/map';
import { Credit, MapFrame } from './map-styles';
import { PropertyMarkers, type MarkerTexts } from './property-markers';
import { placeLabels } from './place-labels';
import { regionsLayer } from './regions-layer';
import { SelectedHome } from './selected-home';
import { MAX_BOUNDS, maxZoomOf, OFFLINE_MAX_ZOOM } from './zoom-limits';

export type PropertyMapProps = {
  properties: PropertySummary[];
  /** The URL's bbox: the view to show, and where "search as the map moves" writes. */
  bbox?: string;
  searchAsMoves: boolean;
  onBboxChange: (bbox: string) => void;
  tileUrlTemplate?: string;
  attribution?: string;
  /**
   * The search the properties answer (filters without the bbox), set once they are its own answer:
   * a new one fits the map to them, unless the URL names the area.
   */
  resultsKey?: string;
};

type Texts = MarkerTexts & {
  hrefOf: (property: PropertySummary) => string;
  hints: GestureHints;
};

const REPORT_DELAY_MS = 400;
/** Fitting a few close homes stops at a district's scale. */
const RESULTS_MAX_ZOOM = 13;
const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);
const boundsOf = ([minLng, minLat, maxLng, maxLat]: Bbox) =>
  latLngBounds([minLat, minLng], [maxLat, maxLng]);
const bboxOf = (map: Map): Bbox => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/**
 * The results on a Leaflet map: raster tiles when web-app-config names a tile server, the bundled
 * regions layer always (alone when offline), homes as links and crowds as clusters, keyboard panning
 * (arrows) and zoom (+ and -), cooperative touch and wheel gestures. Lazily loaded with its chunk.
 */
export default function PropertyMap(props: PropertyMapProps) {
  const {
    properties,
    bbox,
    searchAsMoves,
    onBboxChange,
    tileUrlTemplate,
    attribution,
    resultsKey,
  } = props;
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const router = useRouter();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<Map>();
  const [zoom, setZoom] = useState<number>();
  const [shown, setShown] = useState(0);
  const [selected, setSelected] = useState<PropertySummary[]>([]);
  const markers = useRef<PropertyMarkers>(undefined);
  /** The bbox the map was last fitted to or wrote: any other value in the URL came from outside. */
  const reported = useRef(bbox);
  const fitting = useRef(false);

  const fit = useCallback((target: Map, area: Bbox, animate = false) => {
    fitting.current = !animate;
    target.fitBounds(boundsOf(area), { animate });
    fitting.current = false;
  }, []);

  /** What the map's own code (markers, gestures) says and does, from the latest render. */
  const texts = useRef<Texts>(undefined);
  useEffect(() => {
    texts.current = {
      // A yearly rent among sale prices says so.
      text: (property) => {
        const price = formatMoney(property.price, { compact: true });
        return property.purpose === 'rent' ? intl.formatMessage(m.perYearShort, { price }) : price;
      },
      label: (property) => {
        const price = formatMoney(property.price);
        return intl.formatMessage(m.marker, {
          title: property.title,
          price: property.purpose === 'rent' ? intl.formatMessage(m.perYear, { price }) : price,
        });
      },
      cluster: (count, here) => intl.formatMessage(here ? m.clusterHere : m.cluster, { count }),
      hrefOf: (property) => router.hrefs(router.base + paths.property.getHref(property.id), router),
      hints: {
        touch: intl.formatMessage(m.touchHint),
        wheel: intl.formatMessage(isMac() ? m.wheelHintMac : m.wheelHint),
      },
    };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = leafletMap(container, {
      zoomControl: false,
      attributionControl: false,
      maxZoom: OFFLINE_MAX_ZOOM,
      maxBounds: boundsOf(MAX_BOUNDS),
      maxBoundsViscosity: 1,
      keyboardPanDelta: 100,
    });
    // Never smaller than the whole country in this box: beyond it there is nothing to draw.
    const limitZoomOut = () => created.setMinZoom(created.getBoundsZoom(boundsOf(SAUDI_BBOX)));
    limitZoomOut();
    const gestures = new CooperativeGestures(
      created,
      () => texts.current?.hints ?? { touch: '', wheel: '' },
    ).enable();
    fit(created, parseBbox(reported.current) ?? SAUDI_BBOX);
    created.on('zoomend', () => setZoom(created.getZoom()));
    markers.current = new PropertyMarkers(created, {
      text: (property) => texts.current?.text(property) ?? '',
      label: (property) => texts.current?.label(property) ?? '',
      cluster: (count, here) => texts.current?.cluster(count, here) ?? '',
      select: setSelected,
      hrefOf: (property) => texts.current?.hrefOf(property) ?? '',
      onShown: setShown,
    });
    const resized = new ResizeObserver(() => {
      created.invalidateSize();
      limitZoomOut();
    });
    resized.observe(container);
    setMap(created);
    setZoom(created.getZoom());
    return () => {
      resized.disconnect();
      gestures.disable();
      markers.current?.remove();
      created.remove();
    };
  }, [fit]);

  useEffect(() => {
    if (!map) return;
    const layers = [
      ...(tileUrlTemplate ? [tileLayer(tileUrlTemplate, { maxZoom: 19 })] : []),
      regionsLayer({ overTiles: Boolean(tileUrlTemplate) }),
    ];
    map.setMaxZoom(maxZoomOf(tileUrlTemplate));
    markers.current?.setMaxZoom(map.getMaxZoom());
    for (const layer of layers) layer.addTo(map);
    return () => layers.forEach((layer) => layer.remove());
  }, [map, tileUrlTemplate]);

  useEffect(() => {
    if (!map) return;
    markers.current?.setProperties(properties);
    if (tileUrlTemplate) return;
    const places = placeLabels(map, properties);
    return () => void places.remove();
  }, [map, properties, tileUrlTemplate]);

  const { messages } = intl;
  const labelled = useRef(messages);
  useEffect(() => {
    if (labelled.current === messages) return;
    labelled.current = messages;
    markers.current?.relabel();
  }, [messages]);

  const report = useCallback(() => {
    if (!map || !searchAsMoves) return;
    const next = formatBbox(bboxOf(map));
    reported.current = next;
    onBboxChange(next);
  }, [map, searchAsMoves, onBboxChange]);

  // A move by the visitor (not a fit to the URL) searches the new area, once the map rests.
  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      if (fitting.current) return;
      clearTimeout(timer);
      timer = setTimeout(report, REPORT_DELAY_MS);
    };
    map.on('moveend', moved);
    return () => {
      map.off('moveend', moved);
      clearTimeout(timer);
    };
  }, [map, report]);

  // Turning "search as the map moves" on searches the area shown.
  const urlHasBbox = bbox !== undefined;
  useEffect(() => {
    if (searchAsMoves && !urlHasBbox) report();
  }, [searchAsMoves, urlHasBbox, report]);

  // New results (the filters changed): show them all, unless the URL names the area.
  const fittedKey = useRef<string>(undefined);
  useEffect(() => {
    if (!map || resultsKey === undefined || resultsKey === fittedKey.current) return;
    fittedKey.current = resultsKey;
    if (bbox !== undefined || properties.length === 0) return;
    const bounds = latLngBounds(
      properties.map(({ location }) => [location.lat, location.lng] as [number, number]),
    );
    fitting.current = true;
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: RESULTS_MAX_ZOOM, animate: false });
    fitting.current = false;
  }, [map, resultsKey, properties, bbox]);

  // The URL's bbox changed from outside (Back, a link): show that area.
  useEffect(() => {
    if (!map || bbox === undefined || bbox === reported.current) return;
    reported.current = bbox;
    fit(map, parseBbox(bbox) ?? SAUDI_BBOX);
  }, [map, bbox, fit]);

  /** The chosen homes the results still have. */
  const chosen = properties.filter(({ id }) => selected.some((home) => home.id === id));

  return (
    <MapFrame data-testid="property-map" data-zoom={zoom}>
      <div ref={containerRef} dir="ltr" role="region" aria-label={intl.formatMessage(m.label)} />
      <MapControls
        onZoomIn={() => map?.zoomIn()}
        onZoomOut={() => map?.zoomOut()}
        onReset={() => map && fit(map, SAUDI_BBOX, true)}
        canZoomIn={!map || zoom === undefined || zoom < map.getMaxZoom()}
        canZoomOut={!map || zoom === undefined || zoom > map.getMinZoom()}
      />
      {chosen.length > 0 && (
        <SelectedHome
          properties={chosen}
          onClose={() => {
            setSelected([]);
            containerRef.current?.focus();
          }}
        />
      )}
      <Credit>
        {tileUrlTemplate && attribution ? attribution : intl.formatMessage(m.boundaries)}
      </Credit>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage(m.markersShown, { count: shown })}
      </p>
    </MapFrame>
  );
}
