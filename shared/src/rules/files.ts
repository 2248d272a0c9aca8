/**
 * What an uploaded file is, by its content, never by its name or the type
 * the browser guessed from the name: the API refuses anything else, and the
 * customer site checks a file by the same rule when it is picked, so a
 * "photo.png" that is a program is refused before anything is sent.
 *
 * - At most MAX_UPLOAD_BYTES (10 MB).
 * - A photo is one of the formats the API decodes (PHOTO_FORMATS), known by
 *   its signature (the first bytes); the API then reads its header too.
 * - A PDF is a PDF by its structure (`isPdf`), not by its first bytes alone.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The photo formats the API decodes and re-encodes to WebP: photos and scans, not SVG (a document). */
export const PHOTO_FORMATS = ["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** How many first bytes `photoFormat` reads. */
export const SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** ISO base media ("ftyp" box) brands of HEIF images; AVIF is HEIF with AV1. */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The brands of a file's leading `ftyp` box (major, then compatible ones), or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The photo format the file's first bytes (at least SIGNATURE_BYTES of them) announce, or null. */
export function photoFormat(head: Uint8Array): PhotoFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (["GIF87a", "GIF89a"].includes(ascii(head, 0, 6))) return "gif";
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  const brands = ftypBrands(head);
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heif";
  return null;
}

/**
 * Whether the bytes are a well-formed PDF by its structure, not by its first
 * bytes alone: the header at the start, an end-of-file marker in the last
 * kilobyte, and a `startxref` there pointing inside the file at a
 * cross-reference table (`xref`) or stream (an indirect object). Anything
 * else wearing a PDF header (an HTML page, a polyglot, a truncated file) is
 * refused; a PDF with a broken cross-reference is too, as readers would
 * have to guess at it.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d[\r\n \t%]/.test(ascii(bytes, 0, 16))) return false;
  const tail = ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length);
  const end = /startxref\s+(\d{1,10})\s+%%EOF\s*$/.exec(tail);
  if (!end) return false;
  const offset = Number(end[1]);
  if (offset < 9 || offset >= bytes.length) return false;
  const at = ascii(bytes, offset, offset + 32);
  return /^xref\s/.test(at) || /^\d+\s+\d+\s+obj\b/.test(at);
}

/** Why an upload is refused before its bytes are decoded, or null: too large, or not of a kind the field takes. */
export type UploadProblem = "fileSize" | "fileType";

/**
 * The check of a picked or received file: its size, then its kind by
 * content. `pdf` says whether the field takes a PDF beside photos (a ticket
 * attachment does, a parcel report's photo does not).
 */
export function uploadProblem(bytes: Uint8Array, { pdf }: { pdf: boolean }): UploadProblem | null {
  if (bytes.length > MAX_UPLOAD_BYTES) return "fileSize";
  if (photoFormat(bytes.subarray(0, SIGNATURE_BYTES)) !== null) return null;
  return pdf && isPdf(bytes) ? null : "fileType";
}
