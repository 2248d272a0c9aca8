/**
 * A ticket attachment as both sides show it: a picture as a thumbnail, any
 * other file (a PDF) as its name. The API stores pictures as WebP and PDFs
 * as they came, and the link keeps the stored extension.
 */

/** Whether an attachment's address is a picture, to show it as one. */
export function isImageLink(link: string): boolean {
  return /\.(webp|png|jpe?g|gif|avif)(\?|$)/i.test(link);
}
