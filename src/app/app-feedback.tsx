import { Toaster } from '@/components/toast';
import { NotificationPopup } from '@/features/notifications';
import { useSession } from '@/lib/session';

/** Toasts for everyone; the financing notifications for the signed-in customer. */
export function AppFeedback() {
  const session = useSession();
  return (
    <>
      <Toaster />
      <NotificationPopup enabled={session.status === 'authenticated'} />
    </>
  );
}
