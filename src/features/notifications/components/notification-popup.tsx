import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useDirection, useLocale } from '@/i18n/locale-provider';
import { useMarkRead, useUnreadNotifications } from '../api/use-unread-notifications';
import { popupQueue } from '../kinds';
import { NotificationCard } from './notification-card';

export const NOTIFICATION_Z_INDEX = 4500;

const Region = styled.div`
  position: fixed;
  z-index: ${NOTIFICATION_Z_INDEX};
  top: ${({ theme }) => theme.appBarHeight + 12}px;
  inset-inline: 0;
  pointer-events: none;
`;

/**
 * The signed-in customer's new financing notifications (prepared, processing, approved, rejected), one at
 * a time, top center. Closing one marks it read and shows the next.
 */
export function NotificationPopup({ enabled }: { enabled: boolean }) {
  const locale = useLocale();
  const dir = useDirection();
  const [, navigate] = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const { data } = useUnreadNotifications(enabled);
  const markRead = useMarkRead();
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  const current = enabled ? popupQueue(data?.results ?? [], closed)[0] : undefined;

  const close = () => {
    if (!current) return;
    if (region.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    setClosed((previous) => new Set(previous).add(current.id));
    markRead.mutate({ notificationId: current.id });
  };

  return createPortal(
    <Region
      ref={region}
      dir={dir}
      lang={locale}
      aria-live="polite"
      data-testid="notification-popup"
    >
      {current && (
        <NotificationCard
          key={current.id}
          notification={current}
          onClose={close}
          onLinkClick={(href) => {
            close();
            navigate(`~${href}`);
          }}
        />
      )}
    </Region>,
    document.body,
  );
}
