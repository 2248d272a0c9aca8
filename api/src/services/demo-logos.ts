import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { DEMO_LOGO_FOLDER, type Db } from "@ipf/db";
import type { FileStore } from "../lib/storage.js";

/** The face of the wordmarks: Vazirmatn Bold (its Latin), shipped with the API for the invoices. */
const FONT_FILE = join(
  dirname(createRequire(import.meta.url).resolve("vazirmatn/package.json")),
  "fonts",
  "ttf",
  "Vazirmatn-Bold.ttf",
);
/** Plain, calm inks, none of them a real carrier's colours. */
const INKS = ["#0f5c73", "#2f4858", "#1d6b4f", "#3b4a8c", "#51606f"];
const SIDE = 256;

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** The same ink for the same name, whichever warehouse's carrier it is. */
function inkOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return INKS[hash % INKS.length]!;
}

/**
 * A wordmark of a carrier's own name, in a plain face and one colour: its
 * first word large, the rest in small capitals under it, on a white square
 * (the size the site's logo boxes show, twice over for sharp screens).
 */
export async function wordmark(name: string): Promise<Buffer> {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  const ink = inkOf(name);
  const tail = rest.length
    ? `\n<span foreground="${ink}" size="11264" letter_spacing="1024">${escape(rest.join(" ").toUpperCase())}</span>`
    : "";
  const text = await sharp({
    text: {
      text: `<span foreground="${ink}" size="24576">${escape(first)}</span>${tail}`,
      font: "Vazirmatn Bold",
      fontfile: FONT_FILE,
      width: SIDE - 40,
      height: SIDE - 116,
      align: "centre",
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return sharp({ create: { width: SIDE, height: SIDE, channels: 4, background: "#ffffff" } })
    .composite([
      {
        input: text.data,
        left: Math.round((SIDE - text.info.width) / 2),
        top: Math.round((SIDE - text.info.height) / 2),
      },
    ])
    .webp({ quality: 90 })
    .toBuffer();
}

/**
 * The demo data names its carriers' logos under logos/demo/; outside
 * production this draws the missing ones (a wordmark of each carrier's
 * name), so the calculator and the pay dialog show logos rather than
 * initials. Answers how many it drew.
 */
export async function drawDemoLogos(db: Db, files: FileStore): Promise<number> {
  const rows = (await db("carriers")
    .where("logo_path", "like", `${DEMO_LOGO_FOLDER}%`)
    .select("logo_path", "name")) as { logo_path: string; name: string }[];
  let drawn = 0;
  for (const row of rows) {
    if (await files.stat(row.logo_path)) continue;
    await files.put(row.logo_path, await wordmark(row.name));
    drawn++;
  }
  return drawn;
}
