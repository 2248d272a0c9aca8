import { Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { RequestFacts } from "../../ui/RequestFacts";
import { ParcelFacts, PhotoStrip } from "../../ui/ParcelDetails";
import type { ImageRequest } from "./rules";

/** Pending or done, as the Status column and the dialogs show it. */
export function StatusTag({ complete }: { complete: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={complete ? "success" : "warning"}>
      {complete ? t("imageRequests.status.done") : t("imageRequests.status.pending")}
    </Tag>
  );
}

/** Who asked, when, for which parcel, and the photos the customer already has. */
export function RequestSummary({ request, compact = false }: { request: ImageRequest; compact?: boolean }) {
  const { t } = useTranslation();
  const parcel = request.package;
  return (
    <div className="ipf-image-request">
      <RequestFacts user={request.user} date={request.createdAt}>
        <dt>{t("imageRequests.request.status")}</dt>
        <dd>
          <StatusTag complete={request.complete} />
        </dd>
      </RequestFacts>
      {compact ? null : <ParcelFacts parcel={parcel} />}
      <section className="ipf-image-request-photos">
        <h3 className="ipf-detail-heading">{t("imageRequests.currentPhotos")}</h3>
        <PhotoStrip images={parcel.images} label={t("parcel.photosOf", { code: parcel.packageId })} />
      </section>
    </div>
  );
}
