import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerList, Parcel } from "../../api/parcels";
import { LoadNotice, Spinner } from "../../ui/LoadNotice";
import { ClaimDialog } from "./ClaimDialog";
import { DetailsDialog } from "./DetailsDialog";
import { LockerToolbar } from "./LockerTabs";
import { ParcelCard } from "./ParcelCard";
import { inWarehouse } from "./rules";
import { useParcels, useWarehouses } from "./useLockerData";
import { WarehouseSelect } from "./WarehouseSelect";

/** Awaiting shipping and shipped: the toolbar, the warehouse selector, cards with their details. */
function ParcelListPage({
  list,
  title,
}: {
  list: Extract<CustomerList, "awaitingShipping" | "shipped">;
  title: string;
}) {
  const { t } = useTranslation();
  const parcels = useParcels(list);
  const warehouses = useWarehouses();
  const [warehouseId, setWarehouseId] = useState("");
  const [details, setDetails] = useState<{ parcel: Parcel; tracking: boolean } | null>(null);
  const [claimed, setClaimed] = useState<Parcel | null>(null);
  const shown = (parcels.data ?? []).filter((parcel) => inWarehouse(parcel, warehouseId));

  return (
    <section className="container locker" aria-labelledby="list-title">
      <h1 id="list-title">{title}</h1>
      <LockerToolbar>
        <WarehouseSelect warehouses={warehouses.data ?? []} value={warehouseId} onChange={setWarehouseId} />
      </LockerToolbar>
      {parcels.state === "loading" && !parcels.data && <Spinner />}
      <LoadNotice load={parcels} empty={shown.length === 0} emptyText={t("locker.empty.noPackages")} />
      <div className="parcel-grid">
        {shown.map((parcel) => (
          <ParcelCard
            key={parcel._id}
            parcel={parcel}
            imageRequest={false}
            now={0}
            readOnly
            onOpen={(kind, opened) =>
              kind === "claim" ? setClaimed(opened) : setDetails({ parcel: opened, tracking: kind === "tracking" })
            }
          />
        ))}
      </div>
      {claimed && <ClaimDialog parcel={claimed} onClose={() => setClaimed(null)} />}
      {details && (
        <DetailsDialog parcel={details.parcel} showTracking={details.tracking} onClose={() => setDetails(null)} />
      )}
    </section>
  );
}

export function AwaitingShippingPage() {
  const { t } = useTranslation();
  return <ParcelListPage list="awaitingShipping" title={t("pages.awaitingShipping")} />;
}

export function ShippedPage() {
  const { t } = useTranslation();
  return <ParcelListPage list="shipped" title={t("pages.shipped")} />;
}
