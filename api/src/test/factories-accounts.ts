import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Db } from "@ipf/db";

import { customerToken, staffToken, makeWarehouse } from "./factories.js";
import { type TestApp, type TestResponse, sendFormData } from "./harness.js";

/** Factories and helpers of the account, address-book and support tests. */

export { customerToken, staffToken, makeWarehouse };

/** The code of the newest e-mail to `email` (its subject carries it). */
export async function codeSentTo(app: TestApp, email: string): Promise<string> {
  const mail = await app.db("email_outbox").where({ to_address: email }).orderBy("id", "desc").first();
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

export async function makeAlert(
  db: Db,
  fields: { customer_id?: string | null; cleared?: boolean; created_at?: Date; alert_code?: string } = {},
) {
  const [row] = await db("alerts")
    .insert({
      alert_code: fields.alert_code ?? `alert-${randomBytes(4).toString("hex")}`,
      type: "warning",
      text: JSON.stringify({ en: "Heads up", ar: "تنبيه", fr: "Attention" }),
      customer_id: fields.customer_id ?? null,
      cleared: fields.cleared ?? false,
      cleared_at: fields.cleared ? new Date() : null,
      created_at: fields.created_at ?? new Date(),
    })
    .returning("*");
  return row as { id: string; alert_code: string };
}

export async function makeTicket(
  db: Db,
  customerId: string,
  fields: { status?: "open" | "closed"; title?: string; created_at?: Date; customer_has_new?: boolean } = {},
) {
  const closed = fields.status === "closed";
  const [row] = await db("support_tickets")
    .insert({
      customer_id: customerId,
      title: fields.title ?? "Where is my parcel?",
      status: fields.status ?? "open",
      closed_at: closed ? new Date() : null,
      customer_has_new: fields.customer_has_new ?? false,
      created_at: fields.created_at ?? new Date(),
    })
    .returning("*");
  return row as { id: string };
}

/** A small real PNG, for uploads. */
export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
}

/** A small well-formed PDF: one empty page, its cross-reference table at the offsets it names. */
export function pdfBytes(content = ""): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>${content}`,
  ];
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, "latin1"));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, "latin1");
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

export const PDF_BYTES = pdfBytes();

/** A valid shipping address for `addresses/add`. */
export const ADDRESS = {
  name: "Amina Benali",
  country: "fr",
  city: "Lyon",
  zip: "69001",
  addressLineOne: "3 place Bellecour",
  phone: "+33 6 12 34 56 78",
};

/** A multipart request, as the site's forms send them. */
export async function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  options: { token?: string; file?: { bytes: Buffer; name: string; type: string } } = {},
): Promise<TestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (options.file) {
    form.append("file", new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type }), options.file.name);
  }
  return sendFormData(app, "POST", path, form, options.token);
}
