import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useListNotifications } from '@generated/api/notifications/notifications';
import { Button } from '@/components/button';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { useMarkAllRead } from '../../api/use-notification-actions';
import { notificationListMessages as m } from '../../messages/notifications';
import { ListPages } from './list-pages';
import { NotificationItem } from './notification-item';
import { RecordList as ItemList } from '@/components/paged-list';
import { Muted, Section } from '../ui';
import { Toolbar } from '@/components/toolbar';

const LATEST = 5;
const PAGE_SIZE = 20;

const Header = styled(Toolbar)`
  h2 {
    margin: 0;
  }
`;

/** The customer's notifications: the latest, or all page by page; mark one or all as read. */
export function NotificationList() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [showAll, setShowAll] = useState(false);
  const [page, setPage] = useState(1);
  const params = showAll ? { page, page_size: PAGE_SIZE } : { page: 1, page_size: LATEST };
  const notifications = useListNotifications(params, {
    query: { placeholderData: (previous) => previous },
  });
  const markAll = useMarkAllRead();
  const [announcement, setAnnouncement] = useState('');

  const unread = notifications.data?.unread_count ?? 0;
  const onMarkAll = async () => {
    try {
      await markAll.mutateAsync();
      setAnnouncement(intl.formatMessage(m.allRead));
    } catch {
      // markAll.error is shown below.
    }
  };

  let body;
  if (notifications.isPending) body = <PageLoading />;
  else if (notifications.isError) {
    body = (
      <ErrorState
        message={errorText(notifications.error)}
        onRetry={() => void notifications.refetch()}
      />
    );
  } else if (notifications.data.count === 0)
    body = <EmptyState message={intl.formatMessage(m.empty)} />;
  else {
    const { results, count } = notifications.data;
    body = (
      <>
        <ItemList>
          {results.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ItemList>
        {showAll ? (
          <ListPages page={page} total={Math.ceil(count / PAGE_SIZE)} onPage={setPage} />
        ) : null}
        {(showAll || count > LATEST) && (
          <Button
            type="button"
            variant="link"
            aria-expanded={showAll}
            onClick={() => {
              setShowAll(!showAll);
              setPage(1);
            }}
          >
            {intl.formatMessage(showAll ? m.showLess : m.showAll)}
          </Button>
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby="notifications-heading">
      <Header>
        <h2 id="notifications-heading">{intl.formatMessage(m.heading)}</h2>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void onMarkAll()}
          loading={markAll.isPending}
          disabled={unread === 0}
        >
          {intl.formatMessage(m.markAll)}
        </Button>
      </Header>
      <Muted data-testid="unread-count">{intl.formatMessage(m.unread, { count: unread })}</Muted>
      {markAll.isError && <p role="alert">{errorText(markAll.error)}</p>}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {body}
    </Section>
  );
}
