import { Classes, ProgressBar } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDesk } from "../../devices/desk";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { usePhotos } from "../../photos/photos";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { CustomerAsks } from "../../ui/CustomerAsks";
import { RequestSummary } from "./RequestSummary";
import { percent, uploadForm, UPLOAD_PHOTOS, type ImageRequest } from "./rules";
import { photoProblem, photoState } from "../../photos/rules";

interface UploadDialogProps {
  request: ImageRequest;
  onClose(): void;
  onStale(): void;
  onDone(): void;
}

/**
 * Upload photos: from the desk camera or files, several at once, each
 * compressed to WebP, sent with a progress bar. The upload answers the
 * request and completes it.
 */
export function UploadDialog({ request, onClose, onStale, onDone }: UploadDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const photos = usePhotos();
  const [progress, setProgress] = useState<number | null>(null);
  const ready = photos.ready.length;

  return (
    <ActionDialog
      isOpen
      title={t("imageRequests.uploadTitle", { code: request.package.packageId })}
      icon="upload"
      width={1000}
      action={t("imageRequests.uploadAction", { count: ready })}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ images: t("imageRequests.upload"), packageId: t("imageRequests.columns.packageId") }}
      onSubmit={async () => {
        const problem = photoProblem(photoState(photos), UPLOAD_PHOTOS);
        if (problem) throw new DialogError(t(`imageRequests.${problem}`));
        setProgress(0);
        try {
          await api.uploadRequestedImages(uploadForm(request, photos.ready), setProgress);
        } finally {
          setProgress(null);
        }
        onDone();
      }}
    >
      <div className="ipf-upload">
        <div>
          <CustomerAsks
            request={t("parcel.asks.photos")}
            removeBills={request.package.shippingOptions.removeBills}
            removeShoeBoxes={request.package.shippingOptions.removeShoeBoxes}
            note={request.package.shippingOptions.additionalNote}
          />
          <p className={Classes.TEXT_MUTED}>{t("imageRequests.uploadIntro")}</p>
          <RequestSummary request={request} compact />
          {progress !== null ? (
            <div className="ipf-upload-progress" role="status">
              <p>{t("imageRequests.uploading", { percent: percent(progress) })}</p>
              <ProgressBar
                value={progress}
                intent="primary"
                stripes={progress < 1}
                aria-label={t("imageRequests.uploading", { percent: percent(progress) })}
              />
            </div>
          ) : null}
        </div>
        <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={0} />
      </div>
    </ActionDialog>
  );
}
