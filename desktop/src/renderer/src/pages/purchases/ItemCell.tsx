import { Button, Tooltip } from "@blueprintjs/core";
import type { PurchaseItem } from "@ipf/shared/schemas/purchases";
import { useTranslation } from "react-i18next";
import { UserText } from "../../ui/UserText";
import { formatEuros } from "../../ui/format";
import { toast } from "../../ui/toaster";

/** The link as a line reads it: no scheme, cut by the cell. */
const shownLink = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, "");

/**
 * An item of a request as staff buy it: its name, a link to the shop's page
 * (a new window: the system browser in the desktop app, which opens https
 * links only; the copy button serves the others), quantity, options, the
 * customer's note and the highest price of one they accept.
 */
export function ItemCell({ item }: { item: PurchaseItem }) {
  const { t } = useTranslation();
  const copy = () =>
    void navigator.clipboard?.writeText(item.url).then(
      () => toast(t("purchases.item.copied")),
      () => undefined,
    );
  return (
    <div className="ipf-purchase-item">
      <div className="ipf-purchase-item-name">
        <strong>
          <UserText>{item.name}</UserText>
        </strong>{" "}
        <span className="ipf-purchase-sub">{t("purchases.item.quantity", { count: item.quantity })}</span>
      </div>
      <div className="ipf-purchase-item-link">
        <a href={item.url} target="_blank" rel="noreferrer noopener" title={t("purchases.item.open")}>
          {item.shopName ? `${item.shopName} · ` : ""}
          {shownLink(item.url)}
        </a>
        <Tooltip content={t("purchases.item.copy")} compact>
          <Button
            variant="minimal"
            size="small"
            icon="duplicate"
            aria-label={t("purchases.item.copy")}
            onClick={copy}
            tabIndex={-1}
          />
        </Tooltip>
      </div>
      {item.options ? (
        <div className="ipf-purchase-sub">
          {t("purchases.item.options")} <UserText>{item.options}</UserText>
        </div>
      ) : null}
      {item.note ? (
        <div className="ipf-purchase-sub">
          {t("purchases.item.note")} <UserText>{item.note}</UserText>
        </div>
      ) : null}
      <div className="ipf-purchase-sub">{t("purchases.item.highest", { amount: formatEuros(item.maxUnitPrice) })}</div>
    </div>
  );
}
