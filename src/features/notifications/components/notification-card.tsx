import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PopupNotification } from '../kinds';
import { notificationMessages } from '../messages/notifications';
import { CloseIcon } from '@/components/close-icon';
import { NotificationBody, notificationKindMessages } from '@/entities/notification';

const Card = styled.section<{ $kind: PopupNotification['kind'] }>`
  position: relative;
  width: min(480px, calc(100vw - 24px));
  margin-inline: auto;
  padding-block: 16px;
  padding-inline: 16px 48px;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 6px solid
    ${({ $kind, theme }) =>
      $kind === 'financing_request_approved'
        ? theme.colors.success
        : $kind === 'financing_request_rejected'
          ? theme.colors.error
          : theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 32px rgb(0 0 0 / 22%);
  pointer-events: auto;
  h2 {
    font-size: 1rem;
    margin: 0 0 4px;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0 0 4px;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

type Props = {
  notification: PopupNotification;
  onClose: () => void;
  onLinkClick: (href: string) => void;
};

/** One notification: its title (or the kind as the heading), its sanitized body and a close button. */
export function NotificationCard({ notification, onClose, onLinkClick }: Props) {
  const intl = useIntl();
  const headingId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Card
      $kind={notification.kind}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-notification-id={notification.id}
    >
      <h2 id={headingId}>
        {notification.title || intl.formatMessage(notificationKindMessages[notification.kind])}
      </h2>
      <NotificationBody html={notification.body} onLink={onLinkClick} />
      <Close
        type="button"
        onClick={onClose}
        aria-label={intl.formatMessage(notificationMessages.close)}
      >
        <CloseIcon />
      </Close>
    </Card>
  );
}
