/**
 * Codes people read aloud and type: no 0/O, 1/I/L, so nothing is mistaken
 * over the phone or on a label.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function randomCode(length: number, random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(length * 2);
  let code = "";
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % CODE_ALPHABET.length);
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (code.length === length) return code;
  }
  return code + randomCode(length - code.length, random);
}

// Web Crypto exists in browsers and in Node alike; shared declares no
// platform types, so the one call it needs is typed here.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues<T extends Uint8Array>(array: T): T } }).crypto;

function randomBytes(n: number): Uint8Array {
  return webCrypto.getRandomValues(new Uint8Array(n));
}

/** The customer code (the old product's addressHash) on a customer's warehouse address. */
export const newCustomerCode = () => randomCode(6);
/** The parcel code (the old product's packageId) staff and customers quote. */
export const newParcelCode = () => `P${randomCode(7)}`;
