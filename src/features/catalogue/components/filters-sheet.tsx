import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CloseIcon } from '@/components/close-icon';
import { commonMessages } from '@/components/messages';

const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
  .head {
    position: sticky;
    top: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .close {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .body {
    padding: 16px 16px calc(16px + env(safe-area-inset-bottom, 0px));
  }
  form > button[type='submit'] {
    position: sticky;
    bottom: calc(8px + env(safe-area-inset-bottom, 0px));
    width: 100%;
  }
`;

type Props = { title: string; open: boolean; onClose: () => void; children: ReactNode };

/**
 * Phones: the filters full screen, as a modal dialog (focus stays inside and returns to the button
 * that opened it; Escape closes). It takes a history entry, so the phone's Back closes it.
 */
export default function FiltersSheet({ title, open, onClose, children }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal?.();
    window.history.pushState({ ...window.history.state, filtersSheet: true }, '');
    let poppedBack = false;
    const onPop = () => {
      poppedBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (dialog.open) dialog.close();
      if (!poppedBack && window.history.state?.filtersSheet) window.history.back();
    };
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby="filters-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="head">
            <h2 id="filters-sheet-title">{title}</h2>
            <button
              type="button"
              className="close"
              aria-label={intl.formatMessage(commonMessages.close)}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="body">{children}</div>
        </>
      )}
    </Dialog>
  );
}
