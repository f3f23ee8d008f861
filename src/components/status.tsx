import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';
import { commonMessages } from './messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A whole page (or section) waiting for data: announced politely to screen readers. */
export function PageLoading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <Centered role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? intl.formatMessage(commonMessages.loading)}</span>
    </Centered>
  );
}

type ErrorStateProps = {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
};

/** A failure with its localized reason and, when it can help, a retry. */
export function ErrorState({ title, message, onRetry, retrying }: ErrorStateProps) {
  return (
    <Centered role="alert">
      {title && <strong>{title}</strong>}
      <p>{message}</p>
      {onRetry && (
        <Button type="button" onClick={onRetry} loading={retrying}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      )}
    </Centered>
  );
}

export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <Centered role="status">
      <p>{message}</p>
      {action}
    </Centered>
  );
}
