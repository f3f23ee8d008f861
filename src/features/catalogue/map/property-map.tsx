import { useEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PropertySummary } from '@generated/model';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/money';
import { BaseLayerSvg } from './base-layer-svg';
import { MapControls } from './map-controls';
import { mapMessages as m } from './map-messages';
import { Credit, MapFrame, Marker } from './map-styles';
import { panBy, toScreen, viewBbox } from './mercator';
import { useElementSize, useMapView, zoomAround } from './use-map-view';

export type PropertyMapProps = {
  properties: PropertySummary[];
  /** The URL's bbox: the view to show, and where "search as the map moves" writes. */
  bbox?: string;
  searchAsMoves: boolean;
  onBboxChange: (bbox: string) => void;
  tileUrlTemplate?: string;
  attribution?: string;
};

const PAN_STEP = 100;
const REPORT_DELAY_MS = 400;

/** An SVG map with price markers; works offline (built-in outline) or over configured raster tiles. */
export default function PropertyMap(props: PropertyMapProps) {
  const { properties, bbox, searchAsMoves, onBboxChange, tileUrlTemplate, attribution } = props;
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(frameRef);
  const { view, moved, move, reset, markReported } = useMapView(size, bbox);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);

  useEffect(() => {
    if (!view || !size || !searchAsMoves || (!moved && bbox)) return;
    const timer = setTimeout(() => {
      const next = viewBbox(view, size);
      markReported(next);
      onBboxChange(next);
    }, REPORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view, size, searchAsMoves, moved, bbox, onBboxChange, markReported]);

  const markers = useMemo(() => {
    if (!view || !size) return [];
    return properties
      .map((property) => ({ property, point: toScreen(property.location, view, size) }))
      .filter(
        ({ point }) =>
          point.x > -40 && point.y > -10 && point.x < size.width + 40 && point.y < size.height + 40,
      );
  }, [properties, view, size]);

  const center = () => ({ x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2 });
  const zoom = (steps: number, anchor = center()) =>
    size && move((current) => zoomAround(current, steps, anchor, size));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    if (dx || dy) move((current) => panBy(current, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const pan = pans[event.key];
    if (pan) move((current) => panBy(current, pan[0], pan[1]));
    else if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-' || event.key === '_') zoom(-1);
    else return;
    event.preventDefault();
  };

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !size) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = frame.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      move((current) => zoomAround(current, event.deltaY < 0 ? 1 : -1, anchor, size));
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [size, move]);

  return (
    <MapFrame
      ref={frameRef}
      dir="ltr"
      role="region"
      tabIndex={0}
      aria-label={intl.formatMessage(m.label)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      data-testid="property-map"
      data-zoom={view?.zoom}
    >
      {view && size && <BaseLayerSvg view={view} size={size} tileUrlTemplate={tileUrlTemplate} />}
      {markers.map(({ property, point }) => (
        <Marker
          as={Link}
          key={property.id}
          href={paths.property.getHref(property.id)}
          style={{ left: point.x, top: point.y }}
          aria-label={intl.formatMessage(m.marker, {
            title: property.title,
            price: formatMoney(property.price),
          })}
        >
          {formatMoney(property.price, { compact: true })}
        </Marker>
      ))}
      <MapControls onZoomIn={() => zoom(1)} onZoomOut={() => zoom(-1)} onReset={reset} />
      <Credit>
        {tileUrlTemplate && attribution ? attribution : intl.formatMessage(m.boundaries)}
      </Credit>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage(m.markersShown, { count: markers.length })}
      </p>
    </MapFrame>
  );
}
