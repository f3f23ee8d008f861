/** A tiny store of toasts, so code outside React (the HTTP policy) can raise one. */
export type ToastKind = 'info' | 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

export const TOAST_DURATION_MS = 3000;
export const TOAST_ANIMATION_MS = 300;

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
