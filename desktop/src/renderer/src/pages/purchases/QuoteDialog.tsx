import { Checkbox, FormGroup, HTMLTable, InputGroup, Tag, TextArea } from "@blueprintjs/core";
import { PURCHASE_LIMITS, quoteValidUntil } from "@ipf/shared/rules/purchases";
import type { StaffPurchase } from "@ipf/shared/schemas/purchases";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { formatCentsIn, formatDateTime, formatEuros } from "../../ui/format";
import { changeAt } from "../../ui/change-at";
import { ItemCell } from "./ItemCell";
import { centsOfTyped } from "./money";
import { aboveMax, checkQuote, draftTotals, quoteDraftOf, type FeeTerms, type QuoteDraft } from "./rules";

const euros = (cents: number) => formatCentsIn(cents, "EUR");

/**
 * Price a sent request: each item's price of one and whether the shop has
 * it (a price above the customer's highest is marked as it is typed, and
 * left out), the shop's delivery and tax; the fee is computed from the
 * settings and shown, with the total and how long the quote holds. Enter
 * sends, Esc closes; what the API refuses stays in the dialog.
 */
export function QuoteDialog({
  purchase,
  terms,
  onClose,
  onDone,
  onStale,
}: DialogProps & { purchase: StaffPurchase; terms: FeeTerms | null }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [draft, setDraft] = useState<QuoteDraft>(() => quoteDraftOf(purchase));
  const totals = draftTotals(purchase, draft, terms);
  const editRow = (index: number, change: Partial<QuoteDraft["rows"][number]>) =>
    setDraft((shown) => ({
      ...shown,
      rows: changeAt(shown.rows, index, change),
    }));
  const validUntil = terms ? quoteValidUntil(new Date(), terms.validityDays).toISOString() : null;
  const unreadable = (text: string) => text.trim() !== "" && centsOfTyped(text) === null;

  return (
    <ActionDialog
      isOpen
      title={t("purchases.quote.title", { reference: purchase.reference, customer: purchase.user.fullName })}
      icon="dollar"
      width={980}
      action={t("purchases.quote.save")}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{
        // The API names an item's field by its place in the list: "items.1.unitPrice".
        ...Object.fromEntries(
          purchase.items.map((item, index) => [
            `items.${index}.unitPrice`,
            `${item.name} (${t("purchases.quote.unitPrice")})`,
          ]),
        ),
        items: t("purchases.queue.columns.items"),
        delivery: t("purchases.quote.delivery"),
        tax: t("purchases.quote.tax"),
        note: t("purchases.quote.note"),
      }}
      onSubmit={async () => {
        const check = checkQuote(purchase, draft);
        if (check.problem === "priceRequired") throw new DialogError(t("purchases.quote.priceRequired", check));
        if (check.problem === "invalidPrice") {
          const field = check.field === "unitPrice" ? check.name : t(`purchases.quote.${check.field}`);
          throw new DialogError(t("purchases.quote.invalidPrice", { field }));
        }
        if (check.problem === "nothingBuyable") throw new DialogError(t("purchases.quote.nothingBuyable"));
        await api.quotePurchase(purchase._id, check.request);
        onDone();
      }}
    >
      <p>{t("purchases.quote.intro")}</p>
      <HTMLTable compact className="ipf-purchase-lines" aria-label={t("purchases.queue.columns.items")}>
        <thead>
          <tr>
            <th>{t("purchases.queue.columns.items")}</th>
            <th>{t("purchases.quote.available")}</th>
            <th>{t("purchases.quote.unitPrice")}</th>
            <th className="ipf-purchase-amount">{t("purchases.quote.line")}</th>
          </tr>
        </thead>
        <tbody>
          {purchase.items.map((item, index) => {
            const row = draft.rows[index]!;
            const above = aboveMax(item, row);
            const bad = row.available && unreadable(row.price);
            const price = centsOfTyped(row.price);
            return (
              <tr key={item._id} className={above || !row.available ? "ipf-purchase-left-out" : undefined}>
                <td>
                  <ItemCell item={item} />
                </td>
                <td>
                  <Checkbox
                    checked={row.available}
                    aria-label={`${t("purchases.quote.available")}: ${item.name}`}
                    onChange={(event) => editRow(index, { available: event.currentTarget.checked })}
                  />
                </td>
                <td>
                  <InputGroup
                    id={`purchase-price-${index}`}
                    aria-label={`${t("purchases.quote.unitPrice")}: ${item.name}`}
                    inputMode="decimal"
                    autoFocus={index === 0}
                    disabled={!row.available}
                    value={row.price}
                    intent={above || bad ? "danger" : "none"}
                    onValueChange={(price) => editRow(index, { price })}
                  />
                  {!row.available ? (
                    <Tag minimal className="ipf-purchase-mark">
                      {t("purchases.item.unavailable")}
                    </Tag>
                  ) : above ? (
                    <Tag minimal intent="danger" className="ipf-purchase-mark" role="status">
                      {t("purchases.item.aboveMax")}
                    </Tag>
                  ) : null}
                </td>
                <td className="ipf-purchase-amount">
                  {row.available && !above && price !== null ? euros(price * item.quantity) : "—"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <div className="ipf-purchase-charges">
        <div>
          <div className="ipf-purchase-inputs">
            {(["delivery", "tax"] as const).map((name) => (
              <FormGroup
                key={name}
                label={t(`purchases.quote.${name}`)}
                labelFor={`purchase-${name}`}
                intent={unreadable(draft[name]) ? "danger" : "none"}
              >
                <InputGroup
                  id={`purchase-${name}`}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={draft[name]}
                  intent={unreadable(draft[name]) ? "danger" : "none"}
                  onValueChange={(value) => setDraft((shown) => ({ ...shown, [name]: value }))}
                />
              </FormGroup>
            ))}
          </div>
          <p className="ipf-purchase-sub">
            {terms && validUntil
              ? t("purchases.quote.validUntil", { date: formatDateTime(validUntil), count: terms.validityDays })
              : t("purchases.quote.noTerms")}
          </p>
          <FormGroup label={t("purchases.quote.note")} labelFor="purchase-quote-note">
            <TextArea
              id="purchase-quote-note"
              fill
              rows={2}
              maxLength={PURCHASE_LIMITS.staffNote}
              value={draft.note}
              onChange={(event) => setDraft((shown) => ({ ...shown, note: event.target.value }))}
            />
          </FormGroup>
        </div>
        <dl className="ipf-purchase-totals" aria-label={t("purchases.quote.total")}>
          <dt>{t("purchases.quote.goods")}</dt>
          <dd>{totals ? euros(totals.goodsCents) : "—"}</dd>
          <dt>{t("purchases.quote.deliveryLine")}</dt>
          <dd>{totals ? euros(totals.deliveryCents) : "—"}</dd>
          <dt>{t("purchases.quote.taxLine")}</dt>
          <dd>{totals ? euros(totals.taxCents) : "—"}</dd>
          <dt>
            {terms
              ? t("purchases.quote.fee", { percent: terms.feePercent, minimum: formatEuros(terms.minimumFee) })
              : t("purchases.quote.feeUnknown")}
          </dt>
          <dd data-testid="purchase-fee">{totals ? euros(totals.feeCents) : "—"}</dd>
          <dt className="ipf-purchase-total">{t("purchases.quote.total")}</dt>
          <dd className="ipf-purchase-total" data-testid="purchase-total">
            {totals ? euros(totals.totalCents) : "—"}
          </dd>
        </dl>
      </div>
    </ActionDialog>
  );
}
