import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { dismissToast, TOAST_ANIMATION_MS, toastDurationMs, type Toast } from '@/lib/browser/toast';
import { commonMessages } from '../messages';
import { CloseIcon } from '../close-icon';

const enter = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;
const leave = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(16px); }`;

const Item = styled.div<{ $kind: Toast['kind']; $leaving: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  min-width: min(320px, calc(100vw - 32px));
  max-width: min(560px, calc(100vw - 32px));
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 24px rgb(0 0 0 / 18%);
  color: #fff;
  background: ${({ $kind, theme }) =>
    $kind === 'error'
      ? theme.colors.error
      : $kind === 'success'
        ? theme.colors.success
        : theme.colors.primary};
  pointer-events: auto;
  animation: ${({ $leaving }) =>
    $leaving
      ? css`
          ${leave} ${TOAST_ANIMATION_MS}ms ease-in forwards
        `
      : css`
          ${enter} ${TOAST_ANIMATION_MS}ms ease-out
        `};
  p {
    margin: 0;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    font-size: 1.25rem;
    line-height: 1;
    padding: 2px 6px;
    min-width: 32px;
    min-height: 32px;
  }
`;

/**
 * Counts down `duration` (none: never) while not paused; answers whether the time is up. The time
 * left survives a pause.
 */
function useCountdown(duration: number | undefined, paused: boolean): boolean {
  const [over, setOver] = useState(false);
  const left = useRef(duration ?? 0);
  useEffect(() => {
    if (duration === undefined || paused) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => setOver(true), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [duration, paused]);
  return over;
}

/**
 * One toast, announced (errors assertively). It stays long enough to read (longer for a longer text),
 * waits while the pointer is on it or focus is in it, and an error stays until it is closed.
 */
export function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const leaving = useCountdown(toastDurationMs(toast), hovered || focused) || closed;

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, toast.id]);

  const isError = toast.kind === 'error';
  return (
    <Item
      $kind={toast.kind}
      $leaving={leaving}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-toast-kind={toast.kind}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p>{toast.message}</p>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={intl.formatMessage(commonMessages.close)}
      >
        <CloseIcon />
      </button>
    </Item>
  );
}
