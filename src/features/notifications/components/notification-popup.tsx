import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useDirection, useLocale } from '@/i18n/locale-provider';
import { useMarkRead, useUnreadNotifications } from '../api/use-unread-notifications';
import { popupQueue } from '../kinds';
import { rememberShown, readShown } from '../shown-notifications';
import { NotificationCard } from './notification-card';

export const NOTIFICATION_Z_INDEX = 4500;

/** A visible notification goes away by itself after this, unless the pointer or focus is on it. */
export const POPUP_VISIBLE_MS = 10_000;

/**
 * At the bottom, where no heading, tab or step indicator is: the inline end on wide screens, above the
 * listing's action bar on phones.
 */
const Region = styled.div`
  position: fixed;
  z-index: ${NOTIFICATION_Z_INDEX};
  bottom: calc(12px + env(safe-area-inset-bottom, 0px));
  inset-inline: 0;
  pointer-events: none;
  body:has([data-testid='action-bar']) & {
    bottom: calc(76px + env(safe-area-inset-bottom, 0px));
  }
  ${({ theme }) => theme.media.md} {
    inset-inline: auto 16px;
    body:has([data-testid='action-bar']) & {
      bottom: 16px;
    }
  }
`;

/**
 * The signed-in customer's new financing notifications (prepared, processing, approved, rejected), one at
 * a time, each once: closing one marks it read and shows the next; one left alone goes after a while
 * and is not popped up again on a later load (it stays unread in the badge).
 */
export function NotificationPopup({ enabled }: { enabled: boolean }) {
  const locale = useLocale();
  const dir = useDirection();
  const [, navigate] = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const { data } = useUnreadNotifications(enabled);
  const markRead = useMarkRead();
  const [closed, setClosed] = useState<ReadonlySet<number>>(readShown);

  const current = enabled ? popupQueue(data?.results ?? [], closed)[0] : undefined;
  const currentId = current?.id;

  useEffect(() => {
    if (currentId === undefined) return;
    rememberShown(currentId);
    let timer = 0;
    const hide = () => {
      const held =
        region.current?.matches(':hover') || region.current?.contains(document.activeElement);
      if (held) timer = window.setTimeout(hide, POPUP_VISIBLE_MS);
      else setClosed((previous) => new Set(previous).add(currentId));
    };
    timer = window.setTimeout(hide, POPUP_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [currentId]);

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
