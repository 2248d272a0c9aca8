import { Callout, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerDetail } from "../../api/customers";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { customerMessage } from "./messages";
import { confirmsDeletion, deletionCheck, suspicionProblem } from "./rules";

interface CustomerDialogProps extends DialogProps {
  customer: CustomerDetail;
}

/** Marks the customer suspicious with a reason, or clears the mark. */
export function SuspicionDialog({ customer, onClose, onDone, onStale }: CustomerDialogProps) {
  const { api } = useSession();
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const clearing = customer.suspicious;
  const fieldLabels = { reason: t("customers.fields.reason") };

  const submit = async () => {
    if (clearing) {
      await api.setSuspicious(customer.id, { sus: false });
      toast(t("customers.cleared"));
      return onDone();
    }
    const bad = suspicionProblem(reason);
    setProblem(bad);
    if (bad) throw new DialogError(customerMessage(bad) ?? bad);
    await api.setSuspicious(customer.id, { sus: true, reason: reason.trim() });
    toast(t("customers.marked"));
    onDone();
  };

  return (
    <ActionDialog
      isOpen
      title={t(clearing ? "customers.clearTitle" : "customers.markTitle", { name: customer.fullName })}
      icon={clearing ? "tick-circle" : "warning-sign"}
      action={t(clearing ? "customers.clearSuspicious" : "customers.markSuspicious")}
      intent={clearing ? "primary" : "danger"}
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={fieldLabels}
    >
      {clearing ? (
        <>
          <p>{t("customers.clearIntro")}</p>
          <blockquote className="ipf-quote">{customer.suspicionReason ?? "—"}</blockquote>
        </>
      ) : (
        <>
          <p>{t("customers.markIntro")}</p>
          <FormGroup
            label={t("customers.reason")}
            labelFor="suspicion-reason"
            intent={problem ? "danger" : "none"}
            helperText={problem ? customerMessage(problem) : t("customers.reasonHelp")}
          >
            <TextArea
              id="suspicion-reason"
              fill
              autoFocus
              rows={4}
              value={reason}
              placeholder={t("customers.reasonPlaceholder")}
              intent={problem ? "danger" : "none"}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem) setProblem(suspicionProblem(event.target.value));
              }}
            />
          </FormGroup>
        </>
      )}
    </ActionDialog>
  );
}

/**
 * Deletes the customer after saying what is lost and what is kept, and only
 * once the operator types the customer's code; what stops a deletion
 * (parcels in progress, pending payments) is said before anything is sent.
 */
export function DeleteCustomerDialog({ customer, onClose, onDone, onStale }: CustomerDialogProps) {
  const { api } = useSession();
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const check = deletionCheck(customer);

  const submit = async () => {
    if (!confirmsDeletion(typed, customer.addressHash)) throw new DialogError(t("customers.deleteCodeMismatch"));
    await api.deleteCustomer(customer.id);
    onDone();
  };

  return (
    <ActionDialog
      isOpen
      title={t("customers.deleteTitle", { name: customer.fullName })}
      icon="trash"
      action={t("customers.deleteAction")}
      intent="danger"
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      disabled={!check.allowed}
      width={600}
    >
      {!check.allowed ? (
        <Callout intent="warning" icon="warning-sign" className="ipf-dialog-error" title={t("customers.deleteBlocked")}>
          <ul className="ipf-delete-list">
            {check.parcelsInProgress > 0 ? (
              <li>{t("customers.deleteBlockers.parcels", { count: check.parcelsInProgress })}</li>
            ) : null}
            {check.pendingPayments > 0 ? (
              <li>{t("customers.deleteBlockers.payments", { count: check.pendingPayments })}</li>
            ) : null}
          </ul>
        </Callout>
      ) : null}
      <p>
        <strong>{t("customers.deleteIntro")}</strong>
      </p>
      <ul className="ipf-delete-list">
        <li>{t("customers.deleteLost.identity")}</li>
        <li>{t("customers.deleteLost.addresses")}</li>
        <li>{t("customers.deleteLost.tickets")}</li>
        {customer.suspicious ? <li>{t("customers.deleteLost.suspicion")}</li> : null}
      </ul>
      <p className="bp6-text-muted">{t("customers.deleteKept", check.kept)}</p>
      <FormGroup label={t("customers.deleteConfirm", { code: customer.addressHash })} labelFor="delete-confirm">
        <InputGroup
          id="delete-confirm"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          disabled={!check.allowed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormGroup>
    </ActionDialog>
  );
}
