import { Tag } from "@blueprintjs/core";
import { CLAIM_STATES, type ClaimState, type StaffClaimView } from "@ipf/shared/schemas/claims";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { actionsColumn, ParcelLink } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDateTime } from "../../ui/format";
import { ClaimDecisionDialog } from "./ClaimDecisionDialog";
import { money } from "./rules";

/** The API's live event for the claims queue (services/claims/claims.ts). */
const LIVE_EVENTS = ["loadClaims"];

/**
 * claims: the claims customers filed on shipped parcels, by state, open
 * ones oldest first; a row opens the decision with the evidence beside the
 * claim. It loads again when a claim is filed or decided anywhere.
 */
export function ClaimsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queue = useQueue<StaffClaimView, ClaimState, StaffClaimView>({
    tabs: CLAIM_STATES,
    events: LIVE_EVENTS,
    fetch: async (tab, request) => answerPage(await api.claims(request, tab), "claims", "claimCount"),
  });
  const { opened } = queue;

  const columns = useMemo<ColumnDef<StaffClaimView, unknown>[]>(
    () => [
      {
        id: "filed",
        header: t("claims.columns.filed"),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
        meta: { width: "14%", nowrap: true },
      },
      {
        id: "customer",
        header: "Customer",
        cell: ({ row }) => `${row.original.user.fullName} (${row.original.user.addressHash})`,
        meta: { width: "20%" },
      },
      {
        id: "parcel",
        header: t("claims.columns.parcel"),
        cell: ({ row }) => <ParcelLink code={row.original.packageId} />,
        meta: { width: "12%", nowrap: true },
      },
      {
        id: "kind",
        header: t("claims.columns.kind"),
        cell: ({ row }) => (
          <Tag minimal intent={row.original.kind === "lost" ? "danger" : "warning"}>
            {t(`claims.kinds.${row.original.kind}`)}
          </Tag>
        ),
        meta: { width: "10%" },
      },
      {
        id: "covered",
        header: t("claims.columns.covered"),
        cell: ({ row }) =>
          t(row.original.insured ? "claims.insured" : "claims.shippingOnly", {
            amount: money(row.original.covered, row.original.currency),
          }),
        meta: { width: "18%" },
      },
      {
        id: "decision",
        header: t("claims.columns.decision"),
        cell: ({ row }) => {
          const claim = row.original;
          if (claim.state === "open") return "—";
          if (claim.state === "rejected") return claim.rejectReason;
          return `${money(claim.approved ?? 0, claim.currency)} · ${t(`claims.refund.${claim.refundState ?? "pending"}`)}`;
        },
        meta: { width: "16%" },
      },
      actionsColumn(
        t("claims.columns.actions"),
        (row) => [
          {
            icon: row.state === "open" ? "take-action" : "eye-open",
            intent: row.state === "open" ? "primary" : undefined,
            text: t(row.state === "open" ? "claims.decide" : "claims.view"),
            onClick: () => queue.open(row),
          },
        ],
        { width: "10%", nowrap: true },
      ),
    ],
    // queue.open is a state setter: the same on every render.
    [t],
  );

  return (
    <QueuePage
      queue={queue}
      icon="shield"
      title={t("areas.claims")}
      texts="claims"
      emptyIcon="tick-circle"
      columns={columns}
      onOpen={queue.open}
    >
      {opened ? <ClaimDecisionDialog key={opened._id} claimId={opened._id} {...queue.dialog} /> : null}
    </QueuePage>
  );
}
