import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Image } from '@generated/model';
import { CloseIcon } from '@/components/close-icon';
import { srcSetOf } from '@/components/listing-image';
import { commonMessages } from '@/components/messages';
import { useDirection } from '@/i18n/locale-provider';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { detailMessages } from '../messages/detail';
import { galleryMessages as m } from '../messages/gallery';

const photoAlt = detailMessages.photoAlt;
import {
  clampPan,
  clampZoom,
  DOUBLE_TAP_ZOOM,
  keyStep,
  stepIndex,
  swipeStep,
  ZOOM_MAX,
  ZOOM_MIN,
} from './gallery-navigation';

export type GalleryTab = 'photos' | 'plans';
export type GalleryStart = { tab: GalleryTab; index: number };

const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: #111;
  color: #fff;
  overflow: hidden;
  &::backdrop {
    background: #111;
  }
  .frame {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 8px;
    padding-top: calc(4px + env(safe-area-inset-top, 0px));
  }
  .bar h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid rgb(255 255 255 / 40%);
    border-radius: 8px;
    background: rgb(0 0 0 / 55%);
    color: #fff;
    cursor: pointer;
    font: inherit;
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  button:focus-visible,
  [role='tab']:focus-visible,
  .stage:focus-visible {
    outline: 3px solid #ffd54f;
    outline-offset: 2px;
  }
  [role='tablist'] {
    display: flex;
    gap: 8px;
    padding: 0 8px 4px;
  }
  [role='tab'][aria-selected='true'] {
    background: #fff;
    color: #111;
  }
  .counter {
    margin: 0;
    min-width: 4.5em;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .stage {
    position: relative;
    flex: 1;
    min-height: 0;
    overflow: hidden;
    touch-action: none;
    user-select: none;
  }
  .strip {
    display: flex;
    height: 100%;
  }
  .slide {
    flex: 0 0 100%;
    height: 100%;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
  }
  .slide img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    pointer-events: none;
  }
  .step {
    position: absolute;
    top: 50%;
    margin-top: -22px;
    z-index: 1;
  }
  .step.previous {
    inset-inline-start: 8px;
  }
  .step.next {
    inset-inline-end: 8px;
  }
  .tools {
    display: flex;
    justify-content: center;
    gap: 8px;
    padding: 4px 8px calc(8px + env(safe-area-inset-bottom, 0px));
  }
  @media (prefers-reduced-motion: no-preference) {
    .strip[data-settled] {
      transition: transform 0.25s ease-out;
    }
  }
`;

type Props = {
  title: string;
  photos: Image[];
  plans: Image[];
  start: GalleryStart;
  onClose: () => void;
};

type Zoom = { scale: number; x: number; y: number };
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A chevron pointing to the reading direction's end (flipped for Arabic by the caller). */
function Chevron({ flip }: { flip: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      style={{ transform: flip ? 'scaleX(-1)' : undefined }}
    >
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function ZoomIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={`M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM15.5 15.5L20 20M7.5 10.5h6${plus ? 'M10.5 7.5v6' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * Every picture of a listing, full screen, as a modal dialog: swipe, the arrow keys (in the reading
 * direction) and the side buttons move between pictures; pinch, double-tap, the zoom buttons and + / −
 * zoom, and a zoomed picture is dragged. Floor plans are their own tab. Escape, the close button and
 * the browser's Back close it (it takes a history entry); the page then gives focus back to the photo
 * that opened it. Only the pictures beside the one shown are loaded, each in a size that fits
 * (`srcset`).
 */
export default function GalleryViewer({ title, photos, plans, start, onClose }: Props) {
  const intl = useIntl();
  const dir = useDirection();
  const ref = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  const [tab, setTab] = useState<GalleryTab>(start.tab);
  const [index, setIndex] = useState(start.index);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const [drag, setDrag] = useState(0);
  const ids = { title: useId(), hint: useId(), panel: useId(), photos: useId(), plans: useId() };
  const images = tab === 'plans' ? plans : photos;
  const count = images.length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal?.();
    window.history.pushState({ ...window.history.state, gallery: true }, '');
    let poppedBack = false;
    const onPop = () => {
      poppedBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (dialog.open) dialog.close();
      if (!poppedBack && window.history.state?.gallery) window.history.back();
    };
  }, []);

  const go = (next: number) => {
    setIndex(next);
    setZoom(NO_ZOOM);
    setDrag(0);
  };
  const showTab = (next: GalleryTab) => {
    setTab(next);
    go(0);
  };
  const zoomTo = (scale: number, at?: Point) => {
    const next = clampZoom(scale);
    if (next === ZOOM_MIN) return setZoom(NO_ZOOM);
    const box = stageRef.current?.getBoundingClientRect();
    // Zoom towards the point tapped: it stays under the finger.
    const x = at && box ? (box.left + box.width / 2 - at.x) * (next - 1) : zoom.x;
    const y = at && box ? (box.top + box.height / 2 - at.y) * (next - 1) : zoom.y;
    setZoom({
      scale: next,
      x: clampPan(x, next, box?.width ?? 0),
      y: clampPan(y, next, box?.height ?? 0),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') === 'tab' && plans.length > 0) {
      const step = keyStep(event.key, dir);
      if (step === undefined) return;
      event.preventDefault();
      const next: GalleryTab = step === 1 || step === 'last' ? 'plans' : 'photos';
      showTab(next);
      document.getElementById(next === 'plans' ? ids.plans : ids.photos)?.focus();
      return;
    }
    if (event.key === '+' || event.key === '=') return zoomTo(zoom.scale + 0.5);
    if (event.key === '-') return zoomTo(zoom.scale - 0.5);
    const step = keyStep(event.key, dir);
    if (step === undefined || event.altKey || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    go(stepIndex(index, step, count));
  };

  // Gestures: one pointer swipes (or drags a zoomed picture), two pinch, a double tap zooms.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{
    start: Point;
    zoom: Zoom;
    pinch?: { distance: number; scale: number };
    moved: boolean;
  }>(undefined);
  const lastTap = useRef<{ at: number; point: Point }>(undefined);

  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    gesture.current = {
      start: { x: event.clientX, y: event.clientY },
      zoom,
      moved: points.length > 1,
      pinch:
        points.length === 2
          ? { distance: distance(points[0]!, points[1]!), scale: zoom.scale }
          : undefined,
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = gesture.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (current.pinch && points.length >= 2) {
      zoomTo((current.pinch.scale * distance(points[0]!, points[1]!)) / current.pinch.distance);
      return;
    }
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (Math.abs(dx) > 8 || Math.abs(dy) > 8) current.moved = true;
    if (current.zoom.scale > 1) {
      const box = stageRef.current?.getBoundingClientRect();
      setZoom({
        scale: current.zoom.scale,
        x: clampPan(current.zoom.x + dx, current.zoom.scale, box?.width ?? 0),
        y: clampPan(current.zoom.y + dy, current.zoom.scale, box?.height ?? 0),
      });
    } else setDrag(dx);
  };
  const onPointerUp = (event: PointerEvent) => {
    const current = gesture.current;
    if (!pointers.current.delete(event.pointerId) || !current) return;
    if (pointers.current.size > 0) return;
    gesture.current = undefined;
    const point = { x: event.clientX, y: event.clientY };
    if (!current.moved && !current.pinch) {
      const previous = lastTap.current;
      if (previous && event.timeStamp - previous.at < 350 && distance(previous.point, point) < 40) {
        lastTap.current = undefined;
        zoomTo(zoom.scale > 1 ? ZOOM_MIN : DOUBLE_TAP_ZOOM, point);
      } else lastTap.current = { at: event.timeStamp, point };
      setDrag(0);
      return;
    }
    if (current.zoom.scale === 1 && !current.pinch) {
      const step = swipeStep(point.x - current.start.x, point.y - current.start.y, dir);
      go(stepIndex(index, step, count));
    }
    setDrag(0);
  };
  const onPointerCancel = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    gesture.current = undefined;
    setDrag(0);
  };

  const shift = (dir === 'rtl' ? 1 : -1) * index * 100;
  const position = { index: index + 1, count };
  return (
    <Dialog
      ref={ref}
      aria-labelledby={ids.title}
      aria-describedby={ids.hint}
      data-testid="gallery-viewer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="frame">
        <div className="bar">
          <button
            type="button"
            aria-label={intl.formatMessage(commonMessages.close)}
            onClick={onClose}
            autoFocus
          >
            <CloseIcon />
          </button>
          <h2 id={ids.title}>{intl.formatMessage(m.dialog, { title })}</h2>
          <p className="counter" aria-hidden="true" dir="ltr" data-testid="gallery-counter">
            {intl.formatMessage(m.counter, position)}
          </p>
        </div>
        <p id={ids.hint} className="visually-hidden">
          {intl.formatMessage(m.hint)}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {intl.formatMessage(m.position, position)}
        </p>
        {plans.length > 0 && (
          <div role="tablist" aria-label={intl.formatMessage(m.dialog, { title })}>
            {(['photos', 'plans'] as const).map((each) => (
              <button
                key={each}
                type="button"
                role="tab"
                id={each === 'plans' ? ids.plans : ids.photos}
                aria-selected={tab === each}
                aria-controls={ids.panel}
                tabIndex={tab === each ? 0 : -1}
                onClick={() => showTab(each)}
              >
                {intl.formatMessage(each === 'plans' ? m.plansTab : m.photosTab, {
                  count: (each === 'plans' ? plans : photos).length,
                })}
              </button>
            ))}
          </div>
        )}
        <div
          ref={stageRef}
          className="stage"
          id={ids.panel}
          role={plans.length > 0 ? 'tabpanel' : 'group'}
          aria-labelledby={
            plans.length > 0 ? (tab === 'plans' ? ids.plans : ids.photos) : ids.title
          }
          data-zoom={zoom.scale}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <div
            className="strip"
            data-settled={drag === 0 || undefined}
            style={{ transform: `translateX(calc(${shift}% + ${drag}px))` }}
          >
            {images.map((image, at) => (
              <div
                key={`${tab}-${image.url}-${at}`}
                className="slide"
                aria-hidden={at !== index}
                data-current={at === index || undefined}
              >
                {Math.abs(at - index) <= 1 && (
                  <img
                    src={safeApiUrl(image.url)}
                    srcSet={srcSetOf(image)}
                    sizes={`${Math.round(100 * (at === index ? zoom.scale : 1))}vw`}
                    width={image.width}
                    height={image.height}
                    alt={image.alt || intl.formatMessage(photoAlt, { title, index: at + 1 })}
                    loading={at === index ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    style={
                      at === index && zoom.scale > 1
                        ? {
                            transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
                          }
                        : undefined
                    }
                  />
                )}
              </div>
            ))}
          </div>
          <button
            type="button"
            className="step previous"
            aria-label={intl.formatMessage(m.previous)}
            disabled={index === 0}
            onClick={() => go(stepIndex(index, -1, count))}
          >
            <Chevron flip={dir === 'ltr'} />
          </button>
          <button
            type="button"
            className="step next"
            aria-label={intl.formatMessage(m.next)}
            disabled={index >= count - 1}
            onClick={() => go(stepIndex(index, 1, count))}
          >
            <Chevron flip={dir === 'rtl'} />
          </button>
        </div>
        <div className="tools">
          <button
            type="button"
            aria-label={intl.formatMessage(m.zoomOut)}
            disabled={zoom.scale <= ZOOM_MIN}
            onClick={() => zoomTo(zoom.scale - 0.5)}
          >
            <ZoomIcon plus={false} />
          </button>
          <button
            type="button"
            aria-label={intl.formatMessage(m.zoomIn)}
            disabled={zoom.scale >= ZOOM_MAX}
            onClick={() => zoomTo(zoom.scale + 0.5)}
          >
            <ZoomIcon plus />
          </button>
        </div>
      </div>
    </Dialog>
  );
}
