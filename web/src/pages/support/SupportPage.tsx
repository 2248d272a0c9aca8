import { createTicketRequestSchema, MAX_TICKET_ABOUT, type SupportTicket } from "@ipf/shared/schemas/support";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ApiError } from "../../api/error";
import { supportApi } from "../../api/support";
import { useLang, useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { useSubmit } from "../../ui/useSubmit";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormAlert, LongTextField } from "../../ui/Field";
import { labelsOf, schemaCheck, useFieldMessages } from "../../ui/useFieldMessages";
import { LoadNotice } from "../../ui/LoadNotice";
import { LockerHeading } from "../../ui/LockerHeading";
import { useLoad } from "../../ui/useLoad";

const PER_PAGE = 20;

const checkAbout = schemaCheck(createTicketRequestSchema.pick({ about: true }));

export function TicketStatus({ status }: { status: SupportTicket["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={status === "open" ? "badge badge-success" : "badge"}>
      {status === "open" ? t("support.open") : t("support.closed")}
    </span>
  );
}

/**
 * The new-ticket dialog. A customer holds one open ticket at a time: when
 * one is open (known from the list, or answered 409 OPEN_TICKET_EXISTS), the
 * dialog offers to go to it instead.
 */
function NewTicketDialog({ openTicket, onClose }: { openTicket: SupportTicket | null; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { fieldText } = useMessages();
  const [about, setAbout] = useState("");
  const messages = useFieldMessages({ about }, checkAbout, (name) => name === "about");
  const send = useSubmit(messages.place, { label: labelsOf({ about: t("support.about") }) });
  const [existing, setExisting] = useState<SupportTicket | null>(openTicket);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!messages.attempt()) return;
    await send.run(async () => {
      try {
        const answer = await supportApi.create({ about });
        navigate(to(`support/${answer.supportTicket._id}`));
      } catch (caught) {
        if (!(caught instanceof ApiError && caught.code === "OPEN_TICKET_EXISTS")) throw caught;
        setExisting((await supportApi.latest().catch(() => null))?.supportTicket ?? null);
      }
    });
  };

  if (existing?.status === "open") {
    return (
      <Dialog open onClose={onClose} title={t("support.openExists")}>
        <p dir="auto">{existing.title}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <Link to={to(`support/${existing._id}`)} className="btn btn-primary">
            {t("support.goToTicket")}
          </Link>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t("support.newTitle")}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {send.text !== null && <FormAlert>{send.text}</FormAlert>}
        <LongTextField
          label={t("support.about")}
          rows={4}
          value={about}
          maxChars={MAX_TICKET_ABOUT}
          error={fieldText(messages.of("about"))}
          onChange={(event) => setAbout(event.target.value)}
        />
        <DialogActions onCancel={onClose} label={t("support.create")} busy={send.busy} />
      </form>
    </Dialog>
  );
}

/** Support: the tickets with a +1 badge for an unread reply, and the new-ticket dialog. */
export function SupportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const version = useCustomerLive()?.supportVersion ?? 0;
  const list = useLoad((signal) => supportApi.tickets(0, PER_PAGE, signal), [version]);
  const [creating, setCreating] = useState(false);
  const tickets = list.data?.supportTickets ?? [];
  const openTicket = tickets.find((ticket) => ticket.status === "open") ?? null;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });

  return (
    <section className="container locker" aria-labelledby="support-title">
      <LockerHeading
        id="support-title"
        title={t("pages.support")}
        lead={t("support.lead")}
        addLabel={t("support.newTicket")}
        onAdd={() => setCreating(true)}
      />
      <LoadNotice load={list} empty={tickets.length === 0} emptyText={t("support.empty")} />
      <ul className="ticket-list">
        {tickets.map((ticket) => (
          <li key={ticket._id}>
            <Link to={to(`support/${ticket._id}`)} className="ticket-row card">
              <span className="ticket-title" dir="auto">
                {ticket.title}
              </span>
              <span className="ticket-meta">
                <TicketStatus status={ticket.status} />
                <time dateTime={ticket.createdAt}>{date.format(new Date(ticket.createdAt))}</time>
                {ticket.userNewMessage && (
                  <span className="badge badge-accent" title={t("support.newMessageLabel")}>
                    <bdi dir="ltr">{t("support.newMessage")}</bdi>
                    <span className="visually-hidden">{t("support.newMessageLabel")}</span>
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {creating && <NewTicketDialog openTicket={openTicket} onClose={() => setCreating(false)} />}
    </section>
  );
}

export { SupportPage as Component };
