import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * A header menu's open state: its button toggles it; a click or focus
 * outside it, a pick inside it, or Escape (focus then returns to the button)
 * closes it, as a disclosure menu should. Spread `button` on the button and
 * `panel` on what it shows; `root` holds both.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    const onPointer = (event: PointerEvent) => outside(event) && close();
    const onFocus = (event: FocusEvent) => outside(event) && close();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, close]);

  return {
    open,
    close,
    toggle,
    root,
    button: { ref: buttonRef, type: "button", "aria-expanded": open, "aria-controls": panelId } as const,
    panel: { id: panelId, hidden: !open },
  };
}
