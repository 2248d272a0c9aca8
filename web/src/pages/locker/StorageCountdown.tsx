import { centsOfUnits, formatDays, formatMoneyCents } from "@ipf/shared/format";
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { parcelsApi, type Parcel } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { useNow } from "../../ui/useNow";
import { storageCountdown, storageCounted } from "./rules";

let feeRequest: Promise<number> | undefined;

/** The daily storage fee in dollars, asked once for every card of the visit (again after a failure). */
export function useStorageFee(): number | undefined {
  const [fee, setFee] = useState<number>();
  useEffect(() => {
    let live = true;
    feeRequest ??= parcelsApi.storageFee().catch((error: unknown) => {
      feeRequest = undefined;
      throw error;
    });
    feeRequest.then(
      // Every countdown of the locker draws again for it: a transition, in slices.
      (value) => live && startTransition(() => setFee(value)),
      // The countdown then shows without the fee; the next card or visit asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return fee;
}

/**
 * A parcel's free storage, in the words of the locker: days left, "ends
 * today", or days past with the fee so far. Counted in whole UTC days from
 * the end day the API sends, so it changes at midnight, never by the second;
 * the locker's parcels are fetched in the browser, so nothing here is
 * rendered on the server.
 */
export function StorageCountdown({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow(true, 60_000);
  const feePerDay = useStorageFee();
  const countdown = storageCountdown(parcel, now, feePerDay ?? 0);
  if (!countdown) return null;
  if (countdown.kind === "today") {
    return <span className="storage-countdown storage-warn">{t("storage.endsToday")}</span>;
  }
  const days = formatDays(countdown.days, lang);
  if (countdown.kind === "left") {
    return (
      <span className={`storage-countdown${countdown.days <= 7 ? " storage-warn" : ""}`}>
        {t("storage.left", { days })}
      </span>
    );
  }
  const fee = feePerDay === undefined ? "…" : formatMoneyCents(countdown.feeCents, "USD", lang);
  return <span className="storage-countdown storage-ended">{t("storage.ended", { days, fee })}</span>;
}

/** The card's line: "Free storage" and the countdown, for parcels still in the locker. */
export function StorageFact({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  if (!storageCounted(parcel.state)) return null;
  return (
    <div className="storage-fact" data-testid="storage-fact">
      <dt>{t("storage.label")}</dt>
      <dd>
        <StorageCountdown parcel={parcel} />
      </dd>
    </div>
  );
}

/**
 * The pay dialog's sum for a parcel past its free storage: the carrier's
 * price, the storage fee to this day and their total, as the API will charge
 * them. Nothing within free storage, where the price is the whole amount.
 */
export function PaySummary({ parcel, price }: { parcel: Parcel; price: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow(true, 60_000);
  const feePerDay = useStorageFee();
  const countdown = storageCountdown(parcel, now, feePerDay ?? 0);
  if (countdown?.kind !== "ended" || feePerDay === undefined) return null;
  const priceCents = centsOfUnits(price);
  const money = (cents: number) => formatMoneyCents(cents, "USD", lang);
  const feeLabel = t("storage.fee", {
    days: formatDays(countdown.days, lang),
    perDay: money(centsOfUnits(feePerDay)),
  });
  return (
    <dl className="pay-summary" data-testid="pay-summary">
      <dt>{t("storage.shipping")}</dt>
      <dd dir="ltr">{money(priceCents)}</dd>
      <dt>{feeLabel}</dt>
      <dd dir="ltr">{money(countdown.feeCents)}</dd>
      <dt className="pay-total">{t("storage.total")}</dt>
      <dd className="pay-total" dir="ltr">
        {money(priceCents + countdown.feeCents)}
      </dd>
    </dl>
  );
}
