import { Button, Callout } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A read that failed, said where its answer would stand, with a button to
 * read again; without `onRetry` (the row is gone) there is nothing to retry.
 */
export function FailedCallout({
  onRetry,
  className,
  role,
  children,
}: {
  onRetry?: () => void;
  className?: string;
  role?: "alert";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" icon="error" className={className} role={role}>
      {children}{" "}
      {onRetry ? (
        <Button size="small" variant="minimal" icon="refresh" text={t("table.retry")} onClick={onRetry} />
      ) : null}
    </Callout>
  );
}
