import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useUnreadNotifications } from '../api/use-unread-notifications';
import { notificationMessages } from '../messages/notifications';

const Badge = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: inherit;
  &:hover {
    background: rgb(255 255 255 / 12%);
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 20px;
  height: 20px;
  padding-inline: 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.warning};
  color: #1a1a1a;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** A bell linking to the notification list, with the number of unread notifications. */
export function NotificationsBadge({ href }: { href: string }) {
  const intl = useIntl();
  const { data } = useUnreadNotifications(true);
  const count = data?.unread_count ?? 0;
  return (
    <Badge href={href} aria-label={intl.formatMessage(notificationMessages.badge, { count })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && (
        <Count aria-hidden="true" data-testid="unread-count">
          {intl.formatNumber(Math.min(count, 99))}
        </Count>
      )}
    </Badge>
  );
}
