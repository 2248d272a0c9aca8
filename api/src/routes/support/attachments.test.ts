import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { PASSWORD, makeCustomer, makeStaff } from "../../test/factories.js";
import { customerToken, makeTicket, pdfBytes, pngBytes, postForm, staffToken } from "../../test/factories-accounts.js";

/** Ticket attachments: who may read them, and files built to hurt. */
const app = await createTestApp();

async function ticketOfOwn() {
  const customer = await makeCustomer(app.db);
  const token = customerToken(app, customer);
  const ticket = await makeTicket(app.db, customer.id);
  return { customer, token, ticket };
}

const send = (token: string, ticketId: string, bytes: Buffer, name = "file.png", type = "image/png") =>
  postForm(app, "/api/users/support/send", { ticketId, message: "see file" }, { token, file: { bytes, name, type } });

/** A GET of `path` exactly as written. */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${app.url}${path}`, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.path = path;
    request.on("error", reject);
    request.end();
  });

/** Every stored file, by its path under /uploads/. */
const storedFiles = () => app.deps.storage.files.list("");

describe("#support attachments, who reads them", () => {
  it("serves a file only with the signed link of the ticket's answer, privately cached", async () => {
    const { token, ticket } = await ticketOfOwn();
    const res = await send(token, ticket.id, pdfBytes(), "invoice.pdf", "application/pdf");
    expect(res.status).toBe(200);
    const link: string = res.body.message.file;
    const bare = link.split("?")[0]!;

    const signed = await fetch(app.url + link);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(signed.headers.get("cache-control")!)![1])).toBeLessThanOrEqual(7200);

    expect((await fetch(app.url + bare)).status).toBe(404);
    expect((await fetch(`${app.url}${link.slice(0, -2)}xx`)).status).toBe(404);
    const expires = Number(/expires=(\d+)/.exec(link)![1]);
    expect((await fetch(app.url + link.replace(`expires=${expires}`, `expires=${expires + 3600}`))).status).toBe(404);
  });

  it("gives the link to the ticket's customer and to staff, not to another customer, and it expires", async () => {
    const { token, ticket } = await ticketOfOwn();
    await send(token, ticket.id, await pngBytes());
    const own = await app.request("POST", "/api/users/support/get", { token, body: { ticketId: ticket.id } });
    const link: string = own.body.ticket.messages[0].file;
    expect((await fetch(app.url + link)).status).toBe(200);

    const staff = staffToken(app, await makeStaff(app.db, { group_id: 4 }));
    const fetched = await app.request("POST", "/api/admins/support/fetch", {
      token: staff,
      body: { ticketId: ticket.id },
    });
    expect(fetched.status).toBe(200);
    expect((await fetch(app.url + fetched.body.ticket.messages[0].file)).status).toBe(200);

    const stranger = customerToken(app, await makeCustomer(app.db));
    const theirs = await app.request("POST", "/api/users/support/get", {
      token: stranger,
      body: { ticketId: ticket.id },
    });
    expect(theirs.status).toBe(404);

    // Three hours later the link is dead; a fresh answer carries a fresh one.
    app.setNow(new Date(Date.now() + 3 * 3600_000));
    try {
      expect((await fetch(app.url + link)).status).toBe(404);
      const again = await app.request("POST", "/api/users/support/get", { token, body: { ticketId: ticket.id } });
      expect((await fetch(app.url + again.body.ticket.messages[0].file)).status).toBe(200);
    } finally {
      app.setNow(new Date());
    }
  });
});

describe("#support attachments, how they open", () => {
  it("downloads a PDF under the name it was sent with (RFC 6266 and 5987), never opened inline", async () => {
    const { token, ticket } = await ticketOfOwn();
    // A PDF whose OpenAction would run a script in a viewer showing it inline.
    const scripted = pdfBytes(" /OpenAction << /S /JavaScript /JS (app.alert(1)) >>");
    const arabic = await send(token, ticket.id, scripted, "فاتورة الشحن.pdf", "application/pdf");
    expect(arabic.status).toBe(200);
    const pdf = await fetch(app.url + arabic.body.message.file);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // An ASCII stand-in for old clients, the exact name for the rest.
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="?????? ?????.pdf"; filename*=UTF-8''${encodeURIComponent("فاتورة الشحن.pdf")}`,
    );
    expect(pdf.headers.get("content-security-policy")).toContain("sandbox");

    const plain = await send(token, ticket.id, pdfBytes(), "C:\\Users\\me\\invoice 2026.pdf", "application/pdf");
    const named = await fetch(app.url + plain.body.message.file);
    expect(named.headers.get("content-disposition")).toBe('attachment; filename="invoice 2026.pdf"');
  });

  it("shows an image inline, embedded by our own pages only", async () => {
    const { token, ticket } = await ticketOfOwn();
    const res = await send(token, ticket.id, await pngBytes(), "photo.png");
    const image = await fetch(app.url + res.body.message.file);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("content-disposition")).toBeNull();
    expect(image.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});

describe("#support attachments, their names", () => {
  it("names each attachment in the thread, for the customer and for staff, as sent and made safe", async () => {
    const { token, ticket } = await ticketOfOwn();
    // The browser's path goes; the rest is the name as sent.
    const sent = await send(token, ticket.id, pdfBytes(), "C:\\fakepath\\invoice 2026.pdf", "application/pdf");
    expect(sent.status).toBe(200);
    expect(sent.body.message.fileName).toBe("invoice 2026.pdf");
    await send(token, ticket.id, await pngBytes(), `${"صورة ".repeat(60)}.png`);
    await app.db("support_messages").insert({ ticket_id: ticket.id, is_staff: false, body: "text only" });

    const own = await app.request("POST", "/api/users/support/get", { token, body: { ticketId: ticket.id } });
    const staff = staffToken(app, await makeStaff(app.db, { group_id: 2 }));
    const fetched = await app.request("POST", "/api/admins/support/fetch", {
      token: staff,
      body: { ticketId: ticket.id },
    });
    for (const thread of [own.body.ticket.messages, fetched.body.ticket.messages]) {
      const [pdf, image, text] = thread as { fileName: string | null; file: string | null }[];
      expect(pdf!.fileName).toBe("invoice 2026.pdf");
      expect([...image!.fileName!]).toHaveLength(255);
      expect(image!.fileName!.startsWith("صورة صورة")).toBe(true);
      expect(text).toMatchObject({ file: null, fileName: null });
    }
  });
});

describe("#support attachments, hostile files", () => {
  it("refuses an image of 49 megapixels (a few KB of PNG) with 413 IMAGE_TOO_LARGE, at once", async () => {
    const { token, ticket } = await ticketOfOwn();
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1_000_000);
    const started = performance.now();
    const res = await send(token, ticket.id, huge);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "IMAGE_TOO_LARGE", fields: { file: "imageTooLarge" } });
    expect(performance.now() - started).toBeLessThan(1000);
    const strip = await sharp({ create: { width: 20_000, height: 50, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await send(token, ticket.id, strip)).body.code).toBe("IMAGE_TOO_LARGE");
  });

  it("refuses HTML dressed as a PDF, and a PDF whose cross-reference points nowhere, as unreadable", async () => {
    const { token, ticket } = await ticketOfOwn();
    const unreadable = { code: "UNREADABLE_FILE", fields: { file: "pdfUnreadable" } };
    const html = Buffer.from("%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n%%EOF\n");
    const res = await send(token, ticket.id, html, "invoice.pdf", "application/pdf");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(unreadable);
    const good = pdfBytes();
    const broken = Buffer.from(good.toString("latin1").replace(/startxref\n\d+/, "startxref\n99999999"), "latin1");
    const brokenRes = await send(token, ticket.id, broken, "x.pdf", "application/pdf");
    expect(brokenRes.status).toBe(400);
    expect(brokenRes.body).toMatchObject(unreadable);
    const truncated = good.subarray(0, good.length - 20);
    const truncatedRes = await send(token, ticket.id, truncated, "x.pdf", "application/pdf");
    expect(truncatedRes.status).toBe(400);
    expect(truncatedRes.body).toMatchObject(unreadable);
    expect(await app.db("support_messages").where({ ticket_id: ticket.id })).toHaveLength(0);
  });

  it("re-encodes a polyglot image, so the HTML riding on it is never served", async () => {
    const { token, ticket } = await ticketOfOwn();
    const polyglot = Buffer.concat([await pngBytes(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const res = await send(token, ticket.id, polyglot, "page.html", "text/html");
    expect(res.status).toBe(200);
    expect(res.body.message.file).toMatch(/\.webp\?/);
    const served = await fetch(app.url + res.body.message.file);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).includes("<script>")).toBe(false);
  });

  it("refuses SVG, scripts and all, even named .png", async () => {
    const { token, ticket } = await ticketOfOwn();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const res = await send(token, ticket.id, svg, "logo.png", "image/png");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_FILE");
  });

  it("refuses a file of zero bytes as neither image nor PDF", async () => {
    const { token, ticket } = await ticketOfOwn();
    const res = await send(token, ticket.id, Buffer.alloc(0), "empty.png");
    expect(res.status).toBe(400);
    expect(await app.db("support_messages").where({ ticket_id: ticket.id })).toHaveLength(0);
  });

  it("ignores the name a file is sent with: no traversal, nothing outside the upload root", async () => {
    const { token, ticket } = await ticketOfOwn();
    const before = await storedFiles();
    const res = await send(token, ticket.id, await pngBytes(), "../../../../tmp/evil.png");
    expect(res.status).toBe(200);
    expect(res.body.message.file).toMatch(/^\/uploads\/support\/\d{4}-\d\d\/[0-9a-f-]{36}\.webp\?/);
    const added = (await storedFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^support\//);
    // Sent as written (fetch would resolve the dots itself).
    for (const path of ["/uploads/../../etc/passwd", "/uploads/%2e%2e/%2e%2e/etc/passwd", "/uploads/.pending/x"]) {
      const answer = await rawGet(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain("root:");
    }
  });
});

describe("#support attachments, many at once", () => {
  it("encodes a few uploads of one account at a time, refuses the rest with 429, and keeps sign-in fast", async () => {
    const { token, ticket } = await ticketOfOwn();
    // A 20-megapixel photo of noise: about as costly to decode as photos come.
    const noise = Buffer.alloc(5000 * 4000 * 3);
    for (let i = 0; i < noise.length; i += 4096) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 5000, height: 4000, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const someoneElse = await makeCustomer(app.db);
    const uploads = Array.from({ length: 9 }, () => send(token, ticket.id, photo, "photo.jpg", "image/jpeg"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const login = await app.request("POST", "/api/users/login", {
      body: { email: someoneElse.email, password: PASSWORD },
    });
    const loginMs = performance.now() - started;
    const answers = await Promise.all(uploads);
    expect(login.status).toBe(200);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body.code).toBe("UPLOADS_BUSY");
    // 4.5 s once (0.7 to 1.1 s in this test before the limits); about 0.15 s with them.
    expect(loginMs).toBeLessThan(1500);
  }, 60_000);
});
