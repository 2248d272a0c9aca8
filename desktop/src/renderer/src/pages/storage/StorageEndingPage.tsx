import { Tag } from "@blueprintjs/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { useOpened } from "../../table/useOpened";
import { ParcelListView, useParcelList } from "../parcels/ParcelList";
import { ConsolidationMembers, ShowParcelDialog } from "../parcels/ParcelDialogs";
import { parcelColumns } from "../parcels/parts";
import type { Parcel } from "../parcels/rules";
import { daysLeft, urgent } from "./rules";

/**
 * storage-ending: parcels in the locker whose free storage ends within 30
 * days, soonest first, with the customer and the days left, so staff can
 * call those who have not asked for shipping yet. Days count in UTC, as the
 * customer's locker and the fee count them.
 */
export function StorageEndingPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const { list, connected } = useParcelList(async ({ q, page }, perPage) => {
    const answer = await api.storageEndingParcels({ page, perPage, query: q });
    return { rows: answer.packages, total: answer.packageCount, pageCount: answer.pageCount };
  });
  const { opened, setOpened, close } = useOpened<Parcel>(list.reload);

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(() => {
    const now = new Date();
    return [
      ...parcelColumns(),
      {
        id: "storageEndsOn",
        header: t("storage.ending.endsOn"),
        cell: ({ row }) => row.original.storageEndsOn,
        meta: { width: "11%", nowrap: true },
      },
      {
        id: "daysLeft",
        header: t("storage.ending.daysLeft"),
        cell: ({ row }) => {
          const days = daysLeft(row.original, now);
          return (
            <Tag minimal intent={urgent(days) ? "danger" : "warning"}>
              {days === 0 ? t("storage.ending.today") : t("storage.ending.days", { count: days })}
            </Tag>
          );
        },
        meta: { width: "9%", nowrap: true },
      },
    ];
  }, [t]);

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
        list={list}
        connected={connected}
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
