import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  clampZoom,
  fitBbox,
  fromScreen,
  parseBbox,
  project,
  SAUDI_BBOX,
  unproject,
  type Point,
  type Size,
  type View,
} from './mercator';

/** Zooms by whole steps, keeping the place under `anchor` (a screen point) where it is. */
export function zoomAround(view: View, steps: number, anchor: Point, size: Size): View {
  const zoom = clampZoom(view.zoom + steps);
  if (zoom === view.zoom) return view;
  const place = project(fromScreen(anchor, view, size));
  const scale = 2 ** zoom;
  return {
    zoom,
    center: unproject({
      x: place.x - (anchor.x - size.width / 2) / scale,
      y: place.y - (anchor.y - size.height / 2) / scale,
    }),
  };
}

/** The map element's size, followed as it changes. */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size | undefined {
  const [size, setSize] = useState<Size>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The view (centre and zoom): fitted to the URL's bbox (or the whole country), refitted when the URL
 * changes from outside (Back), and `moved` once the visitor pans or zooms.
 */
export function useMapView(size: Size | undefined, bbox: string | undefined) {
  const [view, setView] = useState<View>();
  const [moved, setMoved] = useState(false);
  const reported = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!size) return;
    if (view && (bbox === reported.current || bbox === undefined)) return;
    setView(fitBbox(parseBbox(bbox) ?? SAUDI_BBOX, size));
    reported.current = bbox;
    setMoved(false);
    // Refit once the size is known, and when the URL's bbox changes from outside (Back, a link).
  }, [bbox, size]); // eslint-disable-line react-hooks/exhaustive-deps

  const move = useCallback((next: (current: View) => View) => {
    setView((current) => (current ? next(current) : current));
    setMoved(true);
  }, []);

  const reset = useCallback(() => {
    if (size) setView(fitBbox(SAUDI_BBOX, size));
    setMoved(true);
  }, [size]);

  const markReported = useCallback((value: string | undefined) => {
    reported.current = value;
  }, []);

  return { view, moved, move, reset, markReported };
}
