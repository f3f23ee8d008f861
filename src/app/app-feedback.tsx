import { lazy, Suspense } from 'react';
import { Toaster } from '@/components/toast';
import { useSession } from '@/lib/session';

// Only a signed-in customer has notifications: the popup and its sanitizer load then, not on a first visit.
const NotificationPopup = lazy(() =>
  import('@/features/notifications').then((module) => ({ default: module.NotificationPopup })),
);

/** Toasts for everyone; the financing notifications for the signed-in customer. */
export function AppFeedback() {
  const session = useSession();
  return (
    <>
      <Toaster />
      {session.status === 'authenticated' && (
        <Suspense fallback={null}>
          <NotificationPopup enabled />
        </Suspense>
      )}
    </>
  );
}
