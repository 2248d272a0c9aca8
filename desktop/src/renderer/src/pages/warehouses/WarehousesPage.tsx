import { Switch, Tag } from "@blueprintjs/core";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { ConfigListPage, editAction, useConfigList } from "../../table/ConfigListPage";
import { actionsColumn } from "../../table/columns";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAssetBase } from "../../ui/asset-url";
import { toast } from "../../ui/toaster";
import { WarehouseDialog } from "./WarehouseDialog";
import { countryLabel, searchWarehouses, WAREHOUSE_TABS, type WarehouseTab } from "./rules";
import { pageOf } from "../../table/rules";
import "./config.css";

/**
 * manage-address (admins, warehouses.manage): every warehouse with its flag
 * and colour; add (created closed), edit, open at once, close after a
 * confirmation that says how many customers see the address.
 */
export function WarehousesPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const assets = useAssetBase();
  const customers = useRef(0);
  const [counts, setCounts] = useState<Partial<Record<WarehouseTab, number>>>({});
  const screen = useConfigList<Warehouse, WarehouseTab, "disable">("warehouses.manage", {
    tabs: WAREHOUSE_TABS,
    load: async ({ tab, q, page }, perPage) => {
      const answer = await api.staffWarehouses();
      customers.current = answer.customerCount;
      setCounts({
        all: searchWarehouses(answer.addresses, "all", q).length,
        open: searchWarehouses(answer.addresses, "open", q).length,
        closed: searchWarehouses(answer.addresses, "closed", q).length,
      });
      return pageOf(searchWarehouses(answer.addresses, tab, q), page, perPage);
    },
  });
  const { manage, opened, open, list } = screen;
  const [switching, setSwitching] = useState<string | null>(null);

  const enable = async (warehouse: Warehouse) => {
    setSwitching(warehouse._id);
    try {
      await api.switchWarehouse(warehouse._id, true);
      toast(t("warehouses.switch.enabled", { city: warehouse.city }));
    } catch (error) {
      toast(errorMessage(error instanceof ApiError ? error.code : "INTERNAL"), "danger");
    } finally {
      setSwitching(null);
      list.reload();
    }
  };

  const columns = useMemo<ColumnDef<Warehouse, unknown>[]>(
    () => [
      {
        id: "flag",
        header: t("warehouses.columns.flag"),
        cell: ({ row }) =>
          row.original.flagImage && assets !== null ? (
            <img className="ipf-config-thumb" src={`${assets}${row.original.flagImage}`} alt="" />
          ) : (
            <span className="bp6-text-muted">{t("warehouses.noFlag")}</span>
          ),
        meta: { width: "7%", nowrap: true },
      },
      {
        id: "address",
        header: t("warehouses.columns.address"),
        cell: ({ row }) => (
          <div className="ipf-config-clip">
            <strong>{row.original.addressLineOne}</strong>
            {row.original.addressLineTwo ? <div>{row.original.addressLineTwo}</div> : null}
          </div>
        ),
        meta: { width: "22%" },
      },
      {
        id: "city",
        header: t("warehouses.columns.city"),
        cell: ({ row }) => (
          <span className="ipf-config-clip">
            {row.original.city}, {row.original.state} {row.original.zip}
          </span>
        ),
        meta: { width: "18%" },
      },
      {
        id: "country",
        header: t("warehouses.columns.country"),
        cell: ({ row }) => countryLabel(row.original.country),
        meta: { width: "10%" },
      },
      {
        id: "phone",
        header: t("warehouses.columns.phone"),
        cell: ({ row }) => row.original.phone,
        meta: { width: "12%", nowrap: true },
      },
      {
        id: "colour",
        header: t("warehouses.columns.colour"),
        cell: ({ row }) => (
          <span>
            <span className="ipf-config-swatch" style={{ background: row.original.color }} />
            {row.original.color}
          </span>
        ),
        meta: { width: "11%", nowrap: true },
      },
      {
        id: "status",
        header: t("warehouses.columns.status"),
        cell: ({ row }) => {
          const warehouse = row.original;
          const label = warehouse.isActive ? t("warehouses.open") : t("warehouses.closed");
          if (!manage) return <Tag intent={warehouse.isActive ? "success" : "none"}>{label}</Tag>;
          return (
            <Switch
              checked={warehouse.isActive}
              disabled={switching === warehouse._id}
              label={label}
              aria-label={`${warehouse.isActive ? t("warehouses.disable") : t("warehouses.enable")} ${warehouse.city}`}
              onClick={(event) => event.stopPropagation()}
              onChange={() => (warehouse.isActive ? open({ kind: "disable", row: warehouse }) : void enable(warehouse))}
              style={{ marginBottom: 0 }}
            />
          );
        },
        meta: { width: "11%", nowrap: true },
      },
      actionsColumn(
        t("warehouses.columns.actions"),
        (warehouse) => (manage ? [editAction(open, warehouse, t("warehouses.edit"))] : []),
        { width: "8%", nowrap: true },
      ),
    ],
    [t, manage, assets, switching],
  );

  return (
    <ConfigListPage
      texts="warehouses"
      icon="office"
      screen={screen}
      add={t("warehouses.add")}
      search={t("warehouses.search")}
      tabs={WAREHOUSE_TABS.map((id) => ({ id, title: t(`warehouses.tabs.${id}`), count: counts[id] }))}
      columns={columns}
      rowClass={(warehouse) => (warehouse.isActive ? undefined : "ipf-row-muted")}
    >
      {screen.form ? <WarehouseDialog warehouse={screen.form.row} {...screen.dialog} /> : null}
      {opened?.kind === "disable" ? (
        <ConfirmDialog
          {...screen.dialog}
          title={t("warehouses.switch.disableTitle", { city: opened.row.city })}
          icon="disable"
          action={t("warehouses.switch.disableAction")}
          run={async () => {
            await api.switchWarehouse(opened.row._id, false);
            return t("warehouses.switch.disabled", { city: opened.row.city });
          }}
        >
          <p>{t("warehouses.switch.disableText", { count: customers.current })}</p>
        </ConfirmDialog>
      ) : null}
    </ConfigListPage>
  );
}
