import { Button, FormGroup, TextArea } from "@blueprintjs/core";
import { MAX_TICKET_ABOUT } from "@ipf/shared/schemas/support";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import type { CustomerOption } from "../../api/intake";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { CustomerPicker } from "../intake/CustomerPicker";
import { newTicketProblem } from "./rules";

/**
 * New Ticket: a description and a customer found by name, e-mail or address
 * code. A customer with an open ticket already is offered that ticket instead
 * (one open ticket per customer).
 */
export function NewTicketDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (ticketId: string) => void;
  onShowOpen: (customerCode: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [about, setAbout] = useState("");
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [existing, setExisting] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const search = useCallback((query: string) => api.searchCustomers(query), [api]);

  const close = () => {
    setAbout("");
    setCustomer(null);
    setExisting(null);
    props.onClose();
  };

  return (
    <ActionDialog
      isOpen={props.isOpen}
      title={t("support.newTicketTitle")}
      icon="add"
      action={t("support.createAction")}
      width={620}
      onClose={close}
      fieldLabels={{ about: t("support.about"), userId: t("support.customer") }}
      onSubmit={async () => {
        setExisting(null);
        const problem = newTicketProblem(about, customer?.id ?? null);
        if (problem) throw new DialogError(t(problem === "tooLong" ? "support.aboutTooLong" : "support.fillAllFields"));
        try {
          const { supportTicket } = await api.createTicket({ about: about.trim(), userId: customer!.id });
          toast(t("support.created"));
          setAbout("");
          setCustomer(null);
          props.onCreated(supportTicket._id);
        } catch (error) {
          if (error instanceof ApiError && error.code === "OPEN_TICKET_EXISTS") {
            setExisting(customer!.customerCode);
            throw new DialogError(t("support.openTicketExists"));
          }
          throw error;
        }
      }}
      extraActions={
        existing ? (
          <Button icon="arrow-right" text={t("support.showOpenTicket")} onClick={() => props.onShowOpen(existing)} />
        ) : null
      }
    >
      <p>{t("support.newTicketIntro")}</p>
      <CustomerPicker
        value={customer}
        onChange={(next) => {
          setCustomer(next);
          setExisting(null);
        }}
        search={search}
        inputRef={picker}
        onPicked={() => document.getElementById("ipf-ticket-about")?.focus()}
      />
      <FormGroup
        label={t("support.about")}
        labelFor="ipf-ticket-about"
        helperText={`${about.trim().length} / ${MAX_TICKET_ABOUT}`}
      >
        <TextArea
          id="ipf-ticket-about"
          fill
          rows={3}
          value={about}
          placeholder={t("support.aboutPlaceholder")}
          onChange={(event) => setAbout(event.target.value)}
        />
      </FormGroup>
    </ActionDialog>
  );
}
