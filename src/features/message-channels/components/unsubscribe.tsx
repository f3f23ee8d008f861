import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useUnsubscribeMessages } from '@generated/api/messages/messages';
import { Button } from '@/components/button';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http/api-error';
import { useApiErrorText } from '@/lib/error-messages';
import {
  channelsMessages as c,
  kindMessages,
  unsubscribeMessages as m,
} from '../messages/message-channels';

/**
 * `/unsubscribe?token=…`, a message's one-click link: turns that kind off on that channel as the page
 * opens (signed out too), says what, and offers to undo it. The token leaves the address at once.
 */
export function Unsubscribe() {
  const intl = useIntl();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  const inAddress = new URLSearchParams(search).has('token');
  useEffect(() => {
    if (inAddress) navigate(location, { replace: true });
  }, [inAddress, location, navigate]);
  const errorText = useApiErrorText();
  const unsubscribe = useUnsubscribeMessages();
  const { mutate } = unsubscribe;
  const sentFor = useRef<string | null>(null);
  const send = (undo: boolean) => mutate({ data: { token, undo } });
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ data: { token, undo: false } });
  }, [token, mutate]);

  if (!token) return <p role="alert">{intl.formatMessage(m.invalid)}</p>;
  if (unsubscribe.isError) {
    const error = unsubscribe.error;
    if (isApiError(error) && (error.has('token__invalid') || error.has('token__expired')))
      return (
        <p role="alert">
          {intl.formatMessage(error.has('token__expired') ? m.expired : m.invalid)}
        </p>
      );
    return <ErrorState message={errorText(error)} onRetry={() => send(false)} />;
  }
  if (!unsubscribe.data) return <PageLoading />;
  const { kind, channel, subscribed } = unsubscribe.data;
  const what = {
    kind: intl.formatMessage(kindMessages[kind]),
    channel: intl.formatMessage(c[channel]),
  };
  return (
    <div>
      <h2>{intl.formatMessage(subscribed ? m.onAgain : m.off, what)}</h2>
      <p role="status">{intl.formatMessage(subscribed ? m.onAgainText : m.offText, what)}</p>
      <Button
        type="button"
        variant="secondary"
        loading={unsubscribe.isPending}
        onClick={() => send(!subscribed)}
      >
        {intl.formatMessage(subscribed ? m.turnOff : m.undo)}
      </Button>
      <p>
        <Link href={paths.accountMessages.getHref()}>{intl.formatMessage(m.allChoices)}</Link>
      </p>
    </div>
  );
}
