import { Classes } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useTranslation } from "react-i18next";
import { RemovalTags, RequestFacts } from "../../ui/RequestFacts";
import { DeclaredLines, ParcelMeasureFacts, PhotoStrip } from "../../ui/ParcelDetails";
import { formatDimensions, formatKg } from "../../ui/format";
import type { SplitRequest } from "./rules";
import { DetailTable } from "../../ui/DetailTable";

/**
 * What staff read of a disassemble request: the customer, the flags and
 * notes, the original parcel with its customs lines, and the new parcels,
 * created or still to link.
 */
export function SplitDetails({ request, compact = false }: { request: SplitRequest; compact?: boolean }) {
  const { t } = useTranslation();
  const original = request.package;
  const newParcels = request.complete ? request.addedPackages : request.pendingPackages;
  return (
    <div className="ipf-split-details">
      <RequestFacts user={request.user} date={request.createdAt} className="ipf-split-request">
        <dt>{t("parcel.options")}</dt>
        <dd className="ipf-tags">
          <RemovalTags removeBills={request.removeBills} removeShoeBoxes={request.removeShoeBoxes} />
        </dd>
        <dt>{t("splits.request.notes")}</dt>
        <dd>
          {request.note ? (
            <blockquote className="ipf-note ipf-split-note">{request.note}</blockquote>
          ) : (
            <span className={Classes.TEXT_MUTED}>{t("splits.request.noNotes")}</span>
          )}
        </dd>
      </RequestFacts>

      <section>
        <h3 className="ipf-detail-heading">{t("splits.request.original")}</h3>
        <div className="ipf-split-original">
          <PhotoStrip images={original.images.slice(0, 4)} label={t("parcel.photosOf", { code: original.packageId })} />
          <dl className="ipf-facts">
            <ParcelMeasureFacts parcel={original} />
          </dl>
        </div>
      </section>

      {compact ? null : (
        <section>
          <h3 className="ipf-detail-heading">{t("splits.request.lines")}</h3>
          <DeclaredLines details={original.details} />
        </section>
      )}

      <section>
        <h3 className="ipf-detail-heading">
          {request.complete ? t("splits.request.created") : t("splits.request.toCreate")}
        </h3>
        <NewParcels parcels={newParcels} />
      </section>
    </div>
  );
}

/** The parcels taken out of the original: track number, code, weight and measures. */
export function NewParcels({ parcels }: { parcels: ParcelView[] }) {
  const { t } = useTranslation();
  if (parcels.length === 0) return <p className={Classes.TEXT_MUTED}>{t("splits.request.noneYet")}</p>;
  return (
    <DetailTable
      label={t("splits.request.toCreate")}
      className="ipf-lines-table"
      striped
      columns={[
        t("splits.request.trackNumber"),
        t("splits.request.packageId"),
        t("splits.request.weight"),
        t("splits.request.dimensions"),
        t("splits.request.photos"),
      ]}
    >
      {parcels.map((parcel) => (
        <tr key={parcel._id}>
          <td className="ipf-break">{parcel.trackNumber}</td>
          <td>
            <code className="ipf-code">{parcel.packageId}</code>
          </td>
          <td>{formatKg(parcel.weight)}</td>
          <td>{formatDimensions(parcel.length, parcel.width, parcel.height)}</td>
          <td>{parcel.images.length}</td>
        </tr>
      ))}
    </DetailTable>
  );
}
