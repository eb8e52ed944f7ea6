import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Closes an open popup when the pointer goes down outside `root`, or on Escape (which also puts
 * focus back on the button that opened it).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root, button]);
}

/**
 * A button's popup (a menu, a panel, a picker): whether it is open, the refs for the popup's root
 * (around button and popup) and its button, and the popup's id for `aria-controls`. It closes on a
 * press outside or on Escape (useDismiss).
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  return { open, setOpen, root, button, popupId };
}
