import { Callout, Icon } from "@blueprintjs/core";
import { can } from "@ipf/shared/permissions";
import { PARCEL_STAFF_EVENTS, type ParcelView } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, customerColumns, dateColumn, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { OLDEST_FIRST } from "../../table/rules";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { RequestFacts } from "../../ui/RequestFacts";
import { ActionDialog } from "../../ui/ActionDialog";
import { ParcelDetails } from "../../ui/ParcelDetails";
import { formatDollars } from "../../ui/format";
import { countryName } from "../shipping-requests/rules";
import { useScans } from "../../devices/desk";
import { errorMessage } from "../../i18n";
import { toast } from "../../ui/toaster";
import { ApiError } from "../../api";
import { chosenCarrier, isSuspiciousTab, scannedCode, scannedParcel, SHIPPING_TABS, type ShippingTab } from "./rules";
import { ShipDialog } from "./ShipDialog";
import { carrierLinked } from "./label-rules";
import "../shipping-requests/approvals.css";

type Opened = { kind: "details" | "ship"; parcel: ParcelView };

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.shippingList, PARCEL_STAFF_EVENTS.packageDetails];

function CarrierCell({ parcel }: { parcel: ParcelView }) {
  const { t } = useTranslation();
  const carrier = chosenCarrier(parcel);
  if (!carrier) return <>{t("shipping.noCarrier")}</>;
  return (
    <>
      {carrier.name} <span className="ipf-offer-price">{formatDollars(carrier.price)}</span>
      {carrierLinked(parcel) ? (
        <>
          {" "}
          <Icon icon="barcode" size={12} title={t("shipping.linkedCarrier")} data-testid="carrier-linked" />
        </>
      ) : null}
    </>
  );
}

/**
 * The shipping list: paid parcels waiting for the carrier, suspicious
 * customers' apart in the Black List. Shipping one takes the carrier's
 * tracking and the measures at dispatch; the list follows the live events.
 */
export function ShippingPage() {
  const { api } = useSession();
  const staff = useStaff();
  const { t } = useTranslation();
  const mayShip = can(staff.groupId, "shipping.ship");

  const queue = useQueue<ParcelView, ShippingTab, Opened>({
    tabs: SHIPPING_TABS,
    sort: OLDEST_FIRST,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) =>
      answerPage(await api.toShip(request, isSuspiciousTab(tab)), "packages", "requestCount"),
  });
  const { list, opened, open, close, dialog } = queue;
  const tab = list.params.tab;

  // A scan of a parcel's label (printed at intake) opens its ship dialog, whichever tab or page shows it.
  const openScanned = async (text: string) => {
    const code = scannedCode(text);
    if (!code) return;
    try {
      const page = { page: 0, perPage: 20, query: code };
      const [plain, suspicious] = await Promise.all([api.toShip(page, false), api.toShip(page, true)]);
      const parcel = scannedParcel([...plain.packages, ...suspicious.packages], code);
      if (parcel) open({ kind: "ship", parcel });
      else toast(t("shipping.scan.notWaiting", { code }), "warning");
    } catch (error) {
      const reason = error instanceof ApiError ? errorMessage(error.code) : String(error);
      toast(t("shipping.scan.failed", { code, reason }), "danger");
    }
  };
  useScans((reading) => void openScanned(reading.text), mayShip && !opened);

  const columns = useMemo<ColumnDef<ParcelView, unknown>[]>(
    () => [
      ...customerColumns<ParcelView>((row) => row.user, { name: "17%", code: "10%" }),
      dateColumn("paidDate", t("shipping.columns.paidDate"), (row) => row.paidAt, "13%", "date"),
      {
        id: "trackNumber",
        header: t("shipping.columns.trackNumber"),
        cell: ({ row }) => (
          <span className="ipf-break" data-testid="track-number">
            {row.original.trackNumber}
          </span>
        ),
        meta: { width: "17%" },
      },
      {
        id: "carrier",
        header: t("shipping.columns.carrier"),
        cell: ({ row }) => <CarrierCell parcel={row.original} />,
        meta: { width: "15%" },
      },
      {
        id: "destination",
        header: t("shipping.columns.destination"),
        cell: ({ row }) => countryName(row.original.shippingAddress?.country),
        meta: { width: "11%" },
      },
      actionsColumn(
        t("shipping.columns.actions"),
        (parcel) => [
          {
            icon: "eye-open",
            text: t("shipping.details"),
            onClick: () => open({ kind: "details", parcel }),
          },
          mayShip && {
            icon: "airplane",
            intent: "primary",
            text: t("shipping.ship"),
            onClick: () => open({ kind: "ship", parcel }),
          },
        ],
        { width: "17%" },
      ),
    ],
    [t, mayShip],
  );

  return (
    <QueuePage
      queue={queue}
      icon="airplane"
      title={t("areas.readyToShip")}
      tabTitle={(id) => t(`shipping.tabs.${id}`)}
      search={t("shipping.search")}
      columns={columns}
      onOpen={(parcel) => open({ kind: "details", parcel })}
      label={t("shipping.tableLabel")}
      empty={{ icon: "airplane", title: t(`shipping.empty.${tab}`), description: t("shipping.empty.description") }}
      filters={
        mayShip ? (
          <p className="bp6-text-muted ipf-scan-hint">
            <Icon icon="barcode" size={12} /> {t("shipping.scan.hint")}
          </p>
        ) : undefined
      }
      rowClass={suspiciousRow}
    >
      {opened?.kind === "details" ? (
        <ActionDialog
          isOpen
          title={t("shipping.detailsTitle", { code: opened.parcel.packageId })}
          icon="box"
          action={mayShip ? t("shipping.ship") : undefined}
          onSubmit={mayShip ? async () => open({ kind: "ship", parcel: opened.parcel }) : undefined}
          onClose={close}
          width={860}
        >
          {opened.parcel.user?.suspicious ? (
            <Callout intent="danger" icon="warning-sign" className="ipf-dialog-error">
              {t("shipping.suspicious")}
            </Callout>
          ) : null}
          <div className="ipf-request-head">
            <RequestFacts user={opened.parcel.user} date={opened.parcel.paidAt} dateLabel={t("shipping.paid")} />
            <dl className="ipf-facts">
              <dt>{t("shipping.carrier")}</dt>
              <dd>{chosenCarrier(opened.parcel)?.name ?? t("shipping.noCarrier")}</dd>
              <dt>{t("shipping.price")}</dt>
              <dd>{formatDollars(chosenCarrier(opened.parcel)?.price)}</dd>
              <dt>{t("shipping.destination")}</dt>
              <dd>{countryName(opened.parcel.shippingAddress?.country)}</dd>
            </dl>
          </div>
          <ParcelDetails parcel={opened.parcel} />
        </ActionDialog>
      ) : null}
      {opened?.kind === "ship" ? <ShipDialog parcel={opened.parcel} {...dialog} /> : null}
    </QueuePage>
  );
}
