import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { devMessages, scenarioMessages } from './messages';
import { activeScenarios, fetchScenarios, resetMock, setActiveScenarios } from './mock-control';

const Dock = styled.div`
  position: fixed;
  inset-block-end: 16px;
  inset-inline-start: 16px;
  z-index: 4000;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  font-size: 14px;
`;

const Toggle = styled.button`
  padding: 6px 12px;
  border: 2px solid ${({ theme }) => theme.colors.warningText};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;

const Panel = styled.section`
  inline-size: min(320px, calc(100vw - 32px));
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  h2 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  fieldset {
    margin: 0 0 8px;
    padding: 0;
    border: 0;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding-block: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Development only (never in the production bundle): switches the mock backend's scenarios. */
export default function ScenarioSwitcher() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(activeScenarios);
  const scenarios = useQuery({
    queryKey: ['__mock', 'scenarios'],
    queryFn: fetchScenarios,
    enabled: open,
  });
  const reset = useMutation({
    mutationFn: resetMock,
    onSuccess: () => queryClient.invalidateQueries(),
  });

  const apply = (next: string[]) => {
    setActiveScenarios(next);
    setActive(next);
    void queryClient.invalidateQueries();
  };
  const toggle = (name: string) =>
    apply(active.includes(name) ? active.filter((item) => item !== name) : [...active, name]);
  const label = (name: string) =>
    name in scenarioMessages
      ? intl.formatMessage(scenarioMessages[name as keyof typeof scenarioMessages])
      : name;

  return (
    <Dock data-testid="dev-scenario-switcher">
      {open && (
        <Panel id={panelId} aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>
            <FormattedMessage {...devMessages.title} />
          </h2>
          <p>
            <FormattedMessage {...devMessages.hint} />
          </p>
          {scenarios.isError && (
            <p role="alert">
              <FormattedMessage {...devMessages.loadError} />
            </p>
          )}
          <fieldset aria-labelledby={`${panelId}-title`}>
            {(scenarios.data ?? []).map((name) => (
              <label key={name}>
                <input
                  type="checkbox"
                  checked={active.includes(name)}
                  onChange={() => toggle(name)}
                />
                {label(name)}
              </label>
            ))}
          </fieldset>
          <Actions>
            <button type="button" onClick={() => apply([])} disabled={active.length === 0}>
              <FormattedMessage {...devMessages.clear} />
            </button>
            <button
              type="button"
              onClick={() => reset.mutate()}
              aria-busy={reset.isPending || undefined}
            >
              <FormattedMessage {...devMessages.reset} />
            </button>
          </Actions>
          <p role="status">
            {reset.isSuccess && <FormattedMessage {...devMessages.resetDone} />}
            {reset.isError && <FormattedMessage {...devMessages.loadError} />}
          </p>
        </Panel>
      )}
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <FormattedMessage {...devMessages.close} />
        ) : (
          <FormattedMessage {...devMessages.toggle} />
        )}
      </Toggle>
    </Dock>
  );
}
