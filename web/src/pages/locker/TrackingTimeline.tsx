import { isolateLtr } from "@ipf/shared/format";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Parcel } from "../../api/parcels";
import { trackingApi, type ParcelTracking } from "../../api/tracking";
import { useCustomerLive } from "../../customer/liveContext";
import { Icon } from "../../ui/Icon";
import { RetryAlert, Spinner } from "../../ui/LoadNotice";
import { useLoad } from "../../ui/useLoad";
import { UserText } from "../../ui/UserText";
import { trackingView } from "./trackingView";
import "../../ui/timeline.css";
import "./tracking.css";

/**
 * A shipped parcel's tracking: the status as a headline with what to do
 * next, the expected or actual delivery, the carrier's events newest first
 * (their text as the carrier wrote it, in its own direction), and the
 * carrier's link. Asked again when the customer's socket says the parcel's
 * tracking moved. A parcel whose carrier is not tracked here (manual) shows
 * the link alone.
 */
export function TrackingTimeline({
  parcel,
  scrollIntoView = false,
}: {
  parcel: Pick<Parcel, "_id" | "trackLink">;
  /** Opened from the card's "Track" button: the dialog scrolls to the timeline. */
  scrollIntoView?: boolean;
}) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const titleId = useId();
  const version = useCustomerLive()?.trackingVersions[parcel._id] ?? 0;
  const load = useLoad((signal) => trackingApi.ofParcel(parcel._id, signal), [parcel._id, version]);
  const tracking = load.data;
  const link = tracking?.trackLink ?? parcel.trackLink;
  const firstLoad = load.state === "loading" && tracking === undefined;

  // Opened to the timeline: scrolled to it once the dialog shows (its own effect runs after this one,
  // and focuses its first control), and again when the first answer lengthens the dialog.
  useEffect(() => {
    if (!scrollIntoView) return;
    const frame = requestAnimationFrame(() => section.current?.scrollIntoView?.({ block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [firstLoad]);

  return (
    <section
      ref={section}
      className="tracking"
      aria-labelledby={tracking || load.state === "failed" ? titleId : undefined}
      aria-busy={load.state === "loading"}
      data-testid="tracking"
    >
      {(tracking || load.state === "failed") && (
        <h3 id={titleId} className="details-title">
          {t("locker.tracking.title")}
        </h3>
      )}
      {firstLoad && <Spinner className="tracking-spinner" />}
      {load.state === "failed" && <RetryAlert onRetry={load.reload}>{t("locker.tracking.failed")}</RetryAlert>}
      {tracking && <TimelineBody tracking={tracking} />}
      {link && (
        <a className="btn btn-primary tracking-link" href={link} target="_blank" rel="noopener noreferrer">
          <Icon name="external" />
          {t("locker.details.trackLink")}
        </a>
      )}
    </section>
  );
}

function TimelineBody({ tracking }: { tracking: NonNullable<ParcelTracking> }) {
  const { t } = useTranslation();
  const view = trackingView(tracking);
  return (
    <>
      {/* Read out when it changes live. */}
      <div className={`tracking-status tracking-${view.tone}`} aria-live="polite">
        <p className="tracking-headline">{t(`locker.tracking.status.${view.status}`)}</p>
        {view.advice && (
          <p className="tracking-advice">{t(view.advice, { trackNumber: isolateLtr(tracking.trackNumber) })}</p>
        )}
      </div>
      {(view.estimatedDelivery || view.deliveredAt) && (
        <dl className="details-grid">
          {view.estimatedDelivery && (
            <div>
              <dt>{t("locker.tracking.estimated")}</dt>
              <dd>
                <time dir="ltr">{view.estimatedDelivery}</time>
              </dd>
            </div>
          )}
          {view.deliveredAt && (
            <div>
              <dt>{t("locker.tracking.deliveredAt")}</dt>
              <dd>
                <time dir="ltr">{view.deliveredAt}</time>
              </dd>
            </div>
          )}
        </dl>
      )}
      <h4 className="tracking-events-title">{t("locker.tracking.events")}</h4>
      {view.events.length === 0 ? (
        <p className="empty-note">{t("locker.tracking.empty")}</p>
      ) : (
        <ol className="timeline tracking-events">
          {view.events.map((event) => (
            <li key={event.key} className="timeline-step tracking-event">
              <p className="tracking-when">
                <time dateTime={event.at} dir="ltr">
                  {event.when}
                </time>
              </p>
              {/* The status in the customer's language, then the carrier's own text in its own direction. */}
              {event.status && <p className="tracking-text">{t(`locker.tracking.status.${event.status}`)}</p>}
              {event.description && (
                <p className={event.status ? "tracking-carrier-text" : "tracking-text"}>
                  <UserText>{event.description}</UserText>
                </p>
              )}
              {event.location && (
                <p className="tracking-place">
                  <Icon name="pin" />
                  <UserText>{event.location}</UserText>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
