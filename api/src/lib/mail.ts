import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "@ipf/db";
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

/**
 * Every message is written to the `email_outbox` table first, inside the
 * caller's transaction when there is one, so a rolled-back request sends
 * nothing. With SMTP_URL set, `flush()` hands pending messages to the SMTP
 * server; without it they stay 'stored', readable at /dev/mailbox outside
 * production.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
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
    return Number(row.id);
  }

  /** Sends what is pending; safe to run from several instances at once. */
  async flush(limit = 20): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let sent = 0;
    for (let i = 0; i < limit; i++) {
      const done = await this.db.transaction(async (trx) => {
        const row = await trx("email_outbox")
          .where({ status: "pending" })
          .andWhere("attempts", "<", 5)
          .orderBy("id")
          .forUpdate()
          .skipLocked()
          .first();
        if (!row) return false;
        try {
          await transport.sendMail({
            from: this.from,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body ?? undefined,
          });
          await trx("email_outbox")
            .where({ id: row.id })
            .update({ status: "sent", sent_at: trx.fn.now(), attempts: row.attempts + 1 });
          sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          this.log.warn({ err: error, outboxId: row.id, attempts }, "mail delivery failed");
          await trx("email_outbox")
            .where({ id: row.id })
            .update({ attempts, last_error: String(error), status: attempts >= 5 ? "failed" : "pending" });
        }
        return true;
      });
      if (!done) break;
    }
    return sent;
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
