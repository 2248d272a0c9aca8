import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api";
import { useSession } from "../session";
import { FailedCallout } from "./FailedCallout";

type Read = { state: "reading" } | { state: "failed"; gone: boolean } | { state: "read"; parcel: ParcelView };

/**
 * The whole parcel of a table's row, read as its dialog opens: the queues
 * send their rows only (`view=rows`), a dialog shows and acts on all of the
 * parcel. Until it is read, a dialog of the same title says so; a parcel
 * gone meanwhile reloads the list (`onStale`).
 */
export function WholeParcel(props: {
  id: string;
  title: string;
  onClose: () => void;
  onStale: () => void;
  children: (parcel: ParcelView) => ReactNode;
}) {
  const { id, title, onClose, onStale, children } = props;
  const { api } = useSession();
  const { t } = useTranslation();
  const [read, setRead] = useState<Read>({ state: "reading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setRead({ state: "reading" });
    api
      .parcel(id)
      .then((parcel) => current && setRead({ state: "read", parcel }))
      .catch((error: unknown) => {
        if (!current) return;
        const gone = error instanceof ApiError && error.status === 404;
        setRead({ state: "failed", gone });
        if (gone) onStale();
      });
    return () => {
      current = false;
    };
    // Not on onStale: the queue's reload, a new function each draw, not a new parcel.
  }, [api, id, attempt]);

  if (read.state === "read") return <>{children(read.parcel)}</>;
  return (
    <Dialog isOpen title={title} icon="box" onClose={onClose} style={{ width: 480 }}>
      <DialogBody>
        {read.state === "reading" ? (
          <Callout icon={<Spinner size={16} />} data-testid="parcel-reading">
            {t("dialog.parcelLoading")}
          </Callout>
        ) : (
          <FailedCallout onRetry={read.gone ? undefined : () => setAttempt((n) => n + 1)}>
            {read.gone ? t("dialog.parcelGone") : t("dialog.parcelFailed")}
          </FailedCallout>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("dialog.close")} onClick={onClose} />} />
    </Dialog>
  );
}
