import { formatKg } from "@ipf/shared/format";
import { blockedByService, canParcel, type ParcelState } from "@ipf/shared/rules/parcel-state";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Parcel } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { CountryMark } from "../../ui/country/CountryPicker";
import { Icon } from "../../ui/Icon";
import { Photo } from "../../ui/Photo";
import { PendingPaymentNote } from "./PendingPayment";
import { StorageFact } from "./StorageCountdown";
import { formatTimeLeft, msLeft, pendingPaymentView, shownActions } from "./rules";
import { usePendingPayment } from "./usePendingPayments";

export type ParcelDialogKind =
  | "details"
  | "tracking"
  | "modify"
  | "photos"
  | "assemble"
  | "disassemble"
  | "ship"
  | "pay"
  | "cancelApproval"
  | "report"
  | "claim"
  | "services";

const STATUS_KEYS = {
  in_locker: "locker.status.inLocker",
  awaiting_assemble: "locker.status.awaitingAssemble",
  awaiting_disassemble: "locker.status.awaitingDisassemble",
  awaiting_approval: "locker.status.awaitingApprove",
  approved: "locker.status.approved",
  paid: "locker.status.paid",
  shipped: "locker.status.shipped",
  merged: "locker.status.assembled",
  split: "locker.status.awaitingDisassemble",
  awaiting_return: "locker.status.awaitingReturn",
  returned_to_sender: "locker.status.returnedToSender",
} as const satisfies Record<ParcelState, string>;

export function StatusBadge({ state }: { state: ParcelState }) {
  const { t } = useTranslation();
  const tone =
    state === "in_locker"
      ? ""
      : state === "approved"
        ? " badge-accent"
        : state === "shipped" || state === "returned_to_sender"
          ? " badge-success"
          : " badge-info";
  return <span className={`badge${tone}`}>{t(STATUS_KEYS[state])}</span>;
}

export function WarehouseFlag({ warehouse }: { warehouse: Parcel["warehouse"] }) {
  return warehouse.flagImage ? (
    <img src={warehouse.flagImage} alt={warehouse.country} className="flag-img" title={warehouse.country} />
  ) : (
    <CountryMark iso2={warehouse.country} />
  );
}

interface ParcelCardProps {
  parcel: Parcel;
  /** The customer's setting: whether the photo-request button shows. */
  imageRequest: boolean;
  now: number;
  /** Hides every action (search results, shipped parcels show details only). */
  readOnly?: boolean;
  onOpen: (kind: ParcelDialogKind, parcel: Parcel) => void;
}

/**
 * A parcel: photo, code, track number, warehouse flag; its actions as the shared state table allows.
 * Drawn again only when its props change (a list re-rendered for its counts leaves its cards be).
 */
export const ParcelCard = memo(function ParcelCard({ parcel, imageRequest, now, readOnly, onOpen }: ParcelCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const shown = shownActions(parcel, { imageRequest, now });
  // A parcel awaiting payment may have one in flight: said on the card, and the button leads to it.
  const pending = usePendingPayment(parcel._id, shown.pay && !readOnly);
  const inFlight = pendingPaymentView(pending.payment);
  const photo = parcel.images[0];
  const actions: {
    kind: ParcelDialogKind;
    label: string;
    icon: Parameters<typeof Icon>[0]["name"];
    primary?: boolean;
  }[] = readOnly
    ? []
    : [
        ...(shown.pay
          ? [
              {
                kind: "pay" as const,
                label: inFlight.blocksNewPayment ? t("locker.pending.view") : t("locker.actions.pay"),
                icon: inFlight.blocksNewPayment ? ("clock" as const) : ("card" as const),
                primary: true,
              },
            ]
          : []),
        ...(shown.ship
          ? [{ kind: "ship" as const, label: t("locker.actions.ship"), icon: "plane" as const, primary: true }]
          : []),
        ...(shown.assemble
          ? [{ kind: "assemble" as const, label: t("locker.actions.assemble"), icon: "layers" as const }]
          : []),
        ...(shown.disassemble
          ? [{ kind: "disassemble" as const, label: t("locker.actions.disassemble"), icon: "returns" as const }]
          : []),
        ...(shown.modify
          ? [{ kind: "modify" as const, label: t("locker.actions.modify"), icon: "edit" as const }]
          : []),
        ...(shown.photoRequest
          ? [{ kind: "photos" as const, label: t("locker.actions.photos"), icon: "camera" as const }]
          : []),
        ...(shown.report ? [{ kind: "report" as const, label: t("locker.report.action"), icon: "help" as const }] : []),
        ...(shown.services ? [{ kind: "services" as const, label: t("services.action"), icon: "box" as const }] : []),
      ];
  const cancelLeft = !readOnly && shown.cancelApproval ? msLeft(parcel.approveTime, now) : 0;

  return (
    <article className="parcel-card card" aria-labelledby={`parcel-${parcel._id}`}>
      <button
        type="button"
        className="parcel-photo"
        onClick={() => onOpen("details", parcel)}
        aria-label={t("locker.details.title", { packageId: parcel.packageId })}
      >
        <Photo src={photo} fallback={t("locker.card.noPhoto")} />
      </button>
      <div className="parcel-body">
        <div className="parcel-head">
          <h3 id={`parcel-${parcel._id}`} dir="ltr">
            {parcel.packageId}
          </h3>
          <WarehouseFlag warehouse={parcel.warehouse} />
        </div>
        <div className="parcel-badges">
          <StatusBadge state={parcel.state} />
          {!readOnly && shown.photosPending && (
            <span className="badge badge-info">
              <Icon name="camera" />
              {t("locker.card.photosRequested")}
            </span>
          )}
          {parcel.underReview && (
            <span className="badge badge-accent" data-testid="under-review">
              <Icon name="clock" />
              {t("locker.card.underReview")}
            </span>
          )}
        </div>
      </div>
      {/* Facts and actions span the whole card: beside the photo, on a phone, a track number would get a third of its width. */}
      <div className="parcel-footer">
        <dl className="parcel-facts">
          <div>
            <dt>{t("locker.card.trackNumber")}</dt>
            <dd dir="ltr" className="track-number" title={parcel.trackNumber}>
              {parcel.trackNumber}
            </dd>
          </div>
          <div>
            <dt>{t("locker.details.weight")}</dt>
            <dd>{formatKg(parcel.weight, lang)}</dd>
          </div>
          <StorageFact parcel={parcel} />
        </dl>
        {pending.payment && inFlight.pending && <PendingPaymentNote payment={pending.payment} />}
        {!readOnly && shown.serviceOpen && (
          <p className="field-hint" data-testid="service-open">
            <Icon name="clock" /> {t("services.open")}
          </p>
        )}
        <div
          className="parcel-actions"
          role="group"
          aria-label={t("locker.card.actions", { packageId: parcel.packageId })}
        >
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen("details", parcel)}>
            <Icon name="info" />
            {t("locker.card.details")}
          </button>
          {/* A shipped parcel's first question is where it is: one tap to its tracking. */}
          {parcel.state === "shipped" && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => onOpen("tracking", parcel)}>
              <Icon name="pin" />
              {t("locker.tracking.action")}
            </button>
          )}
          {parcel.state === "shipped" && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen("claim", parcel)}>
              <Icon name="help" />
              {t("claims.action")}
            </button>
          )}
          {actions.map((action) => (
            <button
              key={action.kind}
              type="button"
              className={`btn btn-sm ${action.primary ? "btn-primary" : "btn-ghost"}`}
              onClick={() => onOpen(action.kind, parcel)}
            >
              <Icon name={action.icon} />
              {action.label}
            </button>
          ))}
          {/* A return to the shop has a page of its own: the form, then the return as it goes. */}
          {((!readOnly &&
            canParcel(parcel.state, "requestReturn") &&
            !blockedByService("requestReturn", Boolean(parcel.serviceOpen))) ||
            parcel.state === "awaiting_return" ||
            parcel.state === "returned_to_sender") && (
            <Link className="btn btn-ghost btn-sm" to={`/${lang}/returns/${parcel.packageId}`}>
              <Icon name="returns" />
              {parcel.state === "in_locker" ? t("returns.action") : t("returns.view")}
            </Link>
          )}
        </div>
        {cancelLeft > 0 && (
          <CancelWindow
            label={t("locker.actions.cancelApproval")}
            left={cancelLeft}
            onCancel={() => onOpen("cancelApproval", parcel)}
          />
        )}
      </div>
    </article>
  );
});

/** A request still inside its cancel window: the cancel button, and the time left. */
export function CancelWindow({ label, left, onCancel }: { label: string; left: number; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cancel-window">
      <button type="button" className="btn btn-sm btn-danger" onClick={onCancel}>
        <Icon name="close" />
        {label}
      </button>
      <span className="time-left">
        <Icon name="clock" />
        {t("locker.actions.timeLeft", { time: formatTimeLeft(left) })}
      </span>
    </div>
  );
}
