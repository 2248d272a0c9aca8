import { useEffect, useRef, type MouseEvent } from "react";
import { trapTab } from "./focusTrap";

/**
 * The props of a native <dialog> shown as a modal while `open`: Escape and a
 * click on the backdrop (which lands on the <dialog> itself) call `onClose`,
 * and Tab wraps inside it.
 */
export function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return {
    ref,
    onClose,
    onKeyDown: trapTab,
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
