import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, customerColumns, dateColumn, packageIdColumn, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { NEWEST_FIRST } from "../../table/rules";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { ActionDialog } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { RequestSummary, StatusTag } from "./RequestSummary";
import { UploadDialog } from "./UploadDialog";
import { IMAGE_REQUEST_TABS, imageRequestActions, tabComplete, type ImageRequest, type ImageRequestTab } from "./rules";
import "./image-requests.css";

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.imageRequests];

type Opened = { kind: "show" | "upload" | "complete" | "delete"; request: ImageRequest };

/**
 * requests/images: customers' requests for more photos of a parcel. Admins
 * upload the photos (which answers the request), mark a request complete or
 * delete it; support only views.
 */
export function ImageRequestsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const queue = useQueue<ImageRequest, ImageRequestTab, Opened>({
    tabs: IMAGE_REQUEST_TABS,
    sort: NEWEST_FIRST,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) =>
      answerPage(await api.imageRequests(request, tabComplete(tab)), "imageRequests", "requestCount"),
  });
  const { list, opened, close, done } = queue;
  const open = (kind: Opened["kind"], request: ImageRequest) => queue.open({ kind, request });

  const columns = useMemo<ColumnDef<ImageRequest, unknown>[]>(
    () => [
      ...customerColumns<ImageRequest>((row) => row.user, { name: "11%", code: "10%" }),
      dateColumn("requestDate", t("imageRequests.columns.requestDate"), (row) => row.createdAt, "15%", "date"),
      packageIdColumn((request) => request.package.packageId, "10%"),
      {
        id: "trackNumber",
        header: t("imageRequests.columns.trackNumber"),
        cell: ({ row }) => <span title={row.original.package.trackNumber}>{row.original.package.trackNumber}</span>,
        meta: { width: "13%", nowrap: true },
      },
      {
        id: "status",
        header: t("imageRequests.columns.status"),
        cell: ({ row }) => <StatusTag complete={row.original.complete} />,
        meta: { width: "8%", nowrap: true },
      },
      actionsColumn(
        t("imageRequests.columns.actions"),
        (request) => {
          const allowed = imageRequestActions(staff.groupId, request);
          return [
            allowed.upload
              ? {
                  icon: "upload",
                  intent: "primary",
                  text: t("imageRequests.upload"),
                  onClick: () => open("upload", request),
                }
              : { icon: "eye-open", text: t("imageRequests.show"), onClick: () => open("show", request) },
            allowed.complete && {
              icon: "tick",
              text: t("imageRequests.complete"),
              onClick: () => open("complete", request),
            },
            allowed.delete && {
              icon: "trash",
              danger: true,
              iconOnly: true,
              text: t("imageRequests.delete"),
              onClick: () => open("delete", request),
            },
          ];
        },
        { width: "33%" },
      ),
    ],
    [t, staff.groupId],
  );

  const shown = opened?.request;
  const code = shown?.package.packageId ?? "";

  return (
    <QueuePage
      queue={queue}
      icon="camera"
      title={t("areas.imageRequests")}
      texts="imageRequests"
      columns={columns}
      onOpen={(request) => open(imageRequestActions(staff.groupId, request).upload ? "upload" : "show", request)}
      rowClass={(request) => suspiciousRow(request) ?? (request.complete ? "ipf-row-muted" : undefined)}
    >
      <ActionDialog
        isOpen={opened?.kind === "show"}
        title={t("imageRequests.showTitle", { code })}
        icon="camera"
        width={760}
        onClose={close}
      >
        {shown ? <RequestSummary request={shown} /> : null}
      </ActionDialog>

      {opened?.kind === "upload" ? (
        <UploadDialog request={opened.request} {...queue.dialogSaying(t("imageRequests.uploaded"))} />
      ) : null}

      {(["complete", "delete"] as const).map((kind) => (
        <ActionDialog
          key={kind}
          isOpen={opened?.kind === kind}
          title={t(`imageRequests.${kind}Title`, { code })}
          icon={kind === "complete" ? "tick" : "trash"}
          intent={kind === "delete" ? "danger" : undefined}
          action={t(`imageRequests.${kind}Action`)}
          onClose={close}
          onStale={list.reload}
          onSubmit={async () => {
            if (!shown) return;
            await api.manageImageRequest(kind, shown._id);
            toast(t(kind === "complete" ? "imageRequests.completed" : "imageRequests.deleted"));
            done();
          }}
        >
          <p>{t(`imageRequests.${kind}Text`)}</p>
          {shown ? <RequestSummary request={shown} compact /> : null}
        </ActionDialog>
      ))}
    </QueuePage>
  );
}
