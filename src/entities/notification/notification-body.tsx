import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { localizePath } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { sanitizeNotificationBody } from './sanitize-notification-body';

/** Identifiers (bdi.ltr-id) are never split across lines. */
const Body = styled.div`
  .ltr-id {
    white-space: nowrap;
  }
`;

type Props = {
  html: string;
  /** Where a click on a link of the body goes; by default the app navigates to it. */
  onLink?: (href: string) => void;
};

/** A notification's body: sanitized HTML whose links (same-site paths only) navigate in the app. */
export function NotificationBody({ html, onLink }: Props) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const safe = useMemo(
    () => sanitizeNotificationBody(html, (path) => localizePath(path, locale)),
    [html, locale],
  );
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '/';
    if (onLink) onLink(href);
    else navigate(`~${href}`);
  };
  return <Body className="body" onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
