import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FinancingRequest } from '@generated/model';
import { financingRequestStatusMessages as statusMessages } from '@/entities/financing-request';
import { timelineMessages as t } from '../../messages/timeline';

const MILESTONES = [
  'created',
  'filled',
  'offersRequested',
  'prepared',
  'submitted',
  'processing',
  'decision',
] as const;

/** How far the request got: the index of the last milestone reached. */
export function reachedMilestone(request: FinancingRequest): number {
  const requested = request.offers_requested_at !== undefined;
  switch (request.status) {
    case 'new':
      return 0;
    case 'filled':
      return requested ? 2 : 1;
    case 'prepared':
      return 3;
    case 'submitted':
      return 4;
    case 'processing':
      return 5;
    case 'approved':
    case 'rejected':
      return 6;
    default:
      return requested ? 2 : 0;
  }
}

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
`;

export function StatusTimeline({ request }: { request: FinancingRequest }) {
  const intl = useIntl();
  const reached = reachedMilestone(request);
  const terminal = request.status === 'canceled' || request.status === 'expired';
  const items: { key: string; label: MessageDescriptor; state: 'done' | 'current' | 'upcoming' }[] =
    MILESTONES.map((key, index) => ({
      key,
      label: key === 'decision' && index === reached ? statusMessages[request.status] : t[key],
      state:
        index < reached || (index === reached && (index === 6 || terminal))
          ? 'done'
          : index === reached
            ? 'current'
            : 'upcoming',
    }));
  const shown = terminal
    ? [
        ...items.slice(0, reached + 1),
        { key: request.status, label: statusMessages[request.status], state: 'current' as const },
      ]
    : items;
  return (
    <List aria-label={intl.formatMessage(t.label)}>
      {shown.map((item) => (
        <li
          key={item.key}
          data-state={item.state}
          aria-current={item.state === 'current' ? 'step' : undefined}
        >
          {intl.formatMessage(item.label)}
          <span className="visually-hidden">
            {intl.formatMessage(
              item.state === 'done' ? t.done : item.state === 'current' ? t.current : t.upcoming,
            )}
          </span>
        </li>
      ))}
    </List>
  );
}
