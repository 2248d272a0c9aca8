import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { MAX_MESSAGE_LENGTH, MAX_TICKET_ABOUT } from "@ipf/shared/schemas/support";
import type { ShipmentProblem } from "@ipf/shared/schemas/shipment-problems";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { reasonText, ticketDraftOf } from "./rules";

/**
 * Write to the customer about a row's weightiest problem: the subject and
 * first message come written in the customer's language, naming the parcel
 * and the problem; staff may change them before sending.
 */
export function ProblemTicketDialog({ row, onClose, onDone, onStale }: DialogProps & { row: ShipmentProblem }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const draft = ticketDraftOf(row);
  const [about, setAbout] = useState(draft?.about ?? "");
  const [message, setMessage] = useState(draft?.message ?? "");
  const dir = row.user.language === "ar" ? "rtl" : "ltr";
  const reason = row.reasons[0];

  return (
    <ActionDialog
      isOpen
      title={t("shipmentProblems.ticketTitle", { name: row.user.fullName, code: row.packageId })}
      icon="chat"
      action={t("shipmentProblems.send")}
      width={680}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ about: t("shipmentProblems.about"), message: t("shipmentProblems.message") }}
      onSubmit={async () => {
        if (!draft) return;
        if (!about.trim() || !message.trim()) throw new DialogError(t("shipmentProblems.fillAll"));
        const answer = await api.openProblemTicket(row._id, { problem: draft.problem, about, message });
        toast(
          t(
            answer.newTicket
              ? "shipmentProblems.sent"
              : answer.created
                ? "shipmentProblems.added"
                : "shipmentProblems.existing",
          ),
        );
        onDone();
      }}
    >
      <p>
        <strong>{reason ? reasonText(t, reason, row.carrier.name) : null}</strong>
        {" · "}
        {t("shipmentProblems.ticketIntro")}
      </p>
      <p className="ipf-problem-language">
        {t("shipmentProblems.language", { language: t(`shipmentProblems.languages.${row.user.language}`) })}
      </p>
      <FormGroup
        label={t("shipmentProblems.about")}
        labelFor="ipf-problem-about"
        helperText={`${about.trim().length} / ${MAX_TICKET_ABOUT}`}
      >
        <InputGroup
          id="ipf-problem-about"
          dir={dir}
          value={about}
          onValueChange={setAbout}
          maxLength={MAX_TICKET_ABOUT}
        />
      </FormGroup>
      <FormGroup
        label={t("shipmentProblems.message")}
        labelFor="ipf-problem-message"
        helperText={`${message.trim().length} / ${MAX_MESSAGE_LENGTH}`}
      >
        <TextArea
          id="ipf-problem-message"
          dir={dir}
          fill
          rows={7}
          value={message}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormGroup>
    </ActionDialog>
  );
}
