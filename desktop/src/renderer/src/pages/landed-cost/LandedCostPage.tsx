import { Tag } from "@blueprintjs/core";
import type { LandedCostRowView } from "@ipf/shared/schemas/landed-cost";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ConfigListPage, editAction, useConfigList } from "../../table/ConfigListPage";
import { actionsColumn } from "../../table/columns";
import { pageOf } from "../../table/rules";
import { countryLabel } from "../warehouses/rules";
import { LandedCostDialog } from "./LandedCostDialog";
import { chapterRatesText, searchLandedCost } from "./rules";

const TABS = ["all"] as const;

const percent = (rate: number) => `${rate} %`;

/**
 * landed-cost (admins, landedCost.manage): each destination's duty and VAT
 * figures, searched by country; a row opens its edit dialog. The rows come
 * from the repository's table once; admins keep them from then on.
 */
export function LandedCostPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const screen = useConfigList<LandedCostRowView, (typeof TABS)[number]>("landedCost.manage", {
    tabs: TABS,
    load: async ({ q, page }, perPage) =>
      pageOf(searchLandedCost((await api.landedCost()).countries, q), page, perPage),
  });
  const { manage, open } = screen;
  const search = t("landedCost.search");

  const columns = useMemo<ColumnDef<LandedCostRowView, unknown>[]>(() => {
    const money = (amount: number | null) =>
      amount === null ? <span className="bp6-text-muted">{t("landedCost.none")}</span> : `$${amount.toFixed(2)}`;
    return [
      {
        id: "country",
        header: t("landedCost.columns.country"),
        cell: ({ row }) => (
          <strong>
            {countryLabel(row.original.country)} <span className="bp6-text-muted">{row.original.country}</span>
          </strong>
        ),
        meta: { width: "18%" },
      },
      { id: "vat", header: t("landedCost.columns.vat"), cell: ({ row }) => percent(row.original.vatRate) },
      { id: "duty", header: t("landedCost.columns.duty"), cell: ({ row }) => percent(row.original.dutyRate) },
      {
        id: "chapters",
        header: t("landedCost.columns.chapters"),
        cell: ({ row }) => chapterRatesText(row.original.chapterDutyRates) || "—",
        meta: { width: "16%" },
      },
      {
        id: "dutyDeMinimis",
        header: t("landedCost.columns.dutyDeMinimis"),
        cell: ({ row }) => money(row.original.dutyDeMinimis),
        meta: { nowrap: true },
      },
      {
        id: "vatDeMinimis",
        header: t("landedCost.columns.vatDeMinimis"),
        cell: ({ row }) => money(row.original.vatDeMinimis),
        meta: { nowrap: true },
      },
      {
        id: "basis",
        header: t("landedCost.columns.basis"),
        cell: ({ row }) => (
          <Tag minimal round title={t(`landedCost.basis.${row.original.basis}`)}>
            {t(`landedCost.basisShort.${row.original.basis}`)}
          </Tag>
        ),
        meta: { nowrap: true },
      },
      {
        id: "updated",
        header: t("landedCost.columns.updated"),
        cell: ({ row }) =>
          row.original.updatedBy
            ? t("landedCost.updatedBy", { date: row.original.updatedAt.slice(0, 10), name: row.original.updatedBy })
            : t("landedCost.seeded"),
      },
      actionsColumn(
        t("landedCost.columns.actions"),
        (row) => (manage ? [editAction(open, row, t("landedCost.edit"))] : []),
        { width: "8%", nowrap: true },
      ),
    ];
  }, [t, manage, open]);

  return (
    <ConfigListPage texts="landedCost" icon="bank-account" screen={screen} search={search} columns={columns}>
      {screen.form?.row ? <LandedCostDialog row={screen.form.row} {...screen.dialog} /> : null}
    </ConfigListPage>
  );
}
