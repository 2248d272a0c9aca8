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

/** Something is loading: a spinner, named for screen readers. */
export function Spinner({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`spinner${className && ` ${className}`}`} role="progressbar" aria-label={t("common.loading")} />
  );
}

/** A list's load as the page shows it: a spinner until the first answer, why it failed with a button to ask again. */
export function ListLoad({ load }: { load: Load<unknown> & { reload: () => void } }) {
  const { errorText } = useMessages();
  return (
    <>
      {load.state === "loading" && !load.data && <Spinner />}
      {load.state === "failed" && <RetryAlert onRetry={load.reload}>{errorText(load.error)}</RetryAlert>}
    </>
  );
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
