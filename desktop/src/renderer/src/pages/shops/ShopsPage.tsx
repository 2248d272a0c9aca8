import type { Shop, ShopCategory } from "@ipf/shared/schemas/shops";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ConfigListPage, deleteAction, editAction, RemoveDialog, useConfigList } from "../../table/ConfigListPage";
import { actionsColumn } from "../../table/columns";
import { answerPage } from "../../table/useList";
import { useAssetBase } from "../../ui/asset-url";
import { countryLabel } from "../warehouses/rules";
import "../warehouses/config.css";
import { Categories } from "./Categories";
import { ShopDialog } from "./ShopDialog";
import { SHOP_SORT, SHOP_TABS, type ShopTab } from "./rules";

/**
 * manage-shops (admins, shops.manage): the market's shops, searched and
 * sorted on the server, with their categories beside them.
 */
export function ShopsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const assets = useAssetBase();
  const screen = useConfigList<Shop, ShopTab, "delete">("shops.manage", {
    tabs: SHOP_TABS,
    sort: SHOP_SORT,
    load: async ({ q, page, sort }, perPage) => {
      const answer = await api.shopsPage({
        page,
        perPage,
        q: q || undefined,
        sort: sort?.key as "name" | "country" | undefined,
        desc: sort ? sort.desc : undefined,
      });
      return answerPage(answer, "shops", "shopCount");
    },
  });
  const [categories, setCategories] = useState<ShopCategory[] | null>(null);
  const [categoriesFailed, setCategoriesFailed] = useState(false);
  const loadCategories = useCallback(() => {
    setCategoriesFailed(false);
    api.shopCategories().then(
      (answer) => setCategories(answer.categories),
      () => setCategoriesFailed(true),
    );
  }, [api]);
  useEffect(loadCategories, [loadCategories]);
  const { manage, opened, open } = screen;

  const columns = useMemo<ColumnDef<Shop, unknown>[]>(
    () => [
      {
        id: "logo",
        header: t("shops.columns.logo"),
        cell: ({ row }) => (
          <span
            className="ipf-config-tile"
            style={{ background: row.original.color }}
            title={`${t("shops.columns.colour")} ${row.original.color}`}
          >
            {row.original.image && assets !== null ? (
              <img src={`${assets}${row.original.image}`} alt="" />
            ) : (
              <span aria-hidden="true">{row.original.name.slice(0, 1).toUpperCase()}</span>
            )}
          </span>
        ),
        meta: { width: "8%", nowrap: true },
      },
      {
        id: "name",
        header: t("shops.columns.name"),
        cell: ({ row }) => <strong className="ipf-config-clip">{row.original.name}</strong>,
        meta: { width: "22%", sortKey: "name" },
      },
      {
        id: "category",
        header: t("shops.columns.category"),
        cell: ({ row }) => <span className="ipf-config-clip">{row.original.category.name}</span>,
        meta: { width: "16%" },
      },
      {
        id: "country",
        header: t("shops.columns.country"),
        cell: ({ row }) => countryLabel(row.original.country),
        meta: { width: "16%", sortKey: "country" },
      },
      {
        id: "link",
        header: t("shops.columns.link"),
        cell: ({ row }) => (
          <a
            className="ipf-config-clip"
            href={row.original.link}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => event.stopPropagation()}
          >
            {row.original.link.replace(/^https?:\/\//, "")}
          </a>
        ),
        meta: { width: "24%" },
      },
      actionsColumn(
        t("shops.columns.actions"),
        (shop) =>
          manage
            ? [
                editAction(open, shop, `${t("shops.edit")} ${shop.name}`, true),
                deleteAction(open, shop, `${t("shops.delete")} ${shop.name}`),
              ]
            : [],
        { width: "14%", nowrap: true },
      ),
    ],
    [t, manage, open, assets],
  );

  return (
    <ConfigListPage
      texts="shops"
      icon="shop"
      screen={screen}
      add={t("shops.addShop")}
      search={t("shops.search")}
      columns={columns}
      aside={
        <Categories
          categories={categories}
          failed={categoriesFailed}
          manage={manage}
          onChanged={() => {
            loadCategories();
            screen.list.reload();
          }}
        />
      }
    >
      {screen.form ? <ShopDialog shop={screen.form.row} categories={categories ?? []} {...screen.dialog} /> : null}
      {opened?.kind === "delete" ? (
        <RemoveDialog
          texts="shops"
          values={{ name: opened.row.name }}
          remove={() => api.deleteShop(opened.row._id)}
          {...screen.dialog}
        />
      ) : null}
    </ConfigListPage>
  );
}
