import type { MouseEvent } from 'react';
import { formatDateTime } from '@/lib/format/date-time';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FinancingRequest } from '@generated/model';
import { financingDocumentKindMessages } from '@/entities/financing-request';
import { timelineMessages as t } from '../../messages/timeline';
import { timelineSteps } from './timeline-steps';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding-inline-start: 32px;
    padding-block: 4px 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 4px;
    top: 8px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  li[data-state='done'],
  li[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-state='done']::before {
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  }
  li[data-state='current']::before {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  li[data-state='current'] {
    font-weight: 600;
  }
  time,
  a {
    display: block;
    font-weight: 400;
    font-size: 0.875rem;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Moves to a document of the documents panel on this page: the focus goes there (and the view). */
function goToDocument(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The request's life as the customer follows it: what happened and when, then what comes next. */
export function StatusTimeline({ request }: { request: FinancingRequest }) {
  const intl = useIntl();
  return (
    <List aria-label={intl.formatMessage(t.label)}>
      {timelineSteps(request).map((step) => (
        <li
          key={step.key}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          {intl.formatMessage(step.label)}
          <span className="visually-hidden">
            {intl.formatMessage(
              step.state === 'done' ? t.done : step.state === 'current' ? t.current : t.upcoming,
            )}
          </span>
          {step.at && <time dateTime={step.at}>{formatDateTime(intl, step.at)}</time>}
          {step.documentKind && (
            <a href={`#document-${step.documentKind}`} onClick={goToDocument}>
              {intl.formatMessage(t.uploadAgain, {
                document: intl.formatMessage(financingDocumentKindMessages[step.documentKind]),
              })}
            </a>
          )}
        </li>
      ))}
    </List>
  );
}
