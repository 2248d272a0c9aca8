import { Tag } from "@blueprintjs/core";
import type { CellContext, ColumnDef } from "@tanstack/react-table";
import type { parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useSession } from "../../session";
import { textColumn } from "../../table/columns";
import { ParcelListView, useParcelQueue } from "../parcels/ParcelList";
import { ConsolidationMembers, ShowParcelDialog } from "../parcels/ParcelDialogs";
import { parcelColumns } from "../parcels/parts";
import type { Parcel } from "../parcels/rules";
import { daysLeft, urgent } from "./rules";

const DAYS_LEFT_META = { width: "9%", nowrap: true };

/** A page of the API's answer as the list shows it. */
const toPage = (answer: z.infer<typeof parcelListResponseSchema>) => ({
  rows: answer.packages,
  total: answer.packageCount,
  pageCount: answer.pageCount,
});

/** "Today", or the days left, red within a week of the end. */
function DaysLeftTag({ days }: { days: number }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={urgent(days) ? "danger" : "warning"}>
      {days === 0 ? t("storage.ending.today") : t("storage.ending.days", { count: days })}
    </Tag>
  );
}

const daysLeftCell =
  (now: Date) =>
  ({ row }: CellContext<Parcel, unknown>) => <DaysLeftTag days={daysLeft(row.original, now)} />;

/**
 * storage-ending: parcels in the locker whose free storage ends within 30
 * days, soonest first, with the customer and the days left, so staff can
 * call those who have not asked for shipping yet. Days count in UTC, as the
 * customer's locker and the fee count them.
 */
export function StorageEndingPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queue = useParcelQueue<Parcel>(({ page, perPage, query }) =>
    api.storageEndingParcels({ page, perPage, query }).then(toPage),
  );
  const { opened, open: setOpened, close } = queue;

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(
    () => [
      ...parcelColumns(),
      textColumn("storageEndsOn", t("storage.ending.endsOn"), (parcel) => parcel.storageEndsOn, "11%"),
      { id: "daysLeft", header: t("storage.ending.daysLeft"), meta: DAYS_LEFT_META, cell: daysLeftCell(new Date()) },
    ],
    [t],
  );

  return (
    <>
      <ParcelListView
        kind={{
          search: t("storage.ending.search"),
          label: t("storage.ending.label"),
          empty: t("storage.ending.empty"),
          emptyHint: t("storage.ending.emptyHint"),
        }}
        icon="stopwatch"
        title={t("areas.storageEnding")}
        queue={queue}
        columns={columns}
        onOpen={setOpened}
      />
      {opened ? (
        <ShowParcelDialog parcel={opened} onClose={close}>
          <ConsolidationMembers parcel={opened} />
        </ShowParcelDialog>
      ) : null}
    </>
  );
}
