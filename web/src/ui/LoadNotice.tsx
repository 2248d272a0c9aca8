import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../i18n/messages";
import { FormAlert } from "./Field";
import type { Load } from "./useLoad";

/** What a list says instead of its items: why it could not load, or that it has none. */
export function LoadNotice({ load, empty, emptyText }: { load: Load<unknown>; empty: boolean; emptyText: string }) {
  const { errorText } = useMessages();
  if (load.state === "failed") return <FormAlert>{errorText(load.error)}</FormAlert>;
  if (load.state === "ready" && empty) return <p className="empty-note">{emptyText}</p>;
  return null;
}

/** Why something could not load, and a button to ask again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FormAlert>
      {children}{" "}
      <button type="button" className="text-link" onClick={onRetry}>
        {t("locker.retry")}
      </button>
    </FormAlert>
  );
}
