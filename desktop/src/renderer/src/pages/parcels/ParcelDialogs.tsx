import { Button, Callout, Classes, FormGroup, Spinner, TextArea } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PackagesGroup } from "../../api/consolidations";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { CustomerCode, CustomerName } from "../../ui/CustomerCell";
import { formatDateTime, formatDimensions, formatKg } from "../../ui/format";
import { ParcelDetails } from "../../ui/ParcelDetails";
import { toast } from "../../ui/toaster";
import { ParcelHistory, StateTag, useFieldMessage } from "./parts";
import { checkDeleteReason, DELETE_REASON_MAX, deleteConsequences, type Parcel } from "./rules";

/** Customer and state: the first line of every parcel dialog. */
export function ParcelHeading({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  return (
    <dl className="ipf-facts ipf-parcel-heading">
      <dt>{t("packages.customer")}</dt>
      <dd>
        <CustomerName user={parcel.user} /> <CustomerCode user={parcel.user} />
      </dd>
      <dt>{t("packages.status")}</dt>
      <dd>
        <StateTag state={parcel.state} />
      </dd>
    </dl>
  );
}

/** The deletion on record: when, by whom, why. */
function DeletedInfo({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  if (!parcel.deleted) return null;
  return (
    <Callout intent="danger" icon="trash" compact className="ipf-dialog-note">
      <p>
        {t("packages.deletedInfo", {
          at: formatDateTime(parcel.deletedAt),
          by: parcel.deletedBy ?? t("packages.unknownStaff"),
        })}
      </p>
      <p className="ipf-break">
        <strong>{t("packages.deleteReason")}:</strong> {parcel.deleteReason ?? "—"}
      </p>
    </Callout>
  );
}

/**
 * Show a parcel: photos in a viewer, facts, declared lines, address,
 * options, and its history with who and when.
 */
export function ShowParcelDialog(props: {
  parcel: Parcel;
  onClose(): void;
  /** Offered to staff who may write alerts. */
  onAlert?: () => void;
  children?: React.ReactNode;
}) {
  const { parcel, onClose, onAlert } = props;
  const { t } = useTranslation();
  return (
    <ActionDialog
      isOpen
      title={t("packages.showTitle", { code: parcel.packageId })}
      icon="box"
      width={900}
      onClose={onClose}
      extraActions={
        onAlert ? <Button icon="warning-sign" text={t("packages.alertCustomer")} onClick={onAlert} /> : null
      }
    >
      <div className="ipf-show-parcel" data-testid="parcel-show">
        <ParcelHeading parcel={parcel} />
        <DeletedInfo parcel={parcel} />
        <ParcelDetails parcel={parcel} />
        {props.children}
        <section>
          <h3 className="ipf-detail-heading">{t("packages.history.title")}</h3>
          <ParcelHistory packageId={parcel._id} customer={parcel.user?.fullName} />
        </section>
      </div>
    </ActionDialog>
  );
}

/** The parcels an expired consolidated parcel was packed from ("view the group"). */
export function ConsolidationMembers({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [group, setGroup] = useState<PackagesGroup | null | "failed">(null);

  useEffect(() => {
    if (!parcel.assemble) return;
    let live = true;
    api.consolidation(parcel._id).then(
      (answer) => live && setGroup(answer),
      () => live && setGroup("failed"),
    );
    return () => {
      live = false;
    };
  }, [api, parcel._id, parcel.assemble]);

  return (
    <section>
      <h3 className="ipf-detail-heading">{t("packages.group.title")}</h3>
      {!parcel.assemble ? (
        <p className={Classes.TEXT_MUTED}>{t("packages.group.none")}</p>
      ) : group === "failed" ? (
        <Callout intent="warning" compact>
          {t("packages.group.failed")}
        </Callout>
      ) : group === null ? (
        <p className={Classes.TEXT_MUTED}>
          <Spinner size={14} className="ipf-inline-spinner" /> {t("packages.group.loading")}
        </p>
      ) : (
        <ul className="ipf-group-members">
          {group.packages.map((member) => (
            <li key={member._id}>
              <code className="ipf-code">{member.packageId}</code> · {member.trackNumber} · {formatKg(member.weight)} ·{" "}
              {formatDimensions(member.length, member.width, member.height)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Delete a parcel: asks first, says what is lost, and needs a reason on
 * manage packages ('Please enter a reason for deleting'); the expired list
 * records its own reason.
 */
export function DeleteParcelDialog(props: {
  parcel: Parcel;
  expired?: boolean;
  onClose(): void;
  onStale(): void;
  onDone(): void;
}) {
  const { parcel, expired = false, onClose, onStale, onDone } = props;
  const { t } = useTranslation();
  const { api } = useSession();
  const message = useFieldMessage();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (expired) {
      await api.deleteExpiredParcel(parcel._id);
    } else {
      const check = checkDeleteReason(reason);
      if (!check.ok) {
        const text = check.error === "tooLarge" ? message("deleteReason", "tooLarge")! : t("packages.reasonRequired");
        setError(text);
        throw new DialogError(text);
      }
      setError(undefined);
      await api.deleteParcel(parcel._id, check.reason);
    }
    toast(t("packages.deleted"));
    onDone();
  };

  return (
    <ActionDialog
      isOpen
      title={t(expired ? "packages.expiredDeleteTitle" : "packages.deleteTitle", { code: parcel.packageId })}
      icon="trash"
      intent="danger"
      action={t("packages.deleteAction")}
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ deleteReason: t("packages.reasonLabel") }}
    >
      <p>
        {t("packages.deleteIntro", {
          code: parcel.packageId,
          track: parcel.trackNumber,
          customer: parcel.user?.fullName ?? "—",
        })}
      </p>
      <ul className="ipf-consequences" data-testid="delete-consequences">
        {deleteConsequences(parcel).map((key) => (
          <li key={key}>{t(`packages.${key as "lostLocker"}`)}</li>
        ))}
      </ul>
      {expired ? (
        <p className={Classes.TEXT_MUTED}>{t("packages.expiredDeleteReason")}</p>
      ) : (
        <FormGroup
          label={t("packages.reasonLabel")}
          labelFor="delete-reason"
          intent={error ? "danger" : "none"}
          helperText={error}
        >
          <TextArea
            id="delete-reason"
            fill
            autoFocus
            rows={3}
            maxLength={DELETE_REASON_MAX + 1}
            value={reason}
            placeholder={t("packages.reasonPlaceholder")}
            intent={error ? "danger" : "none"}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(undefined);
            }}
          />
        </FormGroup>
      )}
    </ActionDialog>
  );
}
