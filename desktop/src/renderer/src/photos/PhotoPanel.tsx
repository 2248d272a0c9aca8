import { Button, Callout, Card, Classes, Icon, Spinner } from "@blueprintjs/core";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { captureFrame } from "../devices/images";
import { inDesktopApp } from "../platform";
import { useCamera } from "./camera";
import type { Photos } from "./photos";
import "./photos.css";

interface PhotoPanelProps {
  photos: Photos;
  cameraId: string | null;
  /** Incremented by the page's Alt+P shortcut. */
  shutter: number;
  /**
   * Given by a page with an Alt+O shortcut (shown on the button): set to what opens the file picker,
   * for the page to call inside the key's own event, as a browser opens a picker only then.
   */
  filePicker?: Ref<() => void>;
  /** Photos were chosen in the file picker and are on their way in. */
  onFilesChosen?: () => void;
}

/**
 * Photos of the parcel: from the webcam (several, each can be retaken) or
 * from files. In the desktop app the camera starts with the screen; in a
 * browser it starts on request, so the page does not ask for it on arrival.
 */
export function PhotoPanel({ photos, cameraId, shutter, filePicker, onFilesChosen }: PhotoPanelProps) {
  const { t } = useTranslation();
  const camera = useCamera(cameraId);
  const files = useRef<HTMLInputElement>(null);
  const { start } = camera;

  useEffect(() => {
    if (inDesktopApp) void start();
  }, [start]);

  const live = camera.state === "on";
  const snap = () => camera.videoRef.current && captureFrame(camera.videoRef.current);

  // The page's shortcut bumps `shutter`; only a change of it takes a photo, never a re-render.
  const takeOnShutter = useRef(() => {});
  takeOnShutter.current = () => {
    const frame = snap();
    if (frame) photos.add(frame);
  };
  const lastShutter = useRef(shutter);
  useEffect(() => {
    if (shutter === lastShutter.current) return;
    lastShutter.current = shutter;
    takeOnShutter.current();
  }, [shutter]);

  useImperativeHandle(filePicker, () => () => files.current?.click(), []);

  return (
    <Card className="ipf-panel ipf-photos">
      <h2 className="ipf-card-title">{t("intake.photos")}</h2>
      <div className="ipf-camera">
        <video ref={camera.videoRef} muted playsInline hidden={camera.state !== "on"} />
        {camera.state === "off" ? (
          <Button icon="camera" text={t("intake.startCamera")} onClick={() => void camera.start()} />
        ) : null}
        {camera.state === "starting" ? <Spinner size={24} /> : null}
        {camera.state === "unavailable" ? (
          <Callout intent="warning" icon="camera" compact>
            {t("intake.cameraUnavailable")}
          </Callout>
        ) : null}
      </div>
      <div className="ipf-photo-actions">
        <Button
          intent="primary"
          icon="camera"
          text={t("intake.takePhoto")}
          disabled={!live}
          onClick={() => {
            const frame = snap();
            if (frame) photos.add(frame);
          }}
        />
        <Button
          icon="folder-open"
          onClick={() => files.current?.click()}
          aria-keyshortcuts={filePicker === undefined ? undefined : t("intake.addFilesKeys")}
        >
          {t("intake.addFiles")}
          {filePicker === undefined ? null : (
            <kbd className={`ipf-keys ${Classes.TEXT_MUTED}`}>{t("intake.addFilesKeys")}</kbd>
          )}
        </Button>
        <input
          ref={files}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t("intake.addFiles")}
          onChange={(event) => {
            if (event.target.files?.length) {
              photos.addFiles(event.target.files);
              onFilesChosen?.();
            }
            event.target.value = "";
          }}
        />
      </div>
      {photos.photos.length > 0 ? (
        <ul className="ipf-thumbs" aria-label={t("intake.photos")}>
          {photos.photos.map((photo, index) => (
            <li key={photo.id} className="ipf-thumb" data-status={photo.status}>
              {photo.status === "ready" && photo.url ? (
                <img src={photo.url} alt={t("intake.photoAlt", { number: index + 1 })} />
              ) : photo.status === "compressing" ? (
                <span className={Classes.TEXT_MUTED}>
                  <Spinner size={16} /> {t("intake.compressing")}
                </span>
              ) : (
                <span className="ipf-thumb-failed">
                  <Icon icon="error" intent="danger" /> {t("intake.photoFailed")}
                </span>
              )}
              <span className="ipf-thumb-actions">
                <Button
                  size="small"
                  variant="minimal"
                  icon="refresh"
                  text={t("intake.retake")}
                  disabled={!live}
                  onClick={() => {
                    const frame = snap();
                    if (frame) photos.replace(photo.id, frame);
                  }}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={`${t("intake.removePhoto")} ${index + 1}`}
                  title={t("intake.removePhoto")}
                  onClick={() => photos.remove(photo.id)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
