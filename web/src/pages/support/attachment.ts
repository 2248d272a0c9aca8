/**
 * Ticket attachments: an image or a PDF of at most 10 MB, checked before
 * upload (a warning names the wrong type or the size); photos are re-encoded
 * to WebP at quality 0.7 in the browser, which usually makes them several
 * times smaller (the server re-encodes them anyway).
 */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
export const WEBP_QUALITY = 0.7;

export type AttachmentProblem = "fileType" | "fileSize";

export function isPdf(file: { type: string; name: string }): boolean {
  return file.type === "application/pdf" || (!file.type && /\.pdf$/i.test(file.name));
}

/** Raster images a canvas can draw; SVG is not a photo and is refused like any other type. */
export function isConvertibleImage(file: { type: string }): boolean {
  return /^image\/(jpeg|png|webp|gif|bmp|avif)$/.test(file.type);
}

export function checkAttachment(file: { type: string; name: string; size: number }): AttachmentProblem | null {
  if (!isPdf(file) && !isConvertibleImage(file)) return "fileType";
  if (file.size > MAX_ATTACHMENT_BYTES) return "fileSize";
  return null;
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
