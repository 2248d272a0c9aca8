import { Button, Callout, Classes } from "@blueprintjs/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useDesk } from "../../devices/desk";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { usePhotos } from "../../photos/photos";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { CustomerAsks } from "../../ui/CustomerAsks";
import { toast } from "../../ui/toaster";
import { ChildForm } from "./ChildForm";
import { NewParcels } from "./SplitDetails";
import {
  checkChild,
  childDefaults,
  childFormData,
  nextTrackNumber,
  parcelsToLink,
  CHILD_PHOTOS,
  type SplitRequest,
} from "./rules";
import { photoProblem, photoState } from "../../photos/rules";

interface ReceiveDialogProps {
  requestId: string;
  /** The request as the list showed it, until the fresh copy arrives. */
  initial: SplitRequest;
  /** Bumped by the page on every live event: the request is read again. */
  liveTick: number;
  onClose(): void;
  onStale(): void;
  onDone(): void;
}

/** 409 (closed by someone else) and 404 (gone) go to the dialog's "already handled". */
const isStale = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * Accept and receive: the new parcels are taken in one at a time through
 * intake (`fromDisassemble`), numbered after those already in, so an
 * interrupted intake resumes where it stopped; then Complete links every
 * parcel taken in to the request.
 */
export function ReceiveDialog({ requestId, initial, liveTick, onClose, onStale, onDone }: ReceiveDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const photos = usePhotos();
  const [request, setRequest] = useState(initial);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState(() => childDefaults(initial.package));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [working, setWorking] = useState(false);
  // The footer's Complete button submits the same form as Take in; this says which one it was.
  const action = useRef<"takeIn" | "complete">("takeIn");
  const weight = useRef<HTMLInputElement>(null);

  // Live events come often: an older read answering late must not replace a newer one.
  const latest = useRef(0);
  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const fresh = await api.split(requestId);
      if (ticket !== latest.current) return;
      setRequest(fresh);
      setLoadFailed(false);
    } catch {
      if (ticket === latest.current) setLoadFailed(true);
    }
  }, [api, requestId]);

  useEffect(() => {
    void refresh();
  }, [refresh, liveTick]);

  const track = nextTrackNumber(request);
  const toLink = parcelsToLink(request);
  const open = request.state === "open";

  const takeIn = async () => {
    const checked = checkChild(values, request);
    const problem = photoProblem(photoState(photos), CHILD_PHOTOS);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) throw new DialogError(t("splits.fixFields"));
    if (problem) throw new DialogError(t(`splits.${problem}`));
    let added;
    try {
      added = await api.addParcel(childFormData(checked.fields, photos.ready));
    } catch (error) {
      if (isStale(error)) throw error;
      if (error instanceof ApiError && error.fields) setErrors(serverFields(error.fields));
      // The process stops here: the parcels already in stay in, and the next try takes the same number.
      throw new DialogError(t("splits.addFailed", { track }));
    }
    toast(t("splits.added", { track: added.trackNumber, code: added.packageId }));
    setValues(childDefaults(request.package));
    setErrors({});
    photos.clear();
    weight.current?.focus();
    await refresh();
  };

  const complete = async () => {
    if (toLink.length === 0) throw new DialogError(t("splits.completeHint"));
    try {
      await api.completeSplit(request._id, toLink);
    } catch (error) {
      if (isStale(error)) throw error;
      throw new DialogError(t("splits.completeFailed"));
    }
    onDone();
  };

  return (
    <ActionDialog
      isOpen
      title={t("splits.receiveTitle", { code: request.package.packageId })}
      icon="inbox"
      width={1120}
      action={t("splits.takeIn", { track })}
      onClose={onClose}
      onStale={() => {
        onStale();
        void refresh();
      }}
      disabled={!open}
      handledElsewhere={!open}
      onSubmit={async () => {
        const chosen = action.current;
        action.current = "takeIn";
        setWorking(true);
        try {
          await (chosen === "complete" ? complete() : takeIn());
        } finally {
          setWorking(false);
        }
      }}
      extraActions={
        <Button
          type="submit"
          intent="success"
          icon="tick"
          text={t("splits.complete", { count: toLink.length })}
          title={toLink.length === 0 ? t("splits.completeHint") : undefined}
          disabled={!open || working || toLink.length === 0}
          onClick={() => {
            action.current = "complete";
          }}
        />
      }
    >
      {loadFailed ? (
        <Callout intent="danger" icon="error" compact className="ipf-dialog-error">
          {t("splits.loadFailed")}
        </Callout>
      ) : null}
      <div className="ipf-receive">
        <div className="ipf-receive-main">
          <CustomerAsks
            removeBills={request.removeBills}
            removeShoeBoxes={request.removeShoeBoxes}
            note={request.note}
          />
          <p className={Classes.TEXT_MUTED}>{t("splits.intro")}</p>
          <h3 className="ipf-detail-heading">{t("splits.takenIn", { count: toLink.length })}</h3>
          <NewParcels parcels={request.pendingPackages} />
          <h3 className="ipf-detail-heading ipf-next-parcel">{t("splits.nextParcel", { track })}</h3>
          <ChildForm values={values} errors={errors} onChange={setValues} weightRef={weight} />
        </div>
        <div className="ipf-receive-photos">
          <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={0} />
        </div>
      </div>
    </ActionDialog>
  );
}

/** The API names the lines `details.0.price`; the form names them `lines.0.price`. */
function serverFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, key]) => [name.replace(/^details(?=\.|$)/, "lines"), key]),
  );
}
