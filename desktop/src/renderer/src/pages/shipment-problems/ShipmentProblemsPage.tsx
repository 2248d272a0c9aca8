import { Tag } from "@blueprintjs/core";
import { PROBLEM_FILTERS, type ProblemFilter } from "@ipf/shared/rules/shipment-problems";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ShipmentProblem } from "@ipf/shared/schemas/shipment-problems";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../session";
import { actionsColumn, customerColumns, ParcelLink, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDate, formatDateTime } from "../../ui/format";
import { countryName } from "../shipping-requests/rules";
import { ProblemTicketDialog } from "./ProblemTicketDialog";
import { destinationText, reasonIntent, reasonText } from "./rules";
import "./shipment-problems.css";

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.shipmentProblems];

/**
 * packages/problems: shipped parcels the carrier reports in trouble, quiet
 * for days, or late past the carrier's days, each with why; from a row,
 * staff write to the customer, or open the ticket already written. It
 * loads again when a tracker moves.
 */
export function ShipmentProblemsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const navigate = useNavigate();
  const queue = useQueue<ShipmentProblem, ProblemFilter, ShipmentProblem>({
    tabs: PROBLEM_FILTERS,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) => answerPage(await api.shipmentProblems(request, tab), "problems", "problemCount"),
  });
  const { opened } = queue;

  const act = (row: ShipmentProblem) => {
    if (row.ticket) navigate(`/support/${row.ticket._id}`);
    else queue.open(row);
  };

  const columns = useMemo<ColumnDef<ShipmentProblem, unknown>[]>(
    () => [
      {
        id: "reason",
        header: t("shipmentProblems.columns.reason"),
        cell: ({ row }) => (
          <div className="ipf-problem-reasons">
            {row.original.reasons.map((reason) => (
              <Tag key={reason.kind} minimal multiline intent={reasonIntent(reason.kind)}>
                {reasonText(t, reason, row.original.carrier.name)}
              </Tag>
            ))}
          </div>
        ),
        meta: { width: "15%" },
      },
      ...customerColumns<ShipmentProblem>((row) => row.user, { name: "10%", code: "7%" }),
      {
        id: "parcel",
        header: t("shipmentProblems.columns.parcel"),
        cell: ({ row }) => (
          <div className="ipf-problem-stack">
            <ParcelLink code={row.original.packageId} />
            <span className="ipf-problem-sub" title={row.original.trackNumber}>
              {row.original.trackNumber}
            </span>
          </div>
        ),
        meta: { width: "11%", nowrap: true },
      },
      {
        id: "carrier",
        header: t("shipmentProblems.columns.carrier"),
        cell: ({ row }) => (
          <div className="ipf-problem-stack">
            <span>{row.original.carrier.name}</span>
            <span className="ipf-problem-sub">
              {t("shipmentProblems.shipped", { date: formatDate(row.original.shippedAt) })}
            </span>
          </div>
        ),
        meta: { width: "13%" },
      },
      {
        id: "destination",
        header: t("shipmentProblems.columns.destination"),
        cell: ({ row }) => destinationText(row.original.destination, countryName),
        meta: { width: "11%" },
      },
      {
        id: "lastEvent",
        header: t("shipmentProblems.columns.lastEvent"),
        cell: ({ row }) => {
          const event = row.original.lastEvent;
          if (!event) return <span className="ipf-problem-sub">{t("shipmentProblems.noEvent")}</span>;
          const where = event.location ? ` (${event.location})` : "";
          return (
            <div className="ipf-problem-stack">
              <span className="ipf-ellipsis" title={`${event.description}${where}`}>
                {event.description}
                {where}
              </span>
              <span className="ipf-problem-sub">{formatDateTime(event.at)}</span>
            </div>
          );
        },
        meta: { width: "17%" },
      },
      actionsColumn(
        t("shipmentProblems.columns.actions"),
        (row) => [
          row.ticket
            ? {
                icon: "chat",
                text: t(
                  row.ticket.status === "open" ? "shipmentProblems.showTicket" : "shipmentProblems.showClosedTicket",
                ),
                onClick: () => navigate(`/support/${row.ticket!._id}`),
              }
            : {
                icon: "envelope",
                intent: "primary",
                text: t("shipmentProblems.write"),
                onClick: () => queue.open(row),
              },
        ],
        { width: "16%", nowrap: true },
      ),
    ],
    // queue.open is a state setter: the same on every render.
    [t, navigate],
  );

  return (
    <QueuePage
      queue={queue}
      icon="warning-sign"
      title={t("areas.shipmentProblems")}
      texts="shipmentProblems"
      emptyIcon="tick-circle"
      columns={columns}
      onOpen={act}
      rowClass={suspiciousRow}
    >
      {opened ? <ProblemTicketDialog key={opened._id} row={opened} {...queue.dialog} /> : null}
    </QueuePage>
  );
}
