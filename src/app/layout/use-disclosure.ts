import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * A disclosure (a button that shows and hides a panel): Escape closes it and gives focus back to the
 * button, a click outside or a navigation closes it.
 */
export function useDisclosure<
  B extends HTMLElement = HTMLButtonElement,
  P extends HTMLElement = HTMLElement,
>() {
  const [location] = useLocation();
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const panelId = useId();
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<P>(null);

  const close = useCallback((returnFocus = false) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return {
    open,
    close,
    buttonRef,
    panelRef,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenOn(open ? null : location),
    },
    panelProps: { id: panelId },
  };
}
