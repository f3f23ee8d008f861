import type { Map } from 'leaflet';

export type GestureHints = { touch: string; wheel: string };

const HINT_MS = 1500;

/**
 * Cooperative gestures (as on Google Maps), so the map never traps the page: one finger scrolls the
 * page and the map says how to move it, two fingers pan and pinch-zoom the map (Leaflet's touch zoom);
 * a mouse drags it; the wheel scrolls the page, and zooms the map with Ctrl or ⌘ (a trackpad pinch
 * is a wheel with Ctrl). The container's `touch-action: pan-x pan-y` (map-styles.ts) lets the browser
 * scroll under one finger and gives the map every two-finger gesture.
 */
export class CooperativeGestures {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly map: Map,
    private readonly hints: () => GestureHints,
  ) {}

  enable(): this {
    const container = this.map.getContainer();
    container.addEventListener('pointerdown', this.onPointerDown, true);
    container.addEventListener('touchmove', this.onTouchMove, { passive: true });
    container.addEventListener('wheel', this.onWheel, true);
    return this;
  }

  disable(): void {
    const container = this.map.getContainer();
    container.removeEventListener('pointerdown', this.onPointerDown, true);
    container.removeEventListener('touchmove', this.onTouchMove);
    container.removeEventListener('wheel', this.onWheel, true);
    clearTimeout(this.timer);
  }

  /** Runs before Leaflet's own listeners: only a mouse or a pen drags the map. */
  private onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') this.map.dragging.disable();
    else this.map.dragging.enable();
  };

  private onTouchMove = (event: TouchEvent) => {
    if (event.touches.length === 1) this.show(this.hints().touch);
    else this.hide();
  };

  /** Runs before Leaflet's wheel zoom: without Ctrl or ⌘ the wheel is the page's. */
  private onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey) {
      this.hide();
      return;
    }
    event.stopImmediatePropagation();
    this.show(this.hints().wheel);
  };

  private show(text: string): void {
    const container = this.map.getContainer();
    container.dataset.gestureHint = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.hide, HINT_MS);
  }

  private hide = () => {
    delete this.map.getContainer().dataset.gestureHint;
  };
}
