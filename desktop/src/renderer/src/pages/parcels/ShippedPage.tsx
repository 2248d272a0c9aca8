import { Callout, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, textColumn } from "../../table/columns";
import { answerPage } from "../../table/useList";
import { ActionDialog } from "../../ui/ActionDialog";
import { formatDateTime, formatDimensions, formatKg } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { useRuleCheckedForm } from "../../ui/useRuleCheckedForm";
import { useRead } from "../../ui/useRead";
import { ParcelHeading, ShowParcelDialog } from "./ParcelDialogs";
import { ParcelListView, useParcelQueue } from "./ParcelList";
import { parcelColumns, useFieldMessage } from "./parts";
import { checkShipped, shippedActions, shippedFormFor, TRACK_NUMBER_MAX, type Parcel, type ShippedForm } from "./rules";
import "./parcels.css";

type Opened = { kind: "show" | "edit"; parcel: Parcel };

interface Carrier {
  _id: string;
  name: string;
  warehouse: string;
}

/** The shipment's own facts: the carrier, its tracking, the measures at dispatch. */
function ShipmentFacts({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const measured = parcel.shipLength !== null && parcel.shipWidth !== null && parcel.shipHeight !== null;
  return (
    <section>
      <h3 className="ipf-detail-heading">{t("packages.shipped.facts")}</h3>
      <dl className="ipf-facts">
        <dt>{t("packages.columns.shipDate")}</dt>
        <dd>{formatDateTime(parcel.shipDate)}</dd>
        <dt>{t("packages.shipped.carrier")}</dt>
        <dd>{parcel.shipMethod?.company?.name ?? "—"}</dd>
        <dt>{t("packages.shipped.trackNumber")}</dt>
        <dd className="ipf-break">{parcel.shippedTrackNumber ?? "—"}</dd>
        <dt>{t("packages.shipped.trackLink")}</dt>
        <dd className="ipf-break">
          {parcel.trackLink ? (
            <a href={parcel.trackLink} target="_blank" rel="noreferrer noopener">
              {parcel.trackLink}
            </a>
          ) : (
            "—"
          )}
        </dd>
        <dt>{t("packages.shipped.weight")}</dt>
        <dd>{formatKg(parcel.shipWeight)}</dd>
        <dt>{t("packages.shipped.dimensions")}</dt>
        <dd>{measured ? formatDimensions(parcel.shipLength!, parcel.shipWidth!, parcel.shipHeight!) : "—"}</dd>
      </dl>
    </section>
  );
}

/** Correct a shipped parcel's tracking: track number and link required, the carrier of its warehouse. */
function EditShippedDialog(props: { parcel: Parcel; onClose(): void; onStale(): void; onDone(): void }) {
  const { parcel } = props;
  const { t } = useTranslation();
  const { api } = useSession();
  const message = useFieldMessage();
  const { form, errors, update, checked } = useRuleCheckedForm(() => shippedFormFor(parcel), checkShipped, {});
  const [carriers, setCarriers] = useState<Carrier[] | "failed" | null>(null);

  useRead(
    () => api.shippedCarriers(),
    (list) => setCarriers(list.filter((carrier) => carrier.warehouse === parcel.warehouse._id)),
    () => setCarriers("failed"),
    [api, parcel.warehouse._id],
  );

  const set = (field: keyof ShippedForm, value: string) => update({ ...form, [field]: value });

  const submit = async () => {
    const check = checked(t("packages.messages.checkFields"));
    await api.updateShipped(parcel._id, { ...check.body, shipCompany: check.body.shipCompany || undefined });
    toast(t("packages.updated"));
    props.onDone();
  };

  const field = (name: "trackNumber" | "trackLink", autoFocus = false) => {
    const error = message(name, errors[name]);
    return (
      <FormGroup
        label={t(`packages.shipped.${name}`)}
        labelFor={`shipped-${name}`}
        intent={error ? "danger" : "none"}
        helperText={error ?? (name === "trackLink" ? t("packages.shipped.trackLinkHint") : undefined)}
      >
        <InputGroup
          id={`shipped-${name}`}
          value={form[name]}
          autoFocus={autoFocus}
          spellCheck={false}
          autoComplete="off"
          maxLength={name === "trackNumber" ? TRACK_NUMBER_MAX * 10 : 2100}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          onChange={(event) => set(name, event.target.value)}
        />
      </FormGroup>
    );
  };

  const options = Array.isArray(carriers) ? carriers : [];
  const current = parcel.shipMethod?.company;
  if (current && !options.some((carrier) => carrier._id === current._id))
    options.unshift({ _id: current._id, name: current.name, warehouse: parcel.warehouse._id });

  return (
    <ActionDialog
      isOpen
      title={t("packages.shipped.editTitle", { code: parcel.packageId })}
      icon="edit"
      width={620}
      action={t("packages.shipped.editAction")}
      onSubmit={submit}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={{
        trackNumber: t("packages.shipped.trackNumber"),
        trackLink: t("packages.shipped.trackLink"),
        shipCompany: t("packages.shipped.carrier"),
      }}
    >
      <p>{t("packages.shipped.editIntro")}</p>
      <ParcelHeading parcel={parcel} />
      {field("trackNumber", true)}
      {field("trackLink")}
      <FormGroup label={t("packages.shipped.carrier")} labelFor="shipped-carrier">
        <HTMLSelect
          id="shipped-carrier"
          fill
          value={form.shipCompany}
          onChange={(event) => set("shipCompany", event.target.value)}
          options={[
            ...(current ? [] : [{ value: "", label: t("packages.shipped.carrierKeep") }]),
            ...options.map((carrier) => ({ value: carrier._id, label: carrier.name })),
          ]}
        />
      </FormGroup>
      {carriers === "failed" ? (
        <Callout intent="warning" compact>
          {t("packages.shipped.carriersFailed")}
        </Callout>
      ) : null}
    </ActionDialog>
  );
}

/** packages/shipped: shipped parcels, searched; show, and edit the tracking (admins). */
export function ShippedPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const queue = useParcelQueue<Opened>(async ({ page, perPage, query }) => {
    const answer = await api.shippedParcels({ page, perPage, query });
    return answerPage(answer, "packages", "requestCount");
  });
  const { opened, open: setOpened, close, dialog } = queue;

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(
    () => [
      ...parcelColumns((parcel) => parcel.shipDate),
      textColumn("carrier", t("packages.columns.carrier"), (row) => row.shipMethod?.company?.name, "12%"),
      textColumn("carrierTrack", t("packages.columns.carrierTrack"), (row) => row.shippedTrackNumber, "18%"),
      actionsColumn(
        t("packages.columns.actions"),
        (parcel) => [
          { icon: "eye-open", text: t("packages.show"), onClick: () => setOpened({ kind: "show", parcel }) },
          shippedActions(staff.groupId, parcel).edit && {
            icon: "edit",
            intent: "primary",
            text: t("packages.edit"),
            onClick: () => setOpened({ kind: "edit", parcel }),
          },
        ],
        { width: "20%" },
      ),
    ],
    [t, staff.groupId],
  );

  return (
    <>
      <ParcelListView
        kind="shipped"
        icon="send-message"
        title={t("areas.shippedPackages")}
        queue={queue}
        columns={columns}
        onOpen={(parcel) => setOpened({ kind: "show", parcel })}
      />
      {opened?.kind === "show" ? (
        <ShowParcelDialog parcel={opened.parcel} onClose={close}>
          <ShipmentFacts parcel={opened.parcel} />
        </ShowParcelDialog>
      ) : null}
      {opened?.kind === "edit" ? <EditShippedDialog parcel={opened.parcel} {...dialog} /> : null}
    </>
  );
}
