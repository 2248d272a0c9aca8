/**
 * Deterministic pseudo-random numbers (mulberry32), so that the data set is
 * the same on every run and every table can be generated in its own pass
 * without keeping a million rows in memory.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  uuid(): string {
    const hex: string[] = [];
    for (let i = 0; i < 4; i++)
      hex.push(
        Math.floor(this.next() * 0x100000000)
          .toString(16)
          .padStart(8, "0"),
      );
    const s = hex.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${((Number.parseInt(s[16]!, 16) & 3) | 8).toString(16)}${s.slice(17, 20)}-${s.slice(20, 32)}`;
  }
}

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code of `length` characters that is unique for each `index` below 31^length (a bijection). */
export function uniqueCode(index: number, length: number): string {
  const space = ALPHABET.length ** length;
  // 1_000_003 is prime and coprime with 31^n, so index -> index * m mod space is a bijection.
  let value = Number((BigInt(index) * 1_000_003n) % BigInt(space));
  let code = "";
  for (let i = 0; i < length; i++) {
    code = ALPHABET[value % ALPHABET.length] + code;
    value = Math.floor(value / ALPHABET.length);
  }
  return code;
}
