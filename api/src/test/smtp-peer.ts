import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: string;
  messageId: string;
}

export interface SmtpPeer {
  url: string;
  mails: ReceivedMail[];
  next(): Promise<ReceivedMail>;
  /** Answers the next `count` messages with a temporary failure (451), as a busy server does. */
  refuseNext(count?: number): void;
  /** Never answers the next `count` messages: the sender waits, as on a hung server. */
  holdNext(count?: number): void;
  /** How many messages are held so far. */
  held(): number;
}

/**
 * A real SMTP server on 127.0.0.1 for the mail path's tests: it accepts
 * every message and decodes what nodemailer sends (RFC 2047 subjects,
 * multipart/alternative, quoted-printable or base64 parts).
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  let refusing = 0;
  let holding = 0;
  let held = 0;
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusing > 0) {
          refusing--;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        if (holding > 0) {
          holding--;
          held++;
          return;
        }
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        mails.push({
          ...mail,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  // A sender that dies mid-message (the crash test kills API instances) resets its socket; the
  // server reports that as an error event, which unheard would end the test run. Anything else
  // still does.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
    throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext(count = 1) {
      refusing = count;
    },
    holdNext(count = 1) {
      holding = count;
    },
    held: () => held,
    async next() {
      const deadline = Date.now() + 5000;
      while (taken >= mails.length) {
        if (Date.now() > deadline) throw new Error("no e-mail reached the SMTP peer");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 250);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mails[taken++]!;
    },
  };
}

function splitHead(part: string): { head: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  return at < 0
    ? { head: part, body: "" }
    : { head: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, "") };
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
}

function decodeWords(value: string): string {
  const decoded = value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
  // Whitespace between two encoded words is not part of the text.
  return decoded;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

function decodeBody(head: string, body: string): string {
  const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string): Omit<ReceivedMail, "from" | "to"> {
  const { head, body } = splitHead(raw);
  const subject = decodeWords(header(head, "Subject").replace(/\?=\s+=\?/g, "?==?"));
  const type = header(head, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  let text = "";
  let html = "";
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { head: partHead, body: partBody } = splitHead(part.replace(/^\r?\n/, ""));
    const partType = header(partHead, "Content-Type").toLowerCase();
    if (partType.startsWith("text/plain")) text = decodeBody(partHead, partBody).trim();
    if (partType.startsWith("text/html")) html = decodeBody(partHead, partBody).trim();
  }
  return { subject, text, html, headers: head, messageId: header(head, "Message-ID") };
}
