import { MAX_MESSAGE_LENGTH, sendMessageFormSchema } from "@ipf/shared/schemas/support";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { supportApi } from "../../api/support";
import { useLang, useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { FileButton } from "../../ui/FileButton";
import { FormAlert, LongTextField } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { labelsOf, schemaCheck, useFieldMessages } from "../../ui/useFieldMessages";
import { useLoad } from "../../ui/useLoad";
import { useSubmit, type PlaceFields } from "../../ui/useSubmit";
import { checkAttachment, prepareAttachment, type AttachmentProblem } from "./attachment";
import { TicketStatus } from "./SupportPage";
import { ThreadMessage } from "./ThreadMessage";

type Sending = { phase: "converting" } | { phase: "uploading"; share: number } | null;

/** Why the chosen file cannot go: found when it was picked, or the server's field message for it. */
type FileRefusal = { picked: AttachmentProblem } | { server: string };

const checkMessage = schemaCheck(sendMessageFormSchema.pick({ message: true }));

/**
 * One ticket: subject, status, date, the thread (staff and customer in their
 * own colours, attachments as links), and the message box with one
 * attachment, a photo converted to WebP before upload. A file is checked when
 * it is picked, by the API's rule: one refused stays shown with the reason,
 * and the message is not sent until it is removed or replaced.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const { ticketId = "" } = useParams();
  const { errorText, fieldText } = useMessages();
  const version = useCustomerLive()?.supportVersion ?? 0;
  const ticket = useLoad(
    (signal) => supportApi.get(ticketId, signal).then((answer) => answer.ticket),
    [ticketId, version],
  );
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  // Bumped when a send is refused for the file, so the reason is announced again.
  const [blocked, setBlocked] = useState(0);
  const [empty, setEmpty] = useState(false);
  const [sending, setSending] = useState<Sending>(null);
  const check = useRef<Promise<AttachmentProblem | null> | null>(null);
  const messages = useFieldMessages({ message }, checkMessage, (name) => name === "message");
  const place: PlaceFields = (fields) => {
    const { file: fileMessage, ...rest } = fields;
    if (fileMessage) setRefusal({ server: fileMessage });
    return messages.place(rest);
  };
  const reply = useSubmit(place, { label: labelsOf({ message: t("support.message") }) });
  const thread = useRef<HTMLOListElement>(null);
  const fileErrorId = useId();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const entries = ticket.data?.messages ?? [];

  useEffect(() => {
    thread.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [entries.length]);

  const pick = (picked: File | undefined) => {
    reply.clear();
    setRefusal(null);
    setFile(picked ?? null);
    if (!picked) {
      check.current = null;
      return;
    }
    setEmpty(false);
    const checking = checkAttachment(picked);
    check.current = checking;
    void checking.then((problem) => {
      // A file picked meanwhile has its own check.
      if (check.current === checking && problem) setRefusal({ picked: problem });
    });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() && !file) return setEmpty(true);
    setEmpty(false);
    // Both checks speak at once: the message's length and the file.
    const ready = messages.attempt();
    const problem = file ? await check.current : null;
    if (problem) setRefusal({ picked: problem });
    if (problem || refusal) return setBlocked((count) => count + 1);
    if (!ready) return;
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
        check.current = null;
        ticket.reload();
      } finally {
        setSending(null);
      }
    });
  };

  const fileError = refusal && ("picked" in refusal ? t(`support.${refusal.picked}`) : fieldText(refusal.server));
  const messageError = empty ? t("support.emptyMessage") : fieldText(messages.of("message"));

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
            {entries.map((entry) => (
              <ThreadMessage key={entry._id} entry={entry} when={when} />
            ))}
          </ol>
          {current.status === "closed" ? (
            <p className="alert alert-info">{t("support.closedNote")}</p>
          ) : (
            <form className="form card reply" noValidate onSubmit={(event) => void send(event)}>
              {reply.text !== null && <FormAlert>{reply.text}</FormAlert>}
              <LongTextField
                label={t("support.message")}
                value={message}
                maxChars={MAX_MESSAGE_LENGTH}
                error={messageError}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setEmpty(false);
                }}
              />
              <div className="reply-actions">
                <FileButton
                  label={t("support.attach")}
                  removeLabel={t("support.removeFile")}
                  accept="image/*,application/pdf"
                  file={file}
                  onPick={pick}
                  invalid={fileError ? true : undefined}
                  describedBy={fileError ? fileErrorId : undefined}
                />
                <button type="submit" className="btn btn-primary" disabled={sending !== null}>
                  {t("support.send")}
                </button>
              </div>
              {fileError && (
                <p key={blocked} id={fileErrorId} role="alert" className="field-error">
                  {fileError}
                  <br />
                  {t("support.fileBlocks")}
                </p>
              )}
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
