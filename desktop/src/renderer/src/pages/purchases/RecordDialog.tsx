import { Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup } from "@blueprintjs/core";
import { PURCHASE_LIMITS } from "@ipf/shared/rules/purchases";
import type { StaffPurchase } from "@ipf/shared/schemas/purchases";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDesk } from "../../devices/desk";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { usePhotos } from "../../photos/photos";
import { photoProblem, photoState } from "../../photos/rules";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { CheckedFileField, useCheckedFile } from "../../ui/CheckedFileField";
import { formatCentsIn } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { changeAt } from "../../ui/change-at";
import { ItemCell } from "./ItemCell";
import { centsOfTyped } from "./money";
import {
  checkRecord,
  itemsToBuy,
  paidPriceCents,
  receiptProblem,
  recordRowsOf,
  refundPreview,
  type RecordOutcome,
  type RecordRow,
} from "./rules";

const euros = (cents: number) => formatCentsIn(cents, "EUR");
const OUTCOMES: readonly RecordOutcome[] = ["bought", "out_of_stock", "price_rose"];
const PHOTOS = { required: false, max: 1 } as const;

/**
 * Record a paid request as bought: the shop's order number, what was paid
 * in all, the receipt (a PDF or an image, or a photo of the desk camera as
 * the service results take them), the shop's tracking when known, and what
 * became of each item. What will be refunded shows before saving. An item
 * whose price rose asks the customer first: saving sends only that. Someone
 * who recorded it first is said (409) and the queue refreshes.
 */
export function RecordDialog({ purchase, onClose, onDone, onStale }: DialogProps & { purchase: StaffPurchase }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const photos = usePhotos();
  const items = itemsToBuy(purchase);
  const [rows, setRows] = useState<RecordRow[]>(() => recordRowsOf(purchase));
  const [orderNumber, setOrderNumber] = useState("");
  const [paidTotal, setPaidTotal] = useState("");
  const [trackNumber, setTrackNumber] = useState("");
  const receipt = useCheckedFile((picked) => {
    const problem = receiptProblem(picked);
    return problem ? t(`purchases.record.${problem}`) : null;
  });
  const { file } = receipt;

  const edit = (index: number, change: Partial<RecordRow>) => setRows((shown) => changeAt(shown, index, change));
  const rising = rows.some((row) => row.outcome === "price_rose");
  const refund = refundPreview(purchase, rows);

  return (
    <ActionDialog
      isOpen
      title={t("purchases.record.title", { reference: purchase.reference })}
      icon="shopping-cart"
      width={1080}
      action={rising ? t("purchases.record.saveRise") : t("purchases.record.save")}
      intent={rising ? "primary" : "success"}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{
        orderNumber: t("purchases.record.orderNumber"),
        paidTotal: t("purchases.record.paidTotal"),
        trackNumber: t("purchases.record.trackNumber"),
        items: t("purchases.queue.columns.items"),
        receipt: t("purchases.record.receipt"),
        file: t("purchases.record.receipt"),
      }}
      onSubmit={async () => {
        const problem = photoProblem(photoState(photos), PHOTOS);
        if (problem === "tooManyPhotos" || (file && photos.ready.length > 0))
          throw new DialogError(t("purchases.record.receiptOne"));
        if (problem) throw new DialogError(t(`imageRequests.${problem}`));
        if (receipt.error) throw new DialogError(receipt.error);
        const check = checkRecord(purchase, {
          orderNumber,
          paidTotal,
          trackNumber,
          rows,
          receipt: file ?? photos.ready[0] ?? null,
        });
        if (check.problem !== null) {
          const item = "item" in check ? check.item : null;
          throw new DialogError(
            t(`purchases.record.${check.problem}`, {
              name: item?.name ?? "",
              amount: item ? euros(paidPriceCents(item)) : "",
            }),
          );
        }
        if (check.kind === "priceRise") {
          await api.reportPriceRise(purchase._id, check.request);
          toast(t("purchases.record.asked"));
        } else {
          await api.recordPurchase(purchase._id, check.form);
          toast(t("purchases.record.recorded"));
        }
        onDone();
      }}
    >
      <div className={rising ? undefined : "ipf-purchase-record"}>
        <div>
          <p>{t("purchases.record.intro")}</p>
          <HTMLTable compact className="ipf-purchase-lines" aria-label={t("purchases.queue.columns.items")}>
            <thead>
              <tr>
                <th>{t("purchases.queue.columns.items")}</th>
                <th>{t("purchases.record.outcome")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const row = rows[index]!;
                const price = centsOfTyped(row.price);
                const wrong =
                  row.outcome !== "out_of_stock" &&
                  row.price.trim() !== "" &&
                  (price === null ||
                    (row.outcome === "bought" ? price > paidPriceCents(item) : price <= paidPriceCents(item)));
                return (
                  <tr key={item._id}>
                    <td>
                      <ItemCell item={item} />
                      <div className="ipf-purchase-sub">
                        {t("purchases.record.quoted", { amount: euros(paidPriceCents(item)) })}
                      </div>
                    </td>
                    <td className="ipf-purchase-outcome">
                      <HTMLSelect
                        aria-label={`${t("purchases.record.outcome")}: ${item.name}`}
                        value={row.outcome}
                        onChange={(event) => edit(index, { outcome: event.currentTarget.value as RecordOutcome })}
                        options={OUTCOMES.map((value) => ({ value, label: t(`purchases.record.outcomes.${value}`) }))}
                      />
                      {row.outcome !== "out_of_stock" ? (
                        <InputGroup
                          id={`purchase-paid-${index}`}
                          aria-label={`${t(`purchases.record.outcomes.${row.outcome}`)}: ${item.name}`}
                          inputMode="decimal"
                          value={row.price}
                          intent={wrong ? "danger" : "none"}
                          rightElement={<span className="ipf-purchase-unit">€</span>}
                          onValueChange={(value) => edit(index, { price: value })}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          {rising ? (
            <Callout intent="warning" icon="trending-up" title={t("purchases.record.riseTitle")}>
              {t("purchases.record.riseIntro")}
            </Callout>
          ) : (
            <Callout
              intent={refund.totalCents > 0 ? "primary" : "none"}
              icon="undo"
              title={t("purchases.record.refundTitle")}
              data-testid="purchase-refund"
            >
              {refund.lines.length ? (
                <>
                  <ul className="ipf-purchase-refunds">
                    {refund.lines.map((line) => (
                      <li key={line.itemId}>
                        {t("purchases.record.refundLine", {
                          name: line.name,
                          amount: euros(line.amountCents),
                          reason: t(`purchases.record.refundReasons.${line.reason}`),
                        })}
                      </li>
                    ))}
                  </ul>
                  <strong>{t("purchases.record.refundTotal", { amount: euros(refund.totalCents) })}</strong>
                </>
              ) : (
                t("purchases.record.noRefund")
              )}
            </Callout>
          )}
          {!rising ? (
            <div className="ipf-purchase-fields">
              <FormGroup label={t("purchases.record.orderNumber")} labelFor="purchase-order">
                <InputGroup
                  id="purchase-order"
                  autoFocus
                  maxLength={PURCHASE_LIMITS.orderNumber}
                  value={orderNumber}
                  onValueChange={setOrderNumber}
                />
              </FormGroup>
              <FormGroup label={t("purchases.record.paidTotal")} labelFor="purchase-paid-total">
                <InputGroup
                  id="purchase-paid-total"
                  inputMode="decimal"
                  value={paidTotal}
                  intent={paidTotal.trim() && centsOfTyped(paidTotal) === null ? "danger" : "none"}
                  onValueChange={setPaidTotal}
                />
              </FormGroup>
              <FormGroup
                label={t("purchases.record.trackNumber")}
                labelFor="purchase-track"
                helperText={t("purchases.record.trackHelp")}
              >
                <InputGroup
                  id="purchase-track"
                  maxLength={PURCHASE_LIMITS.trackNumber}
                  value={trackNumber}
                  onValueChange={setTrackNumber}
                />
              </FormGroup>
              <CheckedFileField
                id="purchase-receipt"
                label={t("purchases.record.receipt")}
                help={t("purchases.record.receiptHelp")}
                placeholder={t("purchases.record.receiptFile")}
                buttonText={t("purchases.record.browse")}
                accept="application/pdf,image/*"
                picked={receipt}
              />
            </div>
          ) : null}
        </div>
        {!rising ? <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={0} /> : null}
      </div>
    </ActionDialog>
  );
}
