import { countryName } from "@ipf/shared/data/countries";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Parcel } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { Dialog } from "../../ui/Dialog";
import { Icon, IconButton } from "../../ui/Icon";
import { StatusBadge, WarehouseFlag } from "./ParcelCard";
import { formatDate, formatDimensions, formatKg, formatMoney } from "@ipf/shared/format";
import { ContentsHead } from "./ContentsHead";
import { StorageCountdown } from "./StorageCountdown";
import { TrackingTimeline } from "./TrackingTimeline";
import { storageCounted } from "./rules";
import { UserText } from "../../ui/UserText";

const YES_NO_OPTIONS = ["hasDangerous", "hasLithium", "removeBills", "removeShoeBoxes"] as const;

const ZOOMS = [1, 1.6, 2.4] as const;

/** Photos one at a time, with previous/next and three zoom steps; the zoomed photo scrolls in its frame. */
export function PhotoViewer({ images }: { images: readonly string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(0);
  const [failed, setFailed] = useState<string[]>([]);
  const current = images[index];
  if (!current) return null;
  const go = (step: number) => {
    setIndex((index + step + images.length) % images.length);
    setZoom(0);
  };
  return (
    <figure className="photo-viewer">
      <div className="photo-frame">
        {failed.includes(current) ? (
          <span className="photo-empty">
            <Icon name="box" />
          </span>
        ) : (
          <img
            src={current}
            alt={t("locker.details.photo", { n: index + 1, total: images.length })}
            style={{ inlineSize: `${ZOOMS[zoom]! * 100}%` }}
            onError={() => setFailed((list) => [...list, current])}
          />
        )}
      </div>
      <figcaption className="photo-controls">
        <IconButton
          label={t("locker.details.previous")}
          icon={<Icon name="arrow" flip className="icon-back" />}
          onClick={() => go(-1)}
          disabled={images.length < 2}
        />
        <span>{t("locker.details.photo", { n: index + 1, total: images.length })}</span>
        <IconButton
          label={t("locker.details.next")}
          icon={<Icon name="arrow" flip />}
          onClick={() => go(1)}
          disabled={images.length < 2}
        />
        <IconButton
          label={t("locker.details.zoomOut")}
          icon={<Icon name="minus" />}
          onClick={() => setZoom(Math.max(0, zoom - 1))}
          disabled={zoom === 0}
        />
        <IconButton
          label={t("locker.details.zoomIn")}
          icon={<Icon name="plus" />}
          onClick={() => setZoom(Math.min(ZOOMS.length - 1, zoom + 1))}
          disabled={zoom === ZOOMS.length - 1}
        />
      </figcaption>
    </figure>
  );
}

/** Everything the customer may know of a parcel; `showTracking` opens it scrolled to a shipped parcel's tracking. */
export function DetailsDialog({
  parcel,
  onClose,
  showTracking = false,
}: {
  parcel: Parcel;
  onClose: () => void;
  showTracking?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const yesNo = (value: boolean) => (value ? t("locker.details.yes") : t("locker.details.no"));
  const options = parcel.shippingOptions;
  const address = parcel.shippingAddress;
  const company = parcel.shipMethod?.company;
  return (
    <Dialog open onClose={onClose} title={t("locker.details.title", { packageId: parcel.packageId })} wide>
      <div className="details">
        {parcel.images.length > 0 && <PhotoViewer images={parcel.images} />}
        <dl className="details-grid">
          <div>
            <dt>{t("locker.card.packageId")}</dt>
            <dd dir="ltr">{parcel.packageId}</dd>
          </div>
          <div>
            <dt>{t("locker.card.trackNumber")}</dt>
            <dd dir="ltr" className="track-number">
              {parcel.trackNumber}
            </dd>
          </div>
          <div>
            <dt>{t("locker.details.warehouse")}</dt>
            <dd className="inline-flag">
              <WarehouseFlag warehouse={parcel.warehouse} />
              {countryName(parcel.warehouse.country, lang)}
            </dd>
          </div>
          <div>
            <dt>{t("locker.details.received")}</dt>
            <dd>{formatDate(parcel.createdAt)}</dd>
          </div>
          {storageCounted(parcel.state) && (
            <div data-testid="storage-details">
              <dt>{t("storage.endsOn")}</dt>
              <dd>
                <span dir="ltr">{parcel.storageEndsOn}</span>
                <br />
                <StorageCountdown parcel={parcel} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t("locker.details.weight")}</dt>
            <dd>{formatKg(parcel.weight, lang)}</dd>
          </div>
          <div>
            <dt>{t("locker.details.measures")}</dt>
            <dd>{formatDimensions(parcel.length, parcel.width, parcel.height, lang)}</dd>
          </div>
          <div>
            <dt>{t("transactions.status")}</dt>
            <dd>
              <StatusBadge state={parcel.state} />
            </dd>
          </div>
        </dl>

        <h3 className="details-title">{t("locker.details.contents")}</h3>
        <div className="table-scroll">
          <table className="data-table">
            <ContentsHead madeIn />
            <tbody>
              {parcel.details.map((line, i) => (
                <tr key={i}>
                  <td>
                    <UserText>{line.description}</UserText>
                  </td>
                  <td>{line.quantity}</td>
                  <td>{formatMoney(line.price, "EUR", lang)}</td>
                  <td>{countryName(line.madeIn, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="details-title">{t("locker.details.options")}</h3>
        <dl className="details-grid">
          {YES_NO_OPTIONS.map((option) => (
            <div key={option}>
              <dt>{t(`locker.details.${option}`)}</dt>
              <dd>{yesNo(options[option])}</dd>
            </div>
          ))}
          <div className="span-all">
            <dt>{t("locker.details.note")}</dt>
            <dd>{options.additionalNote ? <UserText>{options.additionalNote}</UserText> : t("locker.details.none")}</dd>
          </div>
        </dl>

        {address && (
          <>
            <h3 className="details-title">{t("locker.details.shippingAddress")}</h3>
            <address className="address-block" dir="ltr" lang="en">
              <span>{address.name}</span>
              <span>{address.addressLineOne}</span>
              {address.addressLineTwo && <span>{address.addressLineTwo}</span>}
              <span>
                {address.zip} {address.city}, <bdi lang={lang}>{countryName(address.country, lang)}</bdi>
              </span>
              <span>{address.phone}</span>
            </address>
          </>
        )}

        {parcel.state === "shipped" && (
          <>
            <h3 className="details-title">{t("locker.status.shipped")}</h3>
            <dl className="details-grid">
              {company && (
                <div>
                  <dt>{t("locker.details.shipMethod")}</dt>
                  <dd>{lang === "ar" && company.nameAR ? company.nameAR : company.name}</dd>
                </div>
              )}
              {parcel.shippedTrackNumber && (
                <div>
                  <dt>{t("locker.details.shippedTrackNumber")}</dt>
                  <dd dir="ltr">{parcel.shippedTrackNumber}</dd>
                </div>
              )}
              {parcel.shipDate && (
                <div>
                  <dt>{t("locker.details.shipDate")}</dt>
                  <dd>{formatDate(parcel.shipDate)}</dd>
                </div>
              )}
            </dl>
            <TrackingTimeline parcel={parcel} scrollIntoView={showTracking} />
          </>
        )}
      </div>
    </Dialog>
  );
}
