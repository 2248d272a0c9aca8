import { formatDateTime, formatUtcDateTime, isolateLtr } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import type { PackagesGroup, Parcel } from "../../api/parcels";
import { Icon } from "../../ui/Icon";
import { Photo } from "../../ui/Photo";
import { useHydrated } from "../../ui/useHydrated";
import { CancelWindow, StatusBadge, WarehouseFlag } from "./ParcelCard";
import { msUntil } from "./rules";
import { isolate } from "@ipf/shared/rules/bidi";

/** An open assemble request: its parcels, its options, and the cancel button while the 15 minutes run. */
export function GroupCard({
  group,
  now,
  readOnly,
  onCancel,
  onDetails,
}: {
  group: PackagesGroup;
  now: number;
  readOnly?: boolean;
  onCancel: (group: PackagesGroup) => void;
  onDetails: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const left = group.awaitingApprove ? msUntil(group.cancelableUntil, now) : 0;
  const first = group.packages[0];
  // The server knows no viewer's time zone: its page, and the hydration that takes it over, show UTC.
  const date = isolateLtr(hydrated ? formatDateTime(group.createdAt) : formatUtcDateTime(group.createdAt));
  return (
    <article className="group-card card" aria-labelledby={`group-${group._id}`}>
      <div className="parcel-head">
        <h3 id={`group-${group._id}`}>
          <Icon name="layers" />
          {t("locker.group.title")}
        </h3>
        {first && <WarehouseFlag warehouse={first.warehouse} />}
      </div>
      <StatusBadge state="awaiting_assemble" />
      <p className="group-meta">
        {t("locker.group.parcels", { count: group.packages.length })} · {t("locker.group.created", { date })}
      </p>
      <ul className="group-parcels">
        {group.packages.map((parcel) => (
          <li key={parcel._id}>
            <button type="button" className="group-parcel" onClick={() => onDetails(parcel)}>
              <Photo src={parcel.images[0]} />
              <span dir="ltr">{parcel.packageId}</span>
            </button>
          </li>
        ))}
      </ul>
      {(group.removeBills || group.removeShoeBoxes) && (
        <ul className="tick-list group-options">
          {group.removeBills && <li>{t("locker.details.removeBills")}</li>}
          {group.removeShoeBoxes && <li>{t("locker.details.removeShoeBoxes")}</li>}
        </ul>
      )}
      {group.assembleNote && (
        <p className="group-note" dir="auto">
          {t("locker.group.note", { note: isolate(group.assembleNote) })}
        </p>
      )}
      {!readOnly && left > 0 && (
        <CancelWindow label={t("locker.actions.cancelAssemble")} left={left} onCancel={() => onCancel(group)} />
      )}
    </article>
  );
}
