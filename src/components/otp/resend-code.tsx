import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { otpMessages } from './messages';
import { minutesSeconds, useSecondsLeft } from '@/lib/browser/use-seconds-left';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  margin-block: 8px 16px;
  p {
    margin: 0;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

type Props = {
  resendAt: number;
  onResend: () => void;
  pending: boolean;
  /** What the last resend answered (its text), shown under the button. */
  error?: string;
  /** Announced after a new code was sent. */
  sentMessage?: string;
};

/**
 * The resend countdown, visible (a timer) and announced when it starts and when it ends, then the
 * button that asks for a new code. Keyed by `resendAt`: a new code starts a new countdown.
 */
export function ResendCode({ resendAt, onResend, pending, error, sentMessage }: Props) {
  const intl = useIntl();
  const secondsLeft = useSecondsLeft(resendAt);
  const [startSeconds] = useState(secondsLeft);

  const waiting = secondsLeft > 0;
  const announcement = waiting
    ? intl.formatMessage(otpMessages.resendInAnnounced, { seconds: startSeconds })
    : intl.formatMessage(otpMessages.resendReady);

  return (
    <Box>
      {waiting ? (
        <p role="timer" data-testid="resend-countdown">
          {intl.formatMessage(otpMessages.resendIn, { time: minutesSeconds(secondsLeft) })}
        </p>
      ) : (
        <Button type="button" variant="link" onClick={onResend} loading={pending}>
          {intl.formatMessage(otpMessages.resend)}
        </Button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {[sentMessage, announcement].filter(Boolean).join(' ')}
      </p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Box>
  );
}
