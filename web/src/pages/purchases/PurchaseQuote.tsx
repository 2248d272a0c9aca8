import { formatDateTime, formatMoney, isolateLtr } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import type { Purchase, PurchaseItem } from "../../api/purchases";
import { useLang } from "../../app/useLang";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { UserText } from "../../ui/UserText";
import { keepFocus, type Submit } from "../../ui/useSubmit";
import { isolate } from "./purchaseView";

/** What the customer can do from the quote; each opens a checkout or a question. */
export interface QuoteActions {
  /** Open the quote's checkout. */
  pay: () => void;
  decline: () => void;
  /** Send an expired quote again for a new one. */
  resend: () => void;
  /** Open the checkout of an item's price rise. */
  acceptRise: (item: PurchaseItem) => void;
  dropItem: (item: PurchaseItem) => void;
  /** The send under way (pay, resend, accept), its failure said above the buttons. */
  submit: Pick<Submit, "busy" | "text">;
}

/**
 * The items and, once quoted, the quote: per item its price, whether it is
 * available or above the customer's limit (left out of the total), then
 * delivery, tax, our fee and the total with its validity, and the buttons
 * that pay or decline it. After payment the same list says what was bought,
 * and asks the customer about a price that rose.
 */
export function PurchaseQuote({ purchase, actions }: { purchase: Purchase; actions: QuoteActions }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (euros: number) => formatMoney(euros, purchase.currency, lang);
  const quoted = purchase.total !== null;
  const { submit } = actions;
  return (
    <section className="card purchase-section" aria-labelledby="purchase-quote-title">
      <h2 id="purchase-quote-title">{t(quoted ? "purchases.quote.title" : "purchases.items.title")}</h2>
      <ul className="purchase-lines">
        {purchase.items.map((item) => (
          <ItemLine key={item._id} item={item} purchase={purchase} actions={actions} />
        ))}
      </ul>
      {quoted && (
        <dl className="purchase-amounts" data-testid="quote-amounts">
          <Amount label={t("purchases.quote.goods")} value={money(purchase.goods ?? 0)} />
          <Amount label={t("purchases.quote.delivery")} value={money(purchase.delivery ?? 0)} />
          <Amount label={t("purchases.quote.tax")} value={money(purchase.tax ?? 0)} />
          <Amount label={t("purchases.quote.fee")} value={money(purchase.fee ?? 0)} />
          <Amount label={t("purchases.quote.total")} value={money(purchase.total ?? 0)} total />
        </dl>
      )}
      {quoted && purchase.quoteValidUntil && (purchase.state === "quoted" || purchase.state === "expired") && (
        <p className={purchase.state === "expired" ? "field-error" : "field-hint"}>
          {t("purchases.quote.validUntil", { date: isolateLtr(formatDateTime(purchase.quoteValidUntil)) })}
        </p>
      )}
      {purchase.quoteNote && <p>{t("purchases.quote.note", { note: isolate(purchase.quoteNote) })}</p>}
      {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
      {purchase.state === "quoted" && (
        <div className="purchase-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={submit.busy}
            onMouseDown={keepFocus}
            onClick={actions.pay}
          >
            <Icon name="card" />
            {t("purchases.quote.pay", { amount: isolateLtr(money(purchase.total ?? 0)) })}
          </button>
          <button type="button" className="btn btn-ghost" disabled={submit.busy} onClick={actions.decline}>
            {t("purchases.quote.decline")}
          </button>
        </div>
      )}
      {purchase.state === "expired" && (
        <div className="purchase-actions">
          <button type="button" className="btn btn-primary" disabled={submit.busy} onClick={actions.resend}>
            <Icon name="refresh" />
            {t("purchases.quote.resend")}
          </button>
        </div>
      )}
    </section>
  );
}

function Amount({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={total ? "is-total" : undefined}>
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}

/** One item: what it is and, as the request goes on, its price, availability and what became of it. */
function ItemLine({ item, purchase, actions }: { item: PurchaseItem; purchase: Purchase; actions: QuoteActions }) {
  const { t } = useTranslation();
  const lang = useLang();
  // Amounts inside a sentence: isolated, or an Arabic sentence puts the euro sign after the number.
  const money = (euros: number) => isolateLtr(formatMoney(euros, purchase.currency, lang));
  const left = item.leftOut !== null;
  const rising = item.outcome === "price_rose" && item.riseDecision === null && purchase.state === "awaiting_customer";
  return (
    <li className={`purchase-line${left ? " is-left" : ""}`} data-testid="purchase-line">
      <div className="purchase-line-head">
        <strong>
          <UserText>{item.name}</UserText>
        </strong>
        {item.unitPrice !== null && (
          <span className="purchase-line-price">
            {t("purchases.quote.unitPrice", { amount: money(item.unitPrice) })}
          </span>
        )}
      </div>
      {item.options && <p className="muted">{t("purchases.items.options", { options: isolate(item.options) })}</p>}
      <p className="muted">
        {t("purchases.items.quantity", { count: item.quantity })} ·{" "}
        {t("purchases.items.maxPrice", { amount: money(item.maxUnitPrice) })}
      </p>
      <p>
        <a href={item.url} target="_blank" rel="noopener noreferrer nofollow" className="text-link">
          {item.shopName ?? t("purchases.items.link")}
          <Icon name="external" />
        </a>
      </p>
      <ItemBadges item={item} />
      {rising && item.newUnitPrice !== null && item.riseExtra !== null && (
        <div className="purchase-rise" role="group" aria-label={t("purchases.priceRise.title")}>
          <p>
            <strong>{t("purchases.priceRise.title")}</strong>
          </p>
          <p>
            {t("purchases.priceRise.text", {
              name: isolate(item.name),
              price: money(item.newUnitPrice),
              quoted: money(item.unitPrice ?? 0),
            })}
          </p>
          <p>{t("purchases.priceRise.extra", { amount: money(item.riseExtra) })}</p>
          <div className="purchase-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={actions.submit.busy}
              onMouseDown={keepFocus}
              onClick={() => actions.acceptRise(item)}
            >
              {t("purchases.priceRise.accept", { amount: money(item.riseExtra) })}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => actions.dropItem(item)}>
              {t("purchases.priceRise.drop")}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The item's availability at quote, and what became of it once bought. */
function ItemBadges({ item }: { item: PurchaseItem }) {
  const { t } = useTranslation();
  const lang = useLang();
  const badges: { text: string; tone: string }[] = [];
  if (item.leftOut === "unavailable") badges.push({ text: t("purchases.quote.unavailable"), tone: "badge-danger" });
  else if (item.leftOut === "aboveMax") badges.push({ text: t("purchases.quote.aboveLimit"), tone: "badge-accent" });
  else if (item.available && item.outcome === null)
    badges.push({ text: t("purchases.quote.available"), tone: "badge-success" });
  if (item.leftOut !== null) badges.push({ text: t("purchases.quote.left"), tone: "" });
  if (item.outcome === "bought" && item.paidUnitPrice !== null)
    badges.push({
      text: t("purchases.outcome.bought", { amount: isolateLtr(formatMoney(item.paidUnitPrice, "EUR", lang)) }),
      tone: "badge-success",
    });
  if (item.outcome === "out_of_stock") badges.push({ text: t("purchases.outcome.out_of_stock"), tone: "badge-danger" });
  if (item.outcome === "price_rose") badges.push({ text: t("purchases.outcome.price_rose"), tone: "badge-accent" });
  if (item.riseDecision === "accepted") badges.push({ text: t("purchases.priceRise.accepted"), tone: "" });
  if (item.riseDecision === "dropped") badges.push({ text: t("purchases.priceRise.droppedItem"), tone: "" });
  if (!badges.length) return null;
  return (
    <p className="purchase-line-badges">
      {badges.map((badge) => (
        <span key={badge.text} className={`badge ${badge.tone}`.trim()}>
          {badge.text}
        </span>
      ))}
    </p>
  );
}
