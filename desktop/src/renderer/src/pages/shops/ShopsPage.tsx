import { can } from "@ipf/shared/permissions";
import type { Shop, ShopCategory } from "@ipf/shared/schemas/shops";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { ConfigListPage, RemoveDialog } from "../../table/ConfigListPage";
import { useOpened } from "../../table/useOpened";
import { actionsColumn } from "../../table/columns";
import { useList } from "../../table/useList";
import { useAssetBase } from "../../ui/asset-url";
import { countryLabel } from "../warehouses/rules";
import "../warehouses/config.css";
import { Categories } from "./Categories";
import { ShopDialog } from "./ShopDialog";
import { SHOP_SORT, SHOP_TABS, type ShopTab } from "./rules";

type Opened = { kind: "new" } | { kind: "edit"; shop: Shop } | { kind: "delete"; shop: Shop };

/**
 * manage-shops (admins, shops.manage): the market's shops, searched and
 * sorted on the server, with their categories beside them.
 */
export function ShopsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const manage = can(staff.groupId, "shops.manage");
  const assets = useAssetBase();
  const list = useList<Shop, ShopTab>({
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
      return { rows: answer.shops, total: answer.shopCount, pageCount: answer.pageCount };
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
  const { opened, setOpened, close, done } = useOpened<Opened>(list.reload);

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
                {
                  icon: "edit",
                  iconOnly: true,
                  text: `${t("shops.edit")} ${shop.name}`,
                  onClick: () => setOpened({ kind: "edit", shop }),
                },
                {
                  icon: "trash",
                  danger: true,
                  iconOnly: true,
                  text: `${t("shops.delete")} ${shop.name}`,
                  onClick: () => setOpened({ kind: "delete", shop }),
                },
              ]
            : [],
        { width: "14%", nowrap: true },
      ),
    ],
    [t, manage, assets],
  );

  return (
    <ConfigListPage
      className="ipf-shops"
      icon="shop"
      title={t("shops.title")}
      intro={t("shops.intro")}
      add={manage ? { text: t("shops.addShop"), onClick: () => setOpened({ kind: "new" }) } : null}
      search={t("shops.search")}
      table={{
        list,
        columns,
        rowId: (shop) => shop._id,
        onOpen: manage ? (shop) => setOpened({ kind: "edit", shop }) : undefined,
        label: t("shops.tableLabel"),
        empty: { icon: "shop", title: t("shops.empty"), description: t("shops.emptyHint") },
      }}
      aside={
        <Categories
          categories={categories}
          failed={categoriesFailed}
          manage={manage}
          onChanged={() => {
            loadCategories();
            list.reload();
          }}
        />
      }
    >
      {opened?.kind === "new" || opened?.kind === "edit" ? (
        <ShopDialog
          shop={opened.kind === "edit" ? opened.shop : null}
          categories={categories ?? []}
          onClose={close}
          onDone={done}
          onStale={list.reload}
        />
      ) : null}
      {opened?.kind === "delete" ? (
        <RemoveDialog
          texts="shops"
          values={{ name: opened.shop.name }}
          remove={() => api.deleteShop(opened.shop._id)}
          onClose={close}
          onStale={list.reload}
          onDone={done}
        />
      ) : null}
    </ConfigListPage>
  );
}
