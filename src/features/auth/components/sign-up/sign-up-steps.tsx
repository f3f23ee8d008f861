import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { signUpMessages as m } from '../../messages/sign-up';

const STEPS = [m.stepDetails, m.stepCode, m.stepProfile, m.stepAddress, m.stepNafath];
export type SignUpStepNumber = 1 | 2 | 3 | 4 | 5;

const List = styled.ol`
  display: flex;
  gap: 4px;
  list-style: none;
  padding: 0;
  margin: 0 0 8px;
  li {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.border};
  }
  li[data-done='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Current = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** Where the customer is in the five sign-up steps. */
export function SignUpSteps({ current }: { current: SignUpStepNumber }) {
  const intl = useIntl();
  return (
    <>
      <List aria-label={intl.formatMessage(m.steps)}>
        {STEPS.map((step, index) => (
          <li
            key={step.id}
            data-done={index < current}
            aria-current={index + 1 === current ? 'step' : undefined}
          >
            <span className="visually-hidden">{intl.formatMessage(step)}</span>
          </li>
        ))}
      </List>
      <Current>
        {intl.formatMessage(m.stepOf, {
          current,
          total: STEPS.length,
          name: intl.formatMessage(STEPS[current - 1]),
        })}
      </Current>
    </>
  );
}
