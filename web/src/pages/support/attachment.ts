import { isPdf, MAX_UPLOAD_BYTES, photoFormat, SIGNATURE_BYTES } from "@ipf/shared/rules/files";

/**
 * Ticket attachments and report photos: checked when picked by the API's
 * own rule (shared rules/files.ts): at most 10 MB, and a photo or a PDF by
 * its content, whatever its name says (a program named "photo.png" is
 * refused at once). Photos are re-encoded to WebP at quality 0.7 in the
 * browser, which usually makes them several times smaller (the server
 * re-encodes them anyway).
 */
export const MAX_ATTACHMENT_BYTES = MAX_UPLOAD_BYTES;
export const WEBP_QUALITY = 0.7;

export type AttachmentProblem = "fileType" | "fileSize";

/** Raster images a canvas can draw; SVG is not a photo and is refused like any other type. */
export function isConvertibleImage(file: { type: string }): boolean {
  return /^image\/(jpeg|png|webp|gif|bmp|avif)$/.test(file.type);
}

/** The bytes of a part of a file (`Blob.arrayBuffer`, read through a Response where a browser lacks it). */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  const buffer =
    typeof blob.arrayBuffer === "function" ? await blob.arrayBuffer() : await new Response(blob).arrayBuffer();
  return new Uint8Array(buffer);
}

/**
 * What is wrong with a picked file, or null: its size, then its kind by its
 * content; `pdf` says whether the field takes a PDF beside photos.
 */
export async function checkAttachment(
  file: Blob,
  { pdf = true }: { pdf?: boolean } = {},
): Promise<AttachmentProblem | null> {
  if (file.size > MAX_UPLOAD_BYTES) return "fileSize";
  if (photoFormat(await bytesOf(file.slice(0, SIGNATURE_BYTES))) !== null) return null;
  // A PDF is known by its structure: its end too, so the whole file (at most 10 MB) is read.
  return pdf && isPdf(await bytesOf(file)) ? null : "fileType";
}

/** "holiday.JPG" becomes "holiday.webp". */
export function webpName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, "") || "photo";
  return `${base}.webp`;
}

/**
 * The photo as WebP at quality 0.7, or the file unchanged when it is a PDF,
 * when the browser cannot encode WebP, or when WebP came out larger.
 */
export async function prepareAttachment(file: File): Promise<File> {
  if (!isConvertibleImage(file)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", WEBP_QUALITY));
    // A browser without a WebP encoder answers PNG instead.
    if (!blob || blob.type !== "image/webp" || blob.size >= file.size) return file;
    return new File([blob], webpName(file.name), { type: "image/webp" });
  } catch {
    return file;
  }
}
