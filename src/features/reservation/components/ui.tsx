import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { panelStyles } from '@/components/panel';

export const Panel = styled.section`
  ${panelStyles}
  padding: 20px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0 0 12px;
  }
`;

export const Notice = styled.p<{ $tone?: 'success' | 'error' | 'muted' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'error'
        ? theme.colors.error
        : theme.colors.textMuted};
  font-weight: ${({ $tone }) => ($tone === 'muted' ? 400 : 600)};
`;

const FocusArmed = createContext<{ current: boolean }>({ current: false });

/** Arms StateHeading once the checkout shows its first state (children's effects run before this one). */
export function StateFocusScope(props: { ready: boolean; quiet?: boolean; children: ReactNode }) {
  const { ready, quiet = false, children } = props;
  const armed = useRef(false);
  // `quiet`: the state shown next is the first state too (disarmed until it is shown).
  useEffect(() => {
    armed.current = !quiet && (armed.current || ready);
  }, [ready, quiet]);
  return <FocusArmed.Provider value={armed}>{children}</FocusArmed.Provider>;
}

/**
 * The heading of one checkout state. When the state replaces another one (not on the page's first
 * state), focus moves to it so keyboard and screen-reader users land on what changed.
 */
export function StateHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const armed = useContext(FocusArmed);
  useEffect(() => {
    if (armed.current) ref.current?.focus();
  }, [armed]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1}>
      {children}
    </h2>
  );
}
