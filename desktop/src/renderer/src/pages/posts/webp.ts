/** The chosen image re-encoded to WebP at quality 0.7, at most 2000 px on its longer side. */
export async function toWebp(file: Blob, maxSide = 2000): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.7));
    if (!blob) throw new Error("conversion failed");
    return blob;
  } finally {
    bitmap.close();
  }
}
