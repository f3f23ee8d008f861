import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Notification } from '@generated/model';
import { Button } from '@/components/button';
import { useApiErrorText } from '@/lib/error-messages';
import { safeFromPath } from '@/lib/navigation/safe-redirect';
import { useMarkOneRead } from '../../api/use-notification-actions';
import { notificationListMessages as m } from '../../messages/notifications';
import { Badge } from '@/components/badge';
import { NotificationBody, notificationKindMessages } from '@/entities/notification';

const Item = styled.li<{ $unread: boolean }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ $unread, theme }) => ($unread ? theme.colors.primary : theme.colors.border)};
  background: ${({ $unread, theme }) => ($unread ? '#f3f7fd' : theme.colors.surface)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  .body p {
    margin: 4px 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 4px;
`;

/** One notification: title (or its kind), time, sanitized body, its link and "mark as read". */
export function NotificationItem({ notification }: { notification: Notification }) {
  const intl = useIntl();
  const dateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const markRead = useMarkOneRead();
  const title =
    notification.title || intl.formatMessage(notificationKindMessages[notification.kind]);
  const link = notification.link ? safeFromPath(notification.link, '') : '';
  const unread = !notification.read;

  return (
    <Item $unread={unread} data-notification-id={notification.id}>
      <header>
        <h3>{title}</h3>
        {unread && <Badge $tone="progress">{intl.formatMessage(m.unreadBadge)}</Badge>}
        <time dateTime={notification.created_at}>{dateTime(notification.created_at)}</time>
      </header>
      <NotificationBody html={notification.body} />
      <Actions>
        {link && (
          <Link
            href={link}
            aria-label={intl.formatMessage(m.openNamed, { title })}
            onClick={() => unread && markRead.mutate({ notificationId: notification.id })}
          >
            {intl.formatMessage(m.open)}
          </Link>
        )}
        {unread && (
          <Button
            type="button"
            variant="link"
            aria-label={intl.formatMessage(m.markOneNamed, { title })}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ notificationId: notification.id })}
          >
            {intl.formatMessage(m.markOne)}
          </Button>
        )}
        {markRead.isError && <span role="alert">{errorText(markRead.error)}</span>}
      </Actions>
    </Item>
  );
}
