import { Callout, Classes, Icon } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import "./parcel.css";

export interface CustomerAsksProps {
  removeBills: boolean;
  removeShoeBoxes: boolean;
  /** What the customer wrote with the request. */
  note?: string | null;
  /** What the request itself asks, said first (a photo request: new photos). */
  request?: string;
}

/**
 * "The customer asks": the instructions of the request a dialog acts on
 * (remove the bills, remove the shoe boxes, the customer's note), drawn alike
 * in every dialog where staff pack, receive, approve, ship or photograph, so
 * they are read before the action, not found after it.
 */
export function CustomerAsks({ removeBills, removeShoeBoxes, note, request }: CustomerAsksProps) {
  const { t } = useTranslation();
  const asks = [
    request,
    removeBills ? t("parcel.asks.removeBills") : undefined,
    removeShoeBoxes ? t("parcel.asks.removeShoeBoxes") : undefined,
  ].filter((ask): ask is string => ask !== undefined);
  const written = note?.trim() ? note : null;
  const anything = asks.length > 0 || written !== null;
  return (
    <Callout
      className="ipf-customer-asks"
      compact
      icon="comment"
      intent={removeBills || removeShoeBoxes || written ? "primary" : "none"}
      title={t("parcel.asks.title")}
      role="region"
      aria-label={t("parcel.asks.title")}
    >
      {asks.length > 0 ? (
        <ul className={Classes.LIST_UNSTYLED}>
          {asks.map((ask) => (
            <li key={ask}>
              <Icon icon="tick" size={12} aria-hidden /> {ask}
            </li>
          ))}
        </ul>
      ) : null}
      {written ? (
        <blockquote className="ipf-note" dir="auto" aria-label={t("parcel.asks.note")}>
          {written}
        </blockquote>
      ) : null}
      {anything ? null : <span className={Classes.TEXT_MUTED}>{t("parcel.asks.nothing")}</span>}
    </Callout>
  );
}
