import { Alert, Button, Callout } from "@blueprintjs/core";
import { formatMoney } from "@ipf/shared/format";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { labelSchema } from "@ipf/shared/schemas/labels";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../api";
import { printCarrierLabel, saveCarrierLabel } from "../../devices/print";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { ActionDialog } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { labelFileName, voidProblem, type VoidProblem } from "./label-rules";

export interface BoughtLabel {
  label: z.infer<typeof labelSchema>;
  /** Another desk (or a retry) had bought it: nothing was bought now. */
  alreadyBought: boolean;
}

type Printing =
  | { state: "printing" }
  | { state: "printed" }
  | { state: "saved"; failure?: string | undefined }
  | { state: "failed"; reason: string };

/** What the engine charged, in its currency: the desk's dollars and euros as everywhere else. */
const engineCost = ({ amount, currency }: { amount: number; currency: string }) =>
  currency === "USD" || currency === "EUR" ? formatMoney(amount, currency, "en") : `${amount.toFixed(2)} ${currency}`;

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? errorMessage(error.code) : error instanceof Error ? error.message : "";

/**
 * A label just bought: it prints at once (or is saved as a file where it
 * cannot print); the dialog shows the carrier's tracking, prints it again
 * (Ctrl+Enter) or voids it, after a confirmation.
 */
export function LabelBought(props: {
  parcel: ParcelView;
  bought: BoughtLabel;
  onClose: () => void;
  onStale: () => void;
  onVoided: () => void;
}) {
  const { parcel, bought, onClose, onStale, onVoided } = props;
  const { label } = bought;
  const { api } = useSession();
  const { t } = useTranslation();
  const [printing, setPrinting] = useState<Printing>({ state: "printing" });
  const [confirming, setConfirming] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [voidFailure, setVoidFailure] = useState<VoidProblem | null>(null);

  const print = async () => {
    setPrinting({ state: "printing" });
    try {
      const answer = await api.labelDocument(parcel._id);
      const result = await printCarrierLabel(
        { format: answer.label.format, document: answer.document },
        labelFileName(parcel.packageId, answer.label.trackNumber),
      );
      setPrinting(
        result.printed
          ? { state: "printed" }
          : result.saved
            ? { state: "saved", failure: result.failure }
            : { state: "failed", reason: result.failure ?? "" },
      );
      return result.printed;
    } catch (error) {
      setPrinting({ state: "failed", reason: reasonOf(error) });
      return false;
    }
  };

  // The label prints as soon as it is bought, once.
  const printedOnce = useRef(false);
  useEffect(() => {
    if (printedOnce.current) return;
    printedOnce.current = true;
    void print();
  }, []);

  // The commercial invoice (CN23) of a shipment crossing a border: A4 paper, saved to print from the file.
  const [savingCustoms, setSavingCustoms] = useState(false);
  const saveCustoms = async () => {
    setSavingCustoms(true);
    try {
      const answer = await api.customsDocument(parcel._id);
      saveCarrierLabel(
        { format: "PDF", document: answer.document },
        labelFileName(parcel.packageId, label.trackNumber, "customs"),
      );
      toast(t("shipping.label.customsSaved"));
    } catch (error) {
      toast(t("shipping.label.customsNotSaved", { reason: reasonOf(error) }), "danger");
    } finally {
      setSavingCustoms(false);
    }
  };

  const reprint = async () => {
    if (await print()) toast(t("shipping.label.reprinted"));
  };

  const voidLabel = async () => {
    setVoiding(true);
    setVoidFailure(null);
    try {
      await api.voidLabel(parcel._id);
      toast(t("shipping.label.voided"), "warning");
      onVoided();
    } catch (error) {
      setConfirming(false);
      setVoidFailure(error instanceof ApiError ? voidProblem(error) : { kind: "other", code: "INTERNAL" });
      if (error instanceof ApiError && (error.status === 404 || error.code === "STATE_CONFLICT")) onStale();
    } finally {
      setVoiding(false);
    }
  };

  return (
    <ActionDialog
      isOpen
      title={t("shipping.label.doneTitle", { code: parcel.packageId })}
      icon="barcode"
      action={t("shipping.label.reprint")}
      onSubmit={reprint}
      onClose={onClose}
      onStale={onStale}
      disabled={printing.state === "printing" || voiding}
      extraActions={
        <>
          {label.customsDocument ? (
            <Button
              variant="minimal"
              icon="document"
              text={t("shipping.label.customsPapers")}
              loading={savingCustoms}
              onClick={() => void saveCustoms()}
            />
          ) : null}
          <Button
            intent="danger"
            variant="minimal"
            icon="trash"
            text={t("shipping.label.void")}
            disabled={voiding}
            onClick={() => setConfirming(true)}
          />
        </>
      }
      width={640}
    >
      {bought.alreadyBought ? (
        <Callout intent="warning" icon="info-sign" className="ipf-dialog-error">
          {t("shipping.label.alreadyBought")}
        </Callout>
      ) : null}
      {voidFailure ? (
        <Callout intent="danger" icon="error" className="ipf-dialog-error" role="alert" data-testid="void-problem">
          {voidFailure.kind === "inUse" ? (
            <>
              <strong>{t("shipping.label.voidInUse")}</strong> {voidFailure.message}
            </>
          ) : voidFailure.kind === "unavailable" ? (
            t("shipping.label.voidUnavailable")
          ) : (
            t("shipping.label.voidFailed", { reason: errorMessage(voidFailure.code) })
          )}
        </Callout>
      ) : null}
      <dl className="ipf-facts" data-testid="label-bought">
        <dt>{t("shipping.label.trackNumber")}</dt>
        <dd>
          <strong className="ipf-break" data-testid="label-track-number">
            {label.trackNumber ?? "—"}
          </strong>
        </dd>
        {label.trackLink ? (
          <>
            <dt>{t("shipping.label.trackLink")}</dt>
            <dd className="ipf-break">
              <a href={label.trackLink} target="_blank" rel="noreferrer">
                {label.trackLink}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t("shipping.label.service")}</dt>
        <dd>
          {parcel.shipMethod?.company
            ? `${parcel.shipMethod.company.name} (${label.carrier} · ${label.service})`
            : `${label.carrier} · ${label.service}`}
        </dd>
        {label.cost ? (
          <>
            <dt>{t("shipping.label.cost")}</dt>
            <dd>{engineCost(label.cost)}</dd>
          </>
        ) : null}
      </dl>
      <p aria-live="polite" data-testid="label-print-state">
        {printing.state === "printed"
          ? t("shipping.label.printed")
          : printing.state === "saved"
            ? [
                printing.failure ? t("shipping.label.notPrinted", { reason: printing.failure }) : "",
                t("shipping.label.saved"),
              ]
                .filter(Boolean)
                .join(" ")
            : printing.state === "failed"
              ? t("shipping.label.notPrinted", { reason: printing.reason })
              : null}
      </p>
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={t("shipping.label.voidConfirm")}
        cancelButtonText={t("shipping.label.voidKeep")}
        loading={voiding}
        canEscapeKeyCancel
        onConfirm={() => void voidLabel()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <strong>{t("shipping.label.voidTitle", { code: parcel.packageId })}</strong>
        </p>
        <p>{t("shipping.label.voidBody")}</p>
      </Alert>
    </ActionDialog>
  );
}
