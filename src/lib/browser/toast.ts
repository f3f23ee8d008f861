/** A tiny store of toasts, so code outside React (the HTTP policy) can raise one. */
export type ToastKind = 'info' | 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

export const TOAST_ANIMATION_MS = 300;
/** How long a toast stays (WCAG 2.2.1): time to read it, more for a longer text. */
export const TOAST_MIN_MS = 5000;
export const TOAST_MAX_MS = 15_000;
const READ_MS_PER_CHARACTER = 70;

/** The time a toast stays on screen, or undefined for an error, which stays until it is closed. */
export function toastDurationMs({ kind, message }: Pick<Toast, 'kind' | 'message'>) {
  if (kind === 'error') return undefined;
  const reading = 1500 + [...message].length * READ_MS_PER_CHARACTER;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, reading));
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast (no limit on how many); returns its id. */
export function showToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  emit([...toasts, { id, kind, message }]);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  emit([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
