import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "@ipf/db";
import type { JobQueue } from "./jobs.js";
import type { Logger } from "./logger.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: string;
}

/** The job that hands one outbox message to SMTP. */
export const SEND_MAIL_TASK = "mail:send";
/** Attempts per message, the first included; graphile-worker waits e^n seconds after the n-th failure. */
export const MAIL_ATTEMPTS = 5;

/**
 * Every message is written to the `email_outbox` table first, inside the
 * caller's transaction when there is one, so a rolled-back request sends
 * nothing. With SMTP_URL set, the same transaction adds a job that sends it
 * (`send`), retried with growing delays; without it messages stay 'stored',
 * readable at /dev/mailbox outside production.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly jobs: JobQueue,
    options: { smtpUrl: string | undefined; from: string },
  ) {
    this.from = options.from;
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  private readonly from: string;

  get delivers(): boolean {
    return this.transport !== undefined;
  }

  async queue(message: MailMessage, trx: Db = this.db): Promise<number> {
    const [row] = await trx("email_outbox")
      .insert({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        status: this.transport ? "pending" : "stored",
      })
      .returning("id");
    const id = Number(row.id);
    if (this.transport) await this.schedule(id, trx);
    return id;
  }

  private schedule(id: number, trx: Db = this.db): Promise<void> {
    return this.jobs.add(SEND_MAIL_TASK, { id }, { trx, jobKey: `mail:${id}`, maxAttempts: MAIL_ATTEMPTS });
  }

  /**
   * Sends one pending message, holding its row locked until it is marked
   * sent, so that two workers never both send it. A failure is recorded on
   * the row (the last attempt marks it failed) and thrown for the job to be
   * tried again.
   */
  async send(id: number): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    const failure = await this.db.transaction(async (trx) => {
      const row = await trx("email_outbox").where({ id }).forUpdate().first();
      if (!row || row.status !== "pending") return undefined;
      try {
        await transport.sendMail({
          from: this.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          // One id per outbox row: should a message ever go out twice (a crash between the
          // server's answer and our commit), the receiving side sees the same message.
          messageId: `<outbox-${row.id}.${new Date(row.created_at).getTime()}@ipf.mail>`,
        });
        await trx("email_outbox")
          .where({ id })
          .update({ status: "sent", sent_at: trx.fn.now(), attempts: row.attempts + 1 });
        return undefined;
      } catch (error) {
        const attempts = row.attempts + 1;
        this.log.warn({ err: error, outboxId: id, attempts }, "mail delivery failed");
        await trx("email_outbox")
          .where({ id })
          .update({ attempts, last_error: String(error), status: attempts >= MAIL_ATTEMPTS ? "failed" : "pending" });
        return attempts >= MAIL_ATTEMPTS ? undefined : error;
      }
    });
    if (failure) throw failure;
  }

  /**
   * Queues a job again for messages still pending a minute after they were
   * written (written before jobs existed, or whose job was lost); a job
   * already waiting is kept. Answers how many.
   */
  async requeuePending(limit = 500): Promise<number> {
    const rows = (await this.db("email_outbox")
      .where({ status: "pending" })
      .andWhere("attempts", "<", MAIL_ATTEMPTS)
      .andWhere("created_at", "<", this.db.raw("now() - interval '1 minute'"))
      .orderBy("id")
      .limit(limit)
      .select("id")) as { id: string }[];
    for (const row of rows) await this.schedule(Number(row.id));
    return rows.length;
  }

  async latest(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db("email_outbox").orderBy("id", "desc").limit(limit);
    return rows.map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  close(): void {
    this.transport?.close();
  }
}
