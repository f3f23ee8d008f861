import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useNow } from '@/lib/browser/use-now';
import { holdMessages as m } from './after-pay-messages';

const Clock = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 12px;
  strong {
    font-size: 1.5rem;
    font-variant-numeric: tabular-nums;
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

function clockText(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

type Props = { deadline: string; label?: string; onElapsed?: () => void };

/**
 * A live mm:ss countdown to `deadline`. Screen readers hear it politely once a minute (not every
 * second), and once more when the time is up; `onElapsed` runs then.
 */
export function Countdown({ deadline, label, onElapsed }: Props) {
  const intl = useIntl();
  const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - useNow(1000)) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const elapsed = useRef(false);
  useEffect(() => {
    if (seconds > 0 || elapsed.current) return;
    elapsed.current = true;
    onElapsed?.();
  }, [seconds, onElapsed]);
  const announcement =
    seconds === 0 ? intl.formatMessage(m.timeUp) : intl.formatMessage(m.minutesLeft, { minutes });
  return (
    <Clock>
      <span>{label ?? intl.formatMessage(m.timeLeft)}</span>
      <strong aria-hidden="true" data-testid="countdown">
        {clockText(seconds)}
      </strong>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </Clock>
  );
}
