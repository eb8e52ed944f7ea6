import { useEffect, useRef } from 'react';

/** Opens a modal <dialog> while `open`: the browser traps focus in it and Escape closes it. */
export function useModal(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
