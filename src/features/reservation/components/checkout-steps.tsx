import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Reservation } from '@generated/model';
import { checkoutMessages as m } from '../messages/checkout';

export type Step = 'reserve' | 'pay' | 'done';
const STEPS: Step[] = ['reserve', 'pay', 'done'];
const LABELS = { reserve: m.stepReserve, pay: m.stepPay, done: m.stepDone } as const;
const ENDED: readonly string[] = ['expired', 'canceled'];

export function stepOf(reservation: Reservation | undefined, paymentId: number | undefined): Step {
  if (paymentId !== undefined) return 'pay';
  if (!reservation || ENDED.includes(reservation.status)) return 'reserve';
  return reservation.status === 'created' || reservation.status === 'waiting_for_transfer'
    ? 'pay'
    : 'done';
}

const List = styled.ol`
  display: flex;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
  counter-reset: step;
  li {
    flex: 1;
    counter-increment: step;
    padding-block: 8px;
    border-block-start: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li::before {
    content: counter(step) '. ';
  }
  li[data-state='past'],
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current='step'] {
    font-weight: 700;
  }
`;

/** Reserve → Pay → Confirmed, with the current step marked for assistive technology. */
export function CheckoutSteps({ current }: { current: Step }) {
  const intl = useIntl();
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage(m.stepsLabel)}>
      <List>
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === at ? 'step' : undefined}
            data-state={index < at ? 'past' : undefined}
          >
            {intl.formatMessage(LABELS[step])}
          </li>
        ))}
      </List>
    </nav>
  );
}
