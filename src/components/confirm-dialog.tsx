import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { FormError } from './form/form-error';

const Dialog = styled.dialog`
  max-width: min(480px, calc(100vw - 32px));
  padding: 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgb(0 0 0 / 25%);
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 16px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

type Props = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: unknown;
};

/** A modal question (native dialog: focus kept inside, Escape closes); the safe choice has focus. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy,
  error,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      dialog.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      onCancel={busy ? (event) => event.preventDefault() : undefined}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          <p id={bodyId}>{body}</p>
          <FormError error={error} onRetry={onConfirm} />
          <Buttons>
            <Button
              data-autofocus
              type="button"
              variant="secondary"
              onClick={onClose}
              disabled={busy}
            >
              {cancelLabel}
            </Button>
            <Button type="button" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </Buttons>
        </>
      )}
    </Dialog>
  );
}
