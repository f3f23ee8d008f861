import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { controlStyles } from '@/components/form/field-shell';
import { stepMessages, wizardMessages as w } from '../../messages/wizard';
import { isFormStep, STEPS, stepMissing, type StepId } from '../../schemas/steps';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  margin: 0 0 24px;
  list-style: none;
  counter-reset: step;
  li {
    flex: 1 1 140px;
  }
  button {
    ${controlStyles}
    text-align: start;
    cursor: pointer;
    font: inherit;
  }
  button[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  .done::before {
    /* "✓ ", escaped: CSS with a character beyond Latin-1 costs the RTL plugin a second compilation of its patterns. */
    content: '\\2713\\20' / '';
    color: ${({ theme }) => theme.colors.success};
  }
  .state {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The steps, each with its state; any step can be opened (the values of the current one are kept). */
export function StepList({
  current,
  missing,
  documentsMissing,
  onOpen,
}: {
  current: StepId;
  missing: readonly string[];
  /** Required documents not uploaded (or rejected); undefined until the list is known. */
  documentsMissing: number | undefined;
  onOpen: (step: StepId) => void;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(w.stepsLabel)}>
      <List>
        {STEPS.map((step, index) => {
          const complete = isFormStep(step)
            ? stepMissing(step, missing).length === 0
            : documentsMissing === 0;
          return (
            <li key={step}>
              <button
                type="button"
                aria-current={step === current ? 'step' : undefined}
                onClick={() => onOpen(step)}
              >
                {intl.formatMessage(w.stepNumber, {
                  number: index + 1,
                  title: intl.formatMessage(stepMessages[step]),
                })}
                <span className={complete ? 'state done' : 'state'}>
                  {intl.formatMessage(complete ? w.stepComplete : w.stepIncomplete)}
                </span>
              </button>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
