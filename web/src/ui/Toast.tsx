import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "./Icon";

/** Snackbars last 2 seconds. */
export const TOAST_MS = 2000;

export type ToastKind = "success" | "error" | "info";
interface ToastState {
  id: number;
  text: string;
  kind: ToastKind;
}

/** A short message at the bottom of the screen, announced politely, gone after 2 s. */
export function useToast(): { toast: React.ReactNode; show: (text: string, kind?: ToastKind) => void } {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const counter = useRef(0);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const show = useCallback((text: string, kind: ToastKind = "success") => {
    counter.current += 1;
    setCurrent({ id: counter.current, text, kind });
  }, []);

  const toast = (
    <div className="toast-region" role="status" aria-live="polite">
      {current && (
        <p key={current.id} className={`toast toast-${current.kind}`}>
          <Icon name={current.kind === "error" ? "info" : "check"} />
          {current.text}
        </p>
      )}
    </div>
  );
  return { toast, show };
}
