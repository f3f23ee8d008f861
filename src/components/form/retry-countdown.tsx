import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { minutesSeconds, useSecondsLeft } from '@/lib/browser/use-seconds-left';
import { formMessages } from './messages';

const Box = styled.div`
  margin-block: 0 16px;
  font-weight: 600;
  p {
    margin: 0;
  }
`;

type Props = {
  /** When the next try is allowed (ms): the `Retry-After` of a rate limit (`retryAtOf`). */
  until: number;
};

/**
 * The wait after too many tries: visible, counting down (minutes:seconds, a timer that is not read
 * out at each tick), and announced politely twice: when it starts, and when it is over. Keyed by
 * `until`: a new refusal starts a new countdown.
 */
export function RetryCountdown({ until }: Props) {
  const intl = useIntl();
  const secondsLeft = useSecondsLeft(until);
  const [startSeconds] = useState(secondsLeft);
  const waiting = secondsLeft > 0;
  const announcement = !waiting
    ? intl.formatMessage(formMessages.retryReady)
    : startSeconds >= 60
      ? intl.formatMessage(formMessages.retryInMinutes, { minutes: Math.ceil(startSeconds / 60) })
      : intl.formatMessage(formMessages.retryInSeconds, { seconds: startSeconds });

  return (
    <Box>
      {waiting && (
        <p role="timer" data-testid="retry-countdown">
          {intl.formatMessage(formMessages.retryIn, { time: minutesSeconds(secondsLeft) })}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </Box>
  );
}
