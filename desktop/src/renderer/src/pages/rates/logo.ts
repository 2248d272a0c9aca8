/** At most 10 MB, as every image the API takes. */
export const MAX_LOGO_BYTES = 10 * 1024 * 1024;

/** A logo file's problem, as a key of rates.carrier (notImage, logoTooLarge), or null. */
export function checkLogo(file: { type: string; size: number }): "notImage" | "logoTooLarge" | null {
  if (!file.type.startsWith("image/")) return "notImage";
  if (file.size > MAX_LOGO_BYTES) return "logoTooLarge";
  return null;
}
