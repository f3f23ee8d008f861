import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { minutesSeconds } from '../otp';
import { nafathNumberMessages as m } from './messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-block: 16px;
  text-align: center;
  p {
    margin: 0;
  }
`;

const NumberCircle = styled.p`
  display: grid;
  place-items: center;
  width: 120px;
  height: 120px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 3rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** The number to pick in the Nafath app, large, and the time left to pick it. */
export function NafathNumber({ number, secondsLeft }: { number: string; secondsLeft: number }) {
  const intl = useIntl();
  return (
    <Box>
      <p>{intl.formatMessage(m.instructions)}</p>
      <NumberCircle dir="ltr" data-testid="nafath-number">
        <span className="visually-hidden">{intl.formatMessage(m.number, { number })}</span>
        <span aria-hidden="true">{number}</span>
      </NumberCircle>
      <p role="timer">{intl.formatMessage(m.timeLeft, { time: minutesSeconds(secondsLeft) })}</p>
    </Box>
  );
}
