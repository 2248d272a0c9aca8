import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { supportApi } from "../../api/support";
import { useLang, useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { FileButton } from "../../ui/FileButton";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { useLoad } from "../../ui/useLoad";
import { useSubmit } from "../../ui/useSubmit";
import { checkAttachment, prepareAttachment, type AttachmentProblem } from "./attachment";
import { TicketStatus } from "./SupportPage";
import { ThreadMessage } from "./ThreadMessage";

type Sending = { phase: "converting" } | { phase: "uploading"; share: number } | null;

/**
 * One ticket: subject, status, date, the thread (staff and customer in their
 * own colours, attachments as links), and the message box with one
 * attachment, a photo converted to WebP before upload.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const { ticketId = "" } = useParams();
  const { errorText } = useMessages();
  const version = useCustomerLive()?.supportVersion ?? 0;
  const ticket = useLoad(
    (signal) => supportApi.get(ticketId, signal).then((answer) => answer.ticket),
    [ticketId, version],
  );
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<AttachmentProblem | "emptyMessage" | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const reply = useSubmit();
  const thread = useRef<HTMLOListElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const messages = ticket.data?.messages ?? [];

  useEffect(() => {
    thread.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages.length]);

  const pick = (picked: File | undefined) => {
    reply.clear();
    if (!picked) return setFile(null);
    const found = checkAttachment(picked);
    setProblem(found);
    setFile(found ? null : picked);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() && !file) return setProblem("emptyMessage");
    setProblem(null);
    await reply.run(async () => {
      try {
        let upload: File | null = file;
        if (file) {
          setSending({ phase: "converting" });
          upload = await prepareAttachment(file);
        }
        setSending({ phase: "uploading", share: 0 });
        await supportApi.send({ ticketId, message }, upload, (share) => setSending({ phase: "uploading", share }));
        setMessage("");
        setFile(null);
        ticket.reload();
      } finally {
        setSending(null);
      }
    });
  };

  const current = ticket.data;
  return (
    <section className="container locker ticket-page" aria-labelledby="ticket-title">
      <Link to={to("support")} className="text-link back-link">
        <Icon name="arrow" flip className="icon-back" />
        {t("support.back")}
      </Link>
      {ticket.state === "failed" && <FormAlert>{errorText(ticket.error)}</FormAlert>}
      {current && (
        <>
          <header className="ticket-head">
            <h1 id="ticket-title" dir="auto">
              {current.title}
            </h1>
            <p className="ticket-meta">
              <TicketStatus status={current.status} />
              <time dateTime={current.createdAt}>{when.format(new Date(current.createdAt))}</time>
            </p>
          </header>
          <h2 className="visually-hidden">{t("support.thread")}</h2>
          <ol className="thread" ref={thread}>
            {messages.map((entry) => (
              <ThreadMessage key={entry._id} entry={entry} when={when} />
            ))}
          </ol>
          {current.status === "closed" ? (
            <p className="alert alert-info">{t("support.closedNote")}</p>
          ) : (
            <form className="form card reply" noValidate onSubmit={(event) => void send(event)}>
              {reply.text !== null && <FormAlert>{reply.text}</FormAlert>}
              {problem && (
                <p role="alert" className="alert alert-warning">
                  {t(`support.${problem}`)}
                </p>
              )}
              <div className="field">
                <label>
                  {t("support.message")}
                  <textarea rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
                </label>
              </div>
              <div className="reply-actions">
                <FileButton
                  label={t("support.attach")}
                  removeLabel={t("support.removeFile")}
                  accept="image/*,application/pdf"
                  file={file}
                  onPick={pick}
                />
                <button type="submit" className="btn btn-primary" disabled={sending !== null}>
                  {t("support.send")}
                </button>
              </div>
              <p className="field-hint">{t("support.attachHint")}</p>
              {sending && (
                <div className="upload-progress">
                  <progress
                    max={1}
                    value={sending.phase === "uploading" ? sending.share : undefined}
                    aria-label={
                      sending.phase === "converting"
                        ? t("support.converting")
                        : t("support.sending", { percent: Math.round(sending.share * 100) })
                    }
                  />
                  <span role="status">
                    {sending.phase === "converting"
                      ? t("support.converting")
                      : t("support.sending", { percent: Math.round(sending.share * 100) })}
                  </span>
                </div>
              )}
            </form>
          )}
        </>
      )}
    </section>
  );
}

export { TicketPage as Component };
