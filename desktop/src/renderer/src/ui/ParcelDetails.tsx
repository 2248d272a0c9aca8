import { Button, Classes, Dialog, Tag } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PRIVATE_FILE, useAssetBase } from "./asset-url";
import { formatDateTime, formatDimensions, formatDollars, formatEuros, formatKg } from "./format";
import "./parcel.css";
import { DetailTable } from "./DetailTable";
import { UserText } from "./UserText";

/** The photos of a parcel as thumbnails; a click opens the viewer, arrows move in it. */
export function PhotoStrip({ images, label }: { images: string[]; label: string }) {
  const { t } = useTranslation();
  const base = useAssetBase();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <p className={Classes.TEXT_MUTED}>{t("parcel.noPhotos")}</p>;
  if (base === null) return null;
  const shown = open === null ? null : images[open];
  return (
    <>
      <ul className="ipf-photo-strip" aria-label={label}>
        {images.map((image, index) => (
          <li key={image}>
            <button type="button" className="ipf-photo-button" onClick={() => setOpen(index)}>
              <img
                src={`${base}${image}`}
                crossOrigin={PRIVATE_FILE}
                alt={t("parcel.photo", { number: index + 1 })}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={shown !== null && shown !== undefined}
        onClose={() => setOpen(null)}
        title={t("parcel.photoOf", { number: (open ?? 0) + 1, count: images.length })}
        style={{ width: "min(960px, calc(100vw - 32px))" }}
      >
        <div
          className="ipf-photo-viewer"
          tabIndex={0}
          onKeyDown={(event) => {
            if (open === null) return;
            if (event.key === "ArrowRight") setOpen((open + 1) % images.length);
            if (event.key === "ArrowLeft") setOpen((open - 1 + images.length) % images.length);
          }}
        >
          {shown ? (
            <img
              src={`${base}${shown}`}
              crossOrigin={PRIVATE_FILE}
              alt={t("parcel.photo", { number: (open ?? 0) + 1 })}
            />
          ) : null}
          {images.length > 1 && open !== null ? (
            <div className="ipf-photo-viewer-nav">
              <Button
                icon="chevron-left"
                aria-label={t("parcel.previousPhoto")}
                onClick={() => setOpen((open - 1 + images.length) % images.length)}
              />
              <Button
                icon="chevron-right"
                aria-label={t("parcel.nextPhoto")}
                onClick={() => setOpen((open + 1) % images.length)}
              />
            </div>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

/** A parcel's code, track number, weight and measures: the first facts of a definition list of it. */
export function ParcelMeasureFacts({
  parcel,
}: {
  parcel: Pick<ParcelView, "packageId" | "trackNumber" | "weight" | "length" | "width" | "height">;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t("parcel.packageId")}</dt>
      <dd>
        <code className="ipf-code">{parcel.packageId}</code>
      </dd>
      <dt>{t("parcel.trackNumber")}</dt>
      <dd className="ipf-break">{parcel.trackNumber}</dd>
      <dt>{t("parcel.weight")}</dt>
      <dd>{formatKg(parcel.weight)}</dd>
      <dt>{t("parcel.dimensions")}</dt>
      <dd>{formatDimensions(parcel.length, parcel.width, parcel.height)}</dd>
    </>
  );
}

/** Track number, parcel code, weight, measures, fees and dates, as a definition list. */
export function ParcelFacts({ parcel }: { parcel: ParcelView }) {
  const { t } = useTranslation();
  return (
    <dl className="ipf-facts">
      <ParcelMeasureFacts parcel={parcel} />
      <dt>{t("parcel.fees")}</dt>
      <dd>{parcel.fees > 0 ? formatDollars(parcel.fees) : t("parcel.notMentioned")}</dd>
      <dt>{t("parcel.warehouse")}</dt>
      <dd>{parcel.warehouse.country}</dd>
      <dt>{t("parcel.received")}</dt>
      <dd>{formatDateTime(parcel.createdAt)}</dd>
    </dl>
  );
}

/** The customs lines the customer declared, read-only. */
export function DeclaredLines({ details }: { details: ParcelView["details"] }) {
  const { t } = useTranslation();
  if (details.length === 0) return <p className={Classes.TEXT_MUTED}>{t("parcel.noLines")}</p>;
  return (
    <DetailTable
      label={t("parcel.lines")}
      className="ipf-lines-table"
      columns={[
        t("parcel.description"),
        t("parcel.hsCode"),
        t("parcel.quantity"),
        t("parcel.price"),
        t("parcel.madeIn"),
        t("parcel.type"),
      ]}
    >
      {details.map((line, index) => (
        <tr key={index}>
          <td>
            <UserText>{line.description}</UserText>
          </td>
          <td>{line.code_sh ?? "—"}</td>
          <td>{line.quantity}</td>
          <td>{formatEuros(line.price)}</td>
          <td>{line.madeIn}</td>
          <td>{line.type}</td>
        </tr>
      ))}
    </DetailTable>
  );
}

/** Where the customer asked the parcel to go. */
export function ShippingAddress({ address }: { address: ParcelView["shippingAddress"] }) {
  const { t } = useTranslation();
  if (!address) return <p className={Classes.TEXT_MUTED}>{t("parcel.noAddress")}</p>;
  return (
    <address className="ipf-address">
      <strong>{address.name}</strong>
      <br />
      {address.addressLineOne}
      {address.addressLineTwo ? (
        <>
          <br />
          {address.addressLineTwo}
        </>
      ) : null}
      <br />
      {address.zip} {address.city}, {address.country}
      <br />
      {address.phone}
      {address.nationalID ? (
        <>
          <br />
          {t("parcel.nationalId")}: {address.nationalID}
        </>
      ) : null}
    </address>
  );
}

/** Dangerous goods, lithium, what to remove, the customer's note. */
export function ShippingOptions({ options }: { options: ParcelView["shippingOptions"] }) {
  const { t } = useTranslation();
  const flags = [
    [options.hasDangerous, "parcel.dangerous"],
    [options.hasLithium, "parcel.lithium"],
    [options.removeBills, "parcel.removeBills"],
    [options.removeShoeBoxes, "parcel.removeShoeBoxes"],
  ] as const;
  return (
    <div className="ipf-options">
      <div className="ipf-tags">
        {flags.map(([on, key]) => (
          <Tag key={key} minimal intent={on ? (key.includes("remove") ? "primary" : "warning") : "none"}>
            {t(key)}: {on ? t("parcel.yes") : t("parcel.no")}
          </Tag>
        ))}
      </div>
      {options.additionalNote ? <blockquote className="ipf-note">{options.additionalNote}</blockquote> : null}
    </div>
  );
}

/** Everything staff need to see of a parcel in a request dialog. */
export function ParcelDetails({ parcel, showAddress = true }: { parcel: ParcelView; showAddress?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="ipf-parcel-details">
      <section>
        <h3 className="ipf-detail-heading">{t("parcel.photos")}</h3>
        <PhotoStrip images={parcel.images} label={t("parcel.photosOf", { code: parcel.packageId })} />
      </section>
      <section>
        <h3 className="ipf-detail-heading">{t("parcel.facts")}</h3>
        <ParcelFacts parcel={parcel} />
      </section>
      <section className="ipf-span">
        <h3 className="ipf-detail-heading">{t("parcel.lines")}</h3>
        <DeclaredLines details={parcel.details} />
      </section>
      {showAddress ? (
        <section>
          <h3 className="ipf-detail-heading">{t("parcel.address")}</h3>
          <ShippingAddress address={parcel.shippingAddress} />
        </section>
      ) : null}
      <section>
        <h3 className="ipf-detail-heading">{t("parcel.options")}</h3>
        <ShippingOptions options={parcel.shippingOptions} />
      </section>
    </div>
  );
}
