import { formatMoney } from "@ipf/shared/format";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { servicesApi, type ParcelServicesResponse } from "../../api/services";
import { useLang } from "../../app/useLang";

/**
 * The pay dialog's lines for the fees of completed services this payment
 * charges (the parcel's own, and those of parcels consolidated into it),
 * as the API adds them: each its own line, in dollars.
 */
export function PayServiceFees({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [fees, setFees] = useState<ParcelServicesResponse["dueFees"]>([]);
  useEffect(() => {
    const controller = new AbortController();
    servicesApi.forParcel(parcelId, controller.signal).then(
      (loaded) => setFees(loaded.dueFees),
      // The payment itself says the amount: a failed read only leaves the lines out.
      () => undefined,
    );
    return () => controller.abort();
  }, [parcelId]);
  if (fees.length === 0) return null;
  return (
    <dl className="pay-services" data-testid="pay-service-fees">
      {fees.map((fee, index) => (
        <div key={index} style={{ display: "contents" }}>
          <dt>{t("services.payLine", { name: fee.name[lang] })}</dt>
          <dd dir="ltr">{formatMoney(fee.fee, "USD", lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
