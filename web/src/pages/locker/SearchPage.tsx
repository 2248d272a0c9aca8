import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { Parcel } from "../../api/parcels";
import { useCustomerLive } from "../../customer/liveContext";
import { Icon } from "../../ui/Icon";
import { DetailsDialog } from "./DetailsDialog";
import { GroupCard } from "./GroupCard";
import { LockerToolbar } from "./LockerTabs";
import { ParcelCard } from "./ParcelCard";
import { matchesGroup, matchesParcel } from "./rules";
import { useGroups, useParcels } from "./useLockerData";

/**
 * One box filtering four lists: the locker, the assembly requests, awaiting
 * shipping and shipped. Parcels match on track number or packageId, requests
 * on packageId; the query stays in the URL.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const live = useCustomerLive();
  const locker = useParcels("locker");
  const awaiting = useParcels("awaitingShipping");
  const shipped = useParcels("shipped");
  const groups = useGroups();
  const [details, setDetails] = useState<{ parcel: Parcel; tracking: boolean } | null>(null);
  const active = query.trim() !== "";

  const filter = (list: readonly Parcel[] | undefined) =>
    active ? (list ?? []).filter((p) => matchesParcel(p, query)) : [];
  const sections = [
    {
      key: "locker",
      title: t("search.lists.locker"),
      parcels: filter(locker.data?.filter((p) => p.state !== "awaiting_assemble")),
    },
    { key: "awaiting", title: t("search.lists.awaiting"), parcels: filter(awaiting.data) },
    { key: "shipped", title: t("search.lists.shipped"), parcels: filter(shipped.data) },
  ];
  const foundGroups = active ? (groups.data ?? []).filter((g) => g.awaitingApprove && matchesGroup(g, query)) : [];
  const total = foundGroups.length + sections.reduce((sum, s) => sum + s.parcels.length, 0);

  return (
    <section className="container locker" aria-labelledby="search-title">
      <h1 id="search-title">{t("pages.search")}</h1>
      <LockerToolbar />
      <div className="field search-field" role="search">
        <label htmlFor={inputId}>{t("search.label")}</label>
        <div className="input-box">
          <Icon name="search" />
          <input
            id={inputId}
            type="search"
            dir="ltr"
            placeholder={t("search.placeholder")}
            value={query}
            onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
          />
        </div>
        <p className="field-hint">{t("search.hint")}</p>
      </div>
      {active && total === 0 && <p className="empty-note">{t("search.none")}</p>}
      {foundGroups.length > 0 && (
        <section className="locker-section" aria-labelledby="search-groups">
          <h2 id="search-groups">{t("search.lists.groups")}</h2>
          <div className="parcel-grid">
            {foundGroups.map((group) => (
              <GroupCard
                key={group._id}
                group={group}
                now={0}
                readOnly
                onCancel={() => undefined}
                onDetails={(parcel) => setDetails({ parcel, tracking: false })}
              />
            ))}
          </div>
        </section>
      )}
      {sections
        .filter((section) => section.parcels.length > 0)
        .map((section) => (
          <section key={section.key} className="locker-section" aria-labelledby={`search-${section.key}`}>
            <h2 id={`search-${section.key}`}>{section.title}</h2>
            <div className="parcel-grid">
              {section.parcels.map((parcel) => (
                <ParcelCard
                  key={parcel._id}
                  parcel={parcel}
                  imageRequest={live?.imageRequest ?? true}
                  now={0}
                  readOnly
                  onOpen={(kind, opened) => setDetails({ parcel: opened, tracking: kind === "tracking" })}
                />
              ))}
            </div>
          </section>
        ))}
      {details && (
        <DetailsDialog parcel={details.parcel} showTracking={details.tracking} onClose={() => setDetails(null)} />
      )}
    </section>
  );
}

export { SearchPage as Component };
