import { Button, Callout, Classes, Spinner, Tag } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PackagesGroup } from "../../api/consolidations";
import { useSession } from "../../session";
import { RemovalTags, RequestFacts } from "../../ui/RequestFacts";
import { ActionDialog } from "../../ui/ActionDialog";
import { ParcelDetails } from "../../ui/ParcelDetails";
import { ParcelLink } from "../../table/columns";
import { useRead } from "../../ui/useRead";
import { ManageButtons, StatusTag } from "./parts";
import type { ManageAction } from "./ManageDialog";
import type { GroupActions } from "./rules";

interface GroupDialogProps {
  group: PackagesGroup;
  actions: GroupActions;
  onClose(): void;
  onAct(kind: "accept" | ManageAction, packageId?: string): void;
}

/**
 * Show: the request as the customer made it (parcels with photos, measures,
 * declared lines and options; what to remove; the note) and, once accepted,
 * the parcel it was packed into. Its footer offers what may be done next.
 */
export function GroupDialog({ group, actions, onClose, onAct }: GroupDialogProps) {
  const { t } = useTranslation();
  const name = group.user?.fullName ?? "—";
  const count = group.packages.length;

  return (
    <ActionDialog
      isOpen
      title={t("consolidations.show.title", { name })}
      icon="compressed"
      width={980}
      onClose={onClose}
      action={actions.accept ? t("consolidations.actions.accept") : undefined}
      onSubmit={actions.accept ? async () => onAct("accept") : undefined}
      extraActions={<ManageButtons actions={actions} onAct={onAct} />}
    >
      <div className="ipf-group-summary">
        <RequestFacts
          user={group.user}
          date={group.createdAt}
          dateNote={
            group.expired ? (
              <Tag minimal intent="danger" icon="time">
                {t("consolidations.expired")}
              </Tag>
            ) : null
          }
        >
          <dt>{t("consolidations.show.status")}</dt>
          <dd>
            <StatusTag group={group} />
          </dd>
        </RequestFacts>
        <div>
          <h3 className="ipf-detail-heading">{t("consolidations.show.instructions")}</h3>
          <div className="ipf-tags">
            <RemovalTags removeBills={group.removeBills} removeShoeBoxes={group.removeShoeBoxes} />
          </div>
          <h3 className="ipf-detail-heading">{t("consolidations.show.note")}</h3>
          {group.assembleNote ? (
            <blockquote className="ipf-note">{group.assembleNote}</blockquote>
          ) : (
            <p className={Classes.TEXT_MUTED}>{t("consolidations.show.noNote")}</p>
          )}
        </div>
      </div>

      {group.assemblePackage ? <ConsolidatedParcel packageId={group.assemblePackage.packageId} /> : null}

      <h2 className="ipf-group-heading">
        {t(group.state === "accepted" ? "consolidations.show.packedParcels" : "consolidations.show.parcels", {
          count,
        })}
      </h2>
      {group.packages.map((parcel) => (
        <section
          key={parcel._id}
          className="ipf-group-parcel"
          aria-label={t("consolidations.show.parcelHeading", { code: parcel.packageId })}
        >
          <header className="ipf-group-parcel-header">
            <ParcelLink code={parcel.packageId} />
            <span className={`${Classes.TEXT_MUTED} ipf-break`}>{parcel.trackNumber}</span>
            {actions.removeParcel ? (
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="remove"
                text={t("consolidations.actions.remove")}
                onClick={() => onAct("remove", parcel.packageId)}
              />
            ) : null}
          </header>
          <ParcelDetails parcel={parcel} showAddress={false} />
        </section>
      ))}
    </ActionDialog>
  );
}

/** The parcel an accepted request was packed into, read when the dialog opens. */
function ConsolidatedParcel({ packageId }: { packageId: string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [parcel, setParcel] = useState<ParcelView | null | "loading" | "failed">("loading");

  useRead(
    () => {
      setParcel("loading");
      return api.consolidatedParcel(packageId);
    },
    (found) => setParcel(found ?? "failed"),
    () => setParcel("failed"),
    [api, packageId],
  );

  return (
    <section className="ipf-group-parcel ipf-group-result" aria-label={t("consolidations.show.consolidated")}>
      <header className="ipf-group-parcel-header">
        <h2 className="ipf-group-heading">{t("consolidations.show.consolidated")}</h2>
        <ParcelLink code={packageId} />
      </header>
      {parcel === "loading" ? (
        <p className={Classes.TEXT_MUTED}>
          <Spinner size={16} /> {t("consolidations.show.consolidatedLoading")}
        </p>
      ) : parcel === "failed" || parcel === null ? (
        <Callout intent="warning" compact>
          {t("consolidations.show.consolidatedFailed")}
        </Callout>
      ) : (
        <ParcelDetails parcel={parcel} />
      )}
    </section>
  );
}
