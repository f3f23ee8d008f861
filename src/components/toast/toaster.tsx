import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/browser/use-hydrated';
import styled from 'styled-components';
import { useDirection, useLocale } from '@/i18n/locale-provider';
import { lazyWithReload } from '@/lib/navigation/lazy-with-reload';
import { getToasts, subscribeToToasts } from '@/lib/browser/toast';

/** Toasts are rare: their code is loaded with the first one, not with the first screen. */
const ToastItem = lazy(
  lazyWithReload(() => import('./toast-item').then((module) => ({ default: module.ToastItem }))),
);

export const TOAST_Z_INDEX = 5000;

const Region = styled.div`
  position: fixed;
  z-index: ${TOAST_Z_INDEX};
  inset-inline: 0;
  bottom: 16px;
  margin: 0;
  padding: 0 16px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
`;

/** Every toast raised with showToast(), in a portal that carries the page's language and direction. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const dir = useDirection();
  const locale = useLocale();
  // A portal into the document: once the page the server rendered is the browser's.
  if (!useHydrated()) return null;
  return createPortal(
    <Region dir={dir} lang={locale} data-testid="toaster">
      <Suspense fallback={null}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Suspense>
    </Region>,
    document.body,
  );
}
