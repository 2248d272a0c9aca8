import {
  Button,
  Callout,
  Card,
  FileInput,
  FormGroup,
  H4,
  NonIdealState,
  ProgressBar,
  Spinner,
  TextArea,
} from "@blueprintjs/core";
import type { SupportTicket } from "@ipf/shared/schemas/support";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { useLiveEvents } from "../../live/LiveProvider";
import { LiveTag } from "../../live/LiveTag";
import { useSession, useStaff } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { ActionDialog } from "../../ui/ActionDialog";
import { CustomerName } from "../../ui/CustomerCell";
import { formatDateTime } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { percent } from "../image-requests/rules";
import { asCustomer, TicketStatus } from "./TicketParts";
import { ThreadMessage } from "./ThreadMessage";
import { replyForm, replyProblem, SUPPORT_EVENTS, ticketActions, type ReplyProblem } from "./rules";
import "../../ui/parcel.css";
import "./support.css";
import { onCtrlEnter, SendButton } from "../../ui/shortcut";

type Loaded = { status: "loading" } | { status: "error"; code: string } | { status: "ready"; ticket: SupportTicket };

/**
 * support/{id}: the ticket, its customer, the thread and a reply box taking an
 * image or a PDF. The customer's messages arrive live; the reply reaches the
 * customer live too (API side).
 */
export function TicketPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { api } = useSession();
  const staff = useStaff();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [closing, setClosing] = useState(false);
  const latest = useRef(0);

  const load = useCallback(() => {
    const ticket = ++latest.current;
    api.supportTicket(id).then(
      (answer) => ticket === latest.current && setLoaded({ status: "ready", ticket: answer }),
      (error: unknown) =>
        ticket === latest.current &&
        // A reload that fails keeps the thread on screen; only a first load shows the error.
        setLoaded((current) =>
          current.status === "ready" && !(error instanceof ApiError && error.status === 404)
            ? current
            : { status: "error", code: error instanceof ApiError ? error.code : "INTERNAL" },
        ),
    );
  }, [api, id]);

  useEffect(() => {
    setLoaded({ status: "loading" });
    load();
  }, [load]);
  const connected = useLiveEvents(SUPPORT_EVENTS, load);

  const header = (title: string) => (
    <PageHeader icon="chat" title={title}>
      <LiveTag connected={connected} />
      <Button variant="outlined" icon="arrow-left" text={t("support.back")} onClick={() => navigate("/support")} />
    </PageHeader>
  );

  if (loaded.status !== "ready") {
    return (
      <>
        {header(t("areas.supportTicket"))}
        {loaded.status === "loading" ? (
          <NonIdealState icon={<Spinner size={32} />} title={t("support.loading")} />
        ) : (
          <NonIdealState
            icon={loaded.code === "NOT_FOUND" ? "search" : "error"}
            title={loaded.code === "NOT_FOUND" ? t("support.notFound") : t("support.loadFailed")}
            description={loaded.code === "NOT_FOUND" ? undefined : errorMessage(loaded.code)}
            action={
              loaded.code === "NOT_FOUND" ? undefined : (
                <Button icon="refresh" text={t("support.retry")} onClick={load} />
              )
            }
          />
        )}
      </>
    );
  }

  const ticket = loaded.ticket;
  const allowed = ticketActions(staff.groupId, ticket);

  const markRead = async () => {
    try {
      await api.markTicketRead(ticket._id);
      toast(t("support.updated"));
    } catch (error) {
      toast(errorMessage(error instanceof ApiError ? error.code : "INTERNAL"), "danger");
    }
    load();
  };

  return (
    <>
      {header(ticket.title)}
      <div className="ipf-ticket">
        <section className="ipf-ticket-main" aria-label={t("support.thread")}>
          <Thread ticket={ticket} />
          {allowed.reply ? (
            <ReplyBox ticketId={ticket._id} onSent={load} />
          ) : (
            <Callout icon="lock" className="ipf-ticket-closed">
              {t("support.closedNotice")}
            </Callout>
          )}
        </section>
        <aside className="ipf-ticket-side">
          <Card compact>
            <H4>{t("support.ticket")}</H4>
            <dl className="ipf-facts">
              <dt>{t("support.columns.status")}</dt>
              <dd>
                <TicketStatus status={ticket.status} />
              </dd>
              <dt>{t("support.opened")}</dt>
              <dd>{formatDateTime(ticket.createdAt)}</dd>
              <dt>{t("support.lastMessage")}</dt>
              <dd>{formatDateTime(ticket.lastMessageAt)}</dd>
            </dl>
            <div className="ipf-ticket-actions">
              <Button
                icon="eye-open"
                text={t("support.markRead")}
                disabled={!allowed.markRead}
                onClick={() => void markRead()}
              />
              <Button
                icon="lock"
                intent="danger"
                variant="outlined"
                text={t("support.closeAction")}
                disabled={!allowed.close}
                onClick={() => setClosing(true)}
              />
            </div>
          </Card>
          <Card compact>
            <H4>{t("support.customer")}</H4>
            <dl className="ipf-facts">
              <dt>{t("support.fullName")}</dt>
              <dd>
                <CustomerName user={asCustomer(ticket.user)} />
              </dd>
              <dt>{t("support.email")}</dt>
              <dd className="ipf-break">{ticket.user.email}</dd>
              <dt>{t("support.phone")}</dt>
              <dd>{ticket.user.phone}</dd>
              <dt>{t("support.addressCode")}</dt>
              <dd>
                <code className="ipf-code">{ticket.user.addressHash}</code>
              </dd>
            </dl>
          </Card>
        </aside>
      </div>

      <ActionDialog
        isOpen={closing}
        title={t("support.closeTitle", { title: ticket.title })}
        icon="lock"
        intent="danger"
        action={t("support.closeAction")}
        onClose={() => setClosing(false)}
        onStale={load}
        onSubmit={async () => {
          await api.closeTicket(ticket._id);
          toast(t("support.updated"));
          setClosing(false);
          load();
        }}
      >
        <p>{t("support.closeText")}</p>
      </ActionDialog>
    </>
  );
}

function Thread({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const count = ticket.messages?.length ?? 0;
  // The newest message in view, on opening and when one arrives. Braces: newer browsers answer
  // scrollIntoView with a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [count]);

  if (!count) return <p className="ipf-thread ipf-thread-empty">{t("support.noMessages")}</p>;
  return (
    <ol className="ipf-thread">
      {ticket.messages!.map((message) => (
        <ThreadMessage key={message._id} message={message} customer={ticket.user.fullName} />
      ))}
      <li ref={end} aria-hidden className="ipf-thread-end" />
    </ol>
  );
}

const PROBLEM_TEXT: Record<NonNullable<ReplyProblem>, string> = {
  fileType: "support.fileType",
  fileSize: "support.fileSize",
  emptyMessage: "support.emptyMessage",
  messageTooLong: "support.messageTooLong",
};

/** What a refused reply means here: the attachment rules have their own words. */
function replyFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage("INTERNAL");
  if (error.code === "INVALID_FILE") return PROBLEM_TEXT.fileType;
  if (error.code === "PAYLOAD_TOO_LARGE") return PROBLEM_TEXT.fileSize;
  if (error.code === "TICKET_CLOSED") return "support.ticketClosedMeanwhile";
  if (error.code === "VALIDATION" && error.fields?.message === "emptyMessage") return PROBLEM_TEXT.emptyMessage;
  if (error.code === "VALIDATION" && error.fields?.message === "tooLong") return PROBLEM_TEXT.messageTooLong;
  return errorMessage(error.code);
}

function ReplyBox({ ticketId, onSent }: { ticketId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (progress !== null) return;
    const local = replyProblem(message, file);
    if (local) return setProblem(t(PROBLEM_TEXT[local] as "support.fileType"));
    setProblem(null);
    setProgress(0);
    try {
      await api.sendReply(replyForm(ticketId, message, file), file ? setProgress : undefined);
      setMessage("");
      setFile(null);
      setFileKey((key) => key + 1);
      toast(t("support.sent"));
    } catch (error) {
      const text = replyFailure(error);
      setProblem(text.startsWith("support.") ? t(text as "support.fileType") : text);
    } finally {
      setProgress(null);
      onSent();
    }
  };

  return (
    <form className="ipf-reply" onSubmit={send} noValidate onKeyDown={onCtrlEnter(() => void send())}>
      {problem ? (
        <Callout intent="danger" icon="error" role="alert" className="ipf-reply-error">
          {problem}
        </Callout>
      ) : null}
      <FormGroup label={t("support.reply")} labelFor="ipf-reply-text">
        <TextArea
          id="ipf-reply-text"
          fill
          rows={3}
          value={message}
          placeholder={t("support.replyPlaceholder")}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormGroup>
      <div className="ipf-reply-bar">
        <FileInput
          key={fileKey}
          className="ipf-reply-file"
          text={file ? file.name : t("support.attach")}
          buttonText={t("support.browse")}
          hasSelection={file !== null}
          inputProps={{ accept: "image/*,application/pdf,.pdf", "aria-label": t("support.attach") }}
          onInputChange={(event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0] ?? null;
            setFile(chosen);
            setProblem(null);
          }}
        />
        {file ? (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t("support.removeFile")}
            title={t("support.removeFile")}
            onClick={() => {
              setFile(null);
              setFileKey((key) => key + 1);
            }}
          />
        ) : null}
        <span className="ipf-reply-spacer" />
        {progress !== null && file ? (
          <div className="ipf-reply-progress" aria-live="polite">
            <span>{t("support.sending", { percent: percent(progress) })}</span>
            <ProgressBar value={progress} intent="primary" stripes={false} />
          </div>
        ) : null}
        <SendButton icon="send-message" text={t("support.send")} loading={progress !== null} />
      </div>
    </form>
  );
}
