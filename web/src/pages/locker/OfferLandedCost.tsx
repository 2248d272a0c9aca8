import { useTranslation } from "react-i18next";
import { parcelsApi } from "../../api/parcels";
import { LandedCostEstimate } from "../../ui/LandedCostEstimate";
import { useLoad } from "../../ui/useLoad";

/**
 * The duty and VAT the chosen offer should cost at the parcel's destination,
 * before the customer pays. Advisory only: while it loads, or when it
 * cannot be had, the dialog pays as before.
 */
export function OfferLandedCost({ parcelId, methodId }: { parcelId: string; methodId: string }) {
  const { t } = useTranslation();
  const load = useLoad((signal) => parcelsApi.landedCost(parcelId, signal), [parcelId]);
  if (load.state !== "ready") return null;
  const chosen = load.data.estimates.find((entry) => entry.methodId === methodId);
  if (chosen) return <LandedCostEstimate estimate={chosen.estimate} />;
  return load.data.country ? <p className="field-hint">{t("landedCost.unavailable")}</p> : null;
}
