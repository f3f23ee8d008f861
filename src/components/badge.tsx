import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css } from 'styled-components';

/** What a status means for the customer: waiting on someone, going well, done well, gone wrong. */
export type Tone = 'neutral' | 'progress' | 'success' | 'danger';

const tones: Record<Tone, ReturnType<typeof css>> = {
  neutral: css`
    background: #eceff3;
    color: #3a4452;
  `,
  progress: css`
    background: #e6eefb;
    color: #0b2a5b;
  `,
  success: css`
    background: #e3f3e8;
    color: #145c2b;
  `,
  danger: css`
    background: #fbe9e7;
    color: #8c1d16;
  `,
};

/** A short status word in a pill, coloured by its tone. */
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

type StatusBadgeProps<S extends string> = {
  status: S;
  labels: Record<S, MessageDescriptor>;
  tones: Record<S, Tone>;
};

/** A record's status: its one label, in the tone of what it means. */
export function StatusBadge<S extends string>({ status, labels, tones }: StatusBadgeProps<S>) {
  const intl = useIntl();
  const label: MessageDescriptor = labels[status];
  return <Badge $tone={tones[status]}>{intl.formatMessage(label)}</Badge>;
}
