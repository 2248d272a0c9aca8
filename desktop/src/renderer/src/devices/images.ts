/**
 * Parcel photos are made small in the browser before they travel: WebP at
 * quality 0.7, at most 2000 pixels on the long side (a phone photo of 12
 * megapixels becomes a few hundred kB). The server re-encodes what it stores
 * anyway.
 */
export const WEBP_QUALITY = 0.7;
export const MAX_SIDE = 2000;

/** The size an image of `width` x `height` is drawn at so its long side is at most `max`. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("the image could not be encoded"))),
      "image/webp",
      WEBP_QUALITY,
    ),
  );
}

function draw(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const size = fitWithin(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

/** A chosen file as WebP; rejects for a file that is not an image the browser can decode. */
export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    return await encode(draw(bitmap, bitmap.width, bitmap.height));
  } finally {
    bitmap.close();
  }
}

/** The camera's current frame as WebP. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  return encode(draw(video, video.videoWidth, video.videoHeight));
}
