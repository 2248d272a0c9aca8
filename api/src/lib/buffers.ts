/** The smallest buffer worth giving back at once: smaller ones may share Node's pool. */
const RELEASED_FROM = 64 * 1024;

type Transferable = ArrayBuffer & { readonly detached: boolean; transfer(length: number): ArrayBuffer };

/**
 * Gives a large buffer's memory back now instead of at a later garbage
 * collection. V8 collects buffers only when the memory outside its heap has
 * grown by tens of megabytes, so under a burst of uploads each photo's bytes
 * (received, read back for its WebP, the WebP itself) piled up to more than
 * 100 MB of garbage before one ran. Only a buffer that owns its whole memory
 * is released (not a view into Node's pool or into another buffer); it reads
 * as empty afterwards, so call this only once nothing will read it again.
 */
export function releaseBuffer(bytes: Buffer): void {
  const buffer = bytes.buffer as Transferable;
  if (
    buffer instanceof ArrayBuffer &&
    !buffer.detached &&
    bytes.byteOffset === 0 &&
    buffer.byteLength === bytes.length &&
    bytes.length >= RELEASED_FROM
  ) {
    buffer.transfer(0);
  }
}
