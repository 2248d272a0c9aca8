import { describe, expect, it } from "vitest";
import { createJobQueue } from "./lib/jobs.js";
import { createLogger } from "./lib/logger.js";
import { Mailer } from "./lib/mail.js";
import { startInstances } from "./test/instances.js";
import { startSmtpPeer } from "./test/smtp-peer.js";
import { until } from "./test/until.js";

// Two API processes on one database, each with a job worker of two: background work runs once
// among them, and goes on when one of them dies.
const smtp = await startSmtpPeer();
const cluster = await startInstances(2, { SMTP_URL: smtp.url, JOBS_CONCURRENCY: "2" });
const { db } = cluster;
// Messages are queued as any request queues them: a row and its job, in one transaction.
const mailer = new Mailer(db, createLogger("silent"), createJobQueue(db), { smtpUrl: smtp.url, from: "t@ipf.test" });

const queueMails = (count: number, tag: string) =>
  db.transaction(async (trx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(await mailer.queue({ to: `c${i}@example.com`, subject: `${tag} ${i}`, text: "Hello" }, trx));
    }
    return ids;
  });

const received = (tag: string) => smtp.mails.filter((mail) => mail.subject.startsWith(`${tag} `));
const outbox = (ids: number[]) => db("email_outbox").whereIn("id", ids).orderBy("id");

describe("background jobs on several instances", () => {
  it("delivers each queued e-mail once, whichever instance sends it", async () => {
    const ids = await queueMails(40, "once");
    await until("40 e-mails", async () => (received("once").length >= 40 ? true : undefined));
    // Time for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = received("once");
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(40);
    const rows = await outbox(ids);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ["sent", 1]));
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(40);
    const jobs = await db("graphile_worker.jobs").where("task_identifier", "mail:send");
    expect(jobs).toEqual([]);
  });

  it("tries a refused e-mail again after a delay, and delivers it once", async () => {
    smtp.refuseNext(1);
    const queuedAt = Date.now();
    const [id] = await queueMails(1, "retry");
    const row = await until("the retry", async () => {
      const found = await db("email_outbox").where({ id }).first();
      return found.status === "sent" ? found : undefined;
    });
    expect(row.attempts).toBe(2);
    expect(row.last_error).toMatch(/Try again later/);
    // graphile-worker waits e^1 seconds after a first failure.
    expect(Date.now() - queuedAt).toBeGreaterThan(2500);
    expect(received("retry")).toHaveLength(1);
  });

  it("gives a job held by an instance that dies to the other one", async () => {
    smtp.holdNext(1);
    const [id] = await queueMails(1, "orphan");
    await until("an instance sending", async () => (smtp.held() === 1 ? true : undefined));
    const job = await db("graphile_worker.jobs as j")
      .join("job_worker_pools as p", "p.pool_id", "j.locked_by")
      .where("j.key", `mail:${id}`)
      .first("p.instance");
    const pid = Number(/^ipf-jobs\.(\d+)\./.exec(String(job?.instance))?.[1]);
    const [holder, other] = cluster.instances[0]!.pid === pid ? cluster.instances : [...cluster.instances].reverse();
    expect(holder!.pid).toBe(pid);

    await holder!.kill("SIGKILL");
    const row = await until("the other instance to send it", async () => {
      const found = await db("email_outbox").where({ id }).first();
      return found.status === "sent" ? found : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(received("orphan")).toHaveLength(1);
    expect((await other!.request("GET", "/api/health")).status).toBe(200);
  });
});
