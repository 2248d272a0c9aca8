import sharp from "sharp";
import type { Db } from "@ipf/db";
import type { FileStore } from "../lib/storage.js";

const PALETTE = ["#c8a27a", "#b98b5e", "#d4b48c", "#a9825a", "#c49a6c"];

/**
 * The demo data names parcel photos under parcels/demo/; outside production this
 * draws the missing ones (a cardboard box with its label), so a newcomer's
 * locker shows photos rather than empty frames.
 */
export async function drawDemoPhotos(db: Db, files: FileStore): Promise<number> {
  const rows = (await db("parcel_images as i")
    .join("parcels as p", "p.id", "i.parcel_id")
    .where("i.path", "like", "parcels/demo/%")
    .select("i.path", "p.parcel_code", "p.track_number")) as {
    path: string;
    parcel_code: string;
    track_number: string;
  }[];
  let drawn = 0;
  for (const [index, row] of rows.entries()) {
    if (await files.stat(row.path)) continue;
    const colour = PALETTE[index % PALETTE.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <rect width="800" height="600" fill="#eef1f5"/>
      <rect x="150" y="120" width="500" height="380" rx="12" fill="${colour}"/>
      <rect x="370" y="120" width="60" height="380" fill="#e8d9b5" opacity="0.7"/>
      <rect x="230" y="300" width="340" height="150" rx="6" fill="#ffffff"/>
      <text x="400" y="360" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#1c2430">${row.parcel_code}</text>
      <text x="400" y="410" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#5c6b80">${row.track_number}</text>
    </svg>`;
    await files.put(row.path, await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer());
    drawn++;
  }
  return drawn;
}
