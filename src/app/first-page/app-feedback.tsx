import { lazy, Suspense } from 'react';
import { Toaster } from '@/components/toast';
import { useSession } from '@/lib/session/session';
import { useAfterFirstPage } from './first-page';

// Only a signed-in customer has notifications: the popup and its sanitizer load then, not on a first visit.
const NotificationPopup = lazy(() =>
  import('@/features/notifications').then((module) => ({ default: module.NotificationPopup })),
);

/**
 * Toasts for everyone; the financing notifications for the signed-in customer, once the first page is
 * shown, painted and the browser idle: a card arriving with the page's own content could become the
 * page's largest element (the Arabic wizard's LCP was a notification), and its code and call would
 * compete with the page's.
 */
export function AppFeedback() {
  const session = useSession();
  const afterFirstPage = useAfterFirstPage();
  return (
    <>
      <Toaster />
      {session.status === 'authenticated' && afterFirstPage && (
        <Suspense fallback={null}>
          <NotificationPopup enabled />
        </Suspense>
      )}
    </>
  );
}
