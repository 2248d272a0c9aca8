import { Tag } from "@blueprintjs/core";
import { formatMoney } from "@ipf/shared/format";
import { RETURN_TABS, type StaffReturn } from "@ipf/shared/schemas/returns";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { printCarrierLabel } from "../../devices/print";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { actionsColumn, customerColumns, ParcelLink, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDateTime } from "../../ui/format";
import { saveFile } from "../../ui/save-file";
import { toast } from "../../ui/toaster";
import { countryName } from "../shipping-requests/rules";
import { ReturnDialog } from "./ReturnDialog";
import { labelView, shopLine } from "./rules";
import "./returns.css";

type Tab = (typeof RETURN_TABS)[number];
/** The API's live event when a return is asked, paid, sent back or refused. */
const LIVE_EVENTS = ["loadReturns"];

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.message || errorMessage(error.code) : error instanceof Error ? error.message : "";

/**
 * packages/returns: parcels the customer paid to send back to their shop.
 * From a row, staff print the shop's prepaid label or buy one through the
 * shipping engine (once, whoever clicks), send the parcel back with its
 * tracking, or refuse it with a reason (the fee refunded). Live: a return
 * paid shows at once.
 */
export function ReturnsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const queue = useQueue<StaffReturn, Tab, { row: StaffReturn; mode: "ship" | "refuse" }>({
    tabs: RETURN_TABS,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) => answerPage(await api.returns(request, tab), "returns", "returnCount"),
  });
  const { list, opened } = queue;

  const print = async (row: StaffReturn) => {
    const answer = await api.returnLabel(row._id);
    const name = `return-${row.packageId}`;
    if (answer.contentType === "application/pdf") {
      const result = await printCarrierLabel({ format: "PDF", document: answer.document }, name);
      if (!result.printed) toast(t("returns.labelSaved"), "warning");
    } else {
      const bytes = Uint8Array.from(atob(answer.document), (char) => char.charCodeAt(0));
      saveFile(new Blob([bytes], { type: answer.contentType }), `${name}.webp`);
      toast(t("returns.labelSaved"), "warning");
    }
  };

  const run = async (row: StaffReturn, work: () => Promise<void>) => {
    setBusy(row._id);
    try {
      await work();
    } catch (error) {
      toast(reasonOf(error), "danger");
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  const buy = (row: StaffReturn) =>
    run(row, async () => {
      const answer = await api.buyReturnLabel(row._id);
      toast(answer.message);
      await print(answer.return);
    });

  const columns = useMemo<ColumnDef<StaffReturn, unknown>[]>(
    () => [
      {
        id: "parcel",
        header: t("returns.columns.parcel"),
        cell: ({ row }) => (
          <div className="ipf-return-stack">
            <ParcelLink code={row.original.packageId} />
            <span className="ipf-return-sub" title={row.original.trackNumberIn}>
              {row.original.trackNumberIn}
            </span>
          </div>
        ),
        meta: { width: "11%", nowrap: true },
      },
      ...customerColumns<StaffReturn>((row) => row.user, { name: "11%", code: "7%" }),
      {
        id: "shop",
        header: t("returns.columns.shop"),
        cell: ({ row }) => (
          <div className="ipf-return-stack">
            <span className="ipf-ellipsis" title={shopLine(row.original, countryName)}>
              {shopLine(row.original, countryName)}
            </span>
            <span className="ipf-return-sub" title={row.original.note}>
              {t("returns.rma", { rma: row.original.rma })}
              {row.original.note ? ` · ${row.original.note}` : ""}
            </span>
          </div>
        ),
        meta: { width: "19%" },
      },
      {
        id: "label",
        header: t("returns.columns.label"),
        cell: ({ row }) => {
          const view = labelView(row.original);
          return (
            <Tag minimal intent={view.text === "toBuyManual" ? "warning" : "none"}>
              {t(`returns.${view.text}`, { carrier: row.original.carrier?.name ?? "" })}
            </Tag>
          );
        },
        meta: { width: "15%" },
      },
      {
        id: "paid",
        header: t("returns.columns.paid"),
        cell: ({ row }) => (
          <div className="ipf-return-stack">
            <span>{formatMoney(row.original.total, row.original.currency, "en")}</span>
            <span className="ipf-return-sub">{row.original.paidAt ? formatDateTime(row.original.paidAt) : "—"}</span>
          </div>
        ),
        meta: { width: "12%", nowrap: true },
      },
      {
        id: "tracking",
        header: t("returns.columns.tracking"),
        cell: ({ row }) =>
          row.original.state === "refused" ? (
            <span className="ipf-ellipsis" title={row.original.refuseReason ?? ""}>
              {row.original.refuseReason}
            </span>
          ) : (
            <code className="ipf-code">{row.original.trackNumber ?? "—"}</code>
          ),
        meta: { width: "8%" },
      },
      actionsColumn(
        t("returns.columns.actions"),
        (row) => {
          if (row.state !== "paid") return [];
          const view = labelView(row);
          const loading = busy === row._id;
          return [
            view.buy && { icon: "barcode", text: t("returns.buyLabel"), loading, onClick: () => void buy(row) },
            view.print && {
              icon: "print",
              text: t("returns.printLabel"),
              loading,
              onClick: () => void run(row, () => print(row)),
            },
            {
              icon: "send-to",
              intent: "primary",
              text: t("returns.send"),
              onClick: () => queue.open({ row, mode: "ship" }),
            },
            // A bought label is sent with: refusing would leave it paid for (the API says so too).
            !(row.label === "buy" && row.hasLabel) && {
              icon: "undo",
              danger: true,
              text: t("returns.refuse"),
              onClick: () => queue.open({ row, mode: "refuse" }),
            },
          ];
        },
        { width: "15%", nowrap: true },
      ),
    ],
    // queue.open is a state setter: the same on every render.
    [t, busy],
  );

  return (
    <QueuePage
      queue={queue}
      icon="undo"
      title={t("areas.returns")}
      texts="returns"
      emptyIcon="tick-circle"
      columns={columns}
      onOpen={(row) => row.state === "paid" && queue.open({ row, mode: "ship" })}
      rowClass={suspiciousRow}
    >
      {opened ? (
        <ReturnDialog key={`${opened.row._id}-${opened.mode}`} row={opened.row} mode={opened.mode} {...queue.dialog} />
      ) : null}
    </QueuePage>
  );
}
