import { Tag } from "@blueprintjs/core";
import type { Post } from "@ipf/shared/schemas/posts";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ConfigListPage, deleteAction, editAction, RemoveDialog, useConfigList } from "../../table/ConfigListPage";
import { actionsColumn } from "../../table/columns";
import { answerPage } from "../../table/useList";
import { useAssetBase } from "../../ui/asset-url";
import { formatDateTime } from "../../ui/format";
import "../warehouses/config.css";
import { PostDialog } from "./PostDialog";
import { excerpt, isExpired, POST_TABS, TYPE_INTENT, type PostTab } from "./rules";

/**
 * posts (admins, posts.manage): every post, newest first, expired ones
 * muted; create, edit and delete. Live posts show on the customers' landing
 * page and locker.
 */
export function PostsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const assets = useAssetBase();
  const screen = useConfigList<Post, PostTab, "delete">("posts.manage", {
    tabs: POST_TABS,
    load: async ({ page }, perPage) => {
      const answer = await api.staffPosts(page, perPage);
      return answerPage(answer, "posts", "postCount");
    },
  });
  const [warehouses, setWarehouses] = useState<Warehouse[]>([]);
  useEffect(() => {
    api.staffWarehouses().then(
      (answer) => setWarehouses(answer.addresses),
      () => setWarehouses([]),
    );
  }, [api]);
  const { manage, opened, open } = screen;
  const now = new Date();

  const columns = useMemo<ColumnDef<Post, unknown>[]>(
    () => [
      {
        id: "title",
        header: t("posts.columns.title"),
        cell: ({ row }) => (
          <div>
            <strong className="ipf-config-clip">{row.original.title.en}</strong>
            <div className="bp6-text-muted bp6-text-small">
              {isExpired(row.original, new Date())
                ? t("posts.expired")
                : t("posts.liveUntil", { date: formatDateTime(row.original.expiresAt) })}
            </div>
          </div>
        ),
        meta: { width: "20%" },
      },
      {
        id: "content",
        header: t("posts.columns.content"),
        cell: ({ row }) => (
          <span className="ipf-config-clip" title={row.original.content.en}>
            {excerpt(row.original.content.en)}
          </span>
        ),
        meta: { width: "30%" },
      },
      {
        id: "type",
        header: t("posts.columns.type"),
        cell: ({ row }) => (
          <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
            <Tag round intent={TYPE_INTENT[row.original.type]}>
              {t(`posts.types.${row.original.type}`)}
            </Tag>
            {row.original.type === "SALES" && row.original.discount !== null ? (
              <Tag round minimal intent="success">
                {t("posts.discountTag", { discount: row.original.discount })}
              </Tag>
            ) : null}
          </span>
        ),
        meta: { width: "15%" },
      },
      {
        id: "image",
        header: t("posts.columns.image"),
        cell: ({ row }) =>
          row.original.image && assets !== null ? (
            <img className="ipf-config-thumb ipf-config-thumb-large" src={`${assets}${row.original.image}`} alt="" />
          ) : (
            <span className="bp6-text-muted">{t("posts.noImage")}</span>
          ),
        meta: { width: "12%", nowrap: true },
      },
      actionsColumn(
        t("posts.columns.actions"),
        (post) =>
          manage
            ? [
                editAction(open, post, t("posts.edit")),
                deleteAction(open, post, `${t("posts.delete")} ${post.title.en}`),
              ]
            : [],
        { width: "13%", nowrap: true },
      ),
    ],
    [t, manage, open, assets],
  );

  return (
    <ConfigListPage
      texts="posts"
      icon="annotation"
      screen={screen}
      add={t("posts.add")}
      columns={columns}
      rowClass={(post) => (isExpired(post, now) ? "ipf-row-muted" : undefined)}
    >
      {screen.form ? <PostDialog post={screen.form.row} warehouses={warehouses} {...screen.dialog} /> : null}
      {opened?.kind === "delete" ? (
        <RemoveDialog
          texts="posts"
          values={{ title: opened.row.title.en }}
          remove={() => api.deletePost(opened.row._id)}
          {...screen.dialog}
        />
      ) : null}
    </ConfigListPage>
  );
}
