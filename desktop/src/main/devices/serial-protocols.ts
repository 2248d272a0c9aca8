import type { ScaleProtocol, WeightReading } from "@ipf/shared/bridge";
import { KG_PER_UNIT, normaliseUnit, roundKg } from "./units";

/**
 * One parser per serial scale protocol. Each says how its frames end, what
 * (if anything) to send to get a reading, and turns one frame into a reading,
 * or null for a frame that carries no usable weight (a reply to another
 * command, overload, an error, line noise).
 */
export interface SerialProtocol {
  id: ScaleProtocol;
  /** Where one frame ends. */
  delimiter: RegExp | string;
  /** The request a polled scale answers, and how often to send it; null for scales that stream. */
  poll: { command: string; everyMs: number } | null;
  parse(frame: string): WeightReading | null;
}

const POLL_MS = 200;
const ETX = String.fromCharCode(0x03);

/** Frames are text; bytes a cable picked up on the way are not. */
function printable(frame: string): string {
  return frame.replace(/[^\x20-\x7e]/g, "").trim();
}

function toKg(value: number, unit: string): number | null {
  const name = normaliseUnit(unit);
  return name === undefined ? null : roundKg(value * KG_PER_UNIT[name]!);
}

/** Every digit group must be a number: "1.2.3" and "." are noise, not weights. */
function number(text: string): number | null {
  return /^\d*\.?\d+$|^\d+\.$/.test(text) ? Number(text) : null;
}

/**
 * Mettler Toledo MT-SICS (level 0, on every MT balance and indicator). We poll
 * "SI" (weight now, stable or not); the answer is `S S     1.234 kg` when
 * stable, `S D     1.230 kg` while it moves, and `S I` (busy), `S +`/`S -`
 * (over/under range) or `ES`/`ET`/`EL` (errors) otherwise.
 */
export const mtSics: SerialProtocol = {
  id: "mt-sics",
  delimiter: /\r\n|\r|\n/,
  poll: { command: "SI\r\n", everyMs: POLL_MS },
  parse(frame) {
    const text = printable(frame);
    const match = /^S\s+([SD])\s+(-?)\s*(\S+)\s+([A-Za-z]+)$/.exec(text);
    if (!match) return null;
    const [, status, sign, digits, unit] = match;
    const value = number(digits!);
    const kg = value === null ? null : toKg(value, unit!);
    if (kg === null) return null;
    return { kg: sign ? -kg : kg, stable: status === "S", raw: text };
  },
};

/**
 * The continuous stream of most weighing indicators (A&D, CAS, Ohaus,
 * T-Scale, the unbranded ones): several frames a second, no request.
 * `ST,GS,+  1.234kg`: ST stable / US unstable / OL overload, GS gross /
 * NT net (TR tare frames are not a weight on the pan).
 */
export const continuous: SerialProtocol = {
  id: "continuous",
  delimiter: /\r\n|\r|\n/,
  poll: null,
  parse(frame) {
    const text = printable(frame);
    const match = /^(ST|US|OL)\s*,\s*(GS|NT|TR)\s*,?\s*([+-]?)\s*([\d.]+)\s*([A-Za-z]+)$/i.exec(text);
    if (!match) return null;
    const [, stability, mode, sign, digits, unit] = match;
    if (stability!.toUpperCase() === "OL" || mode!.toUpperCase() === "TR") return null;
    const value = number(digits!);
    const kg = value === null ? null : toKg(value, unit!);
    if (kg === null) return null;
    return { kg: sign === "-" ? -kg : kg, stable: stability!.toUpperCase() === "ST", raw: text };
  },
};

/** NCI status byte 1 and 2 flags (bits 4 and 5 are always set, so each is an ASCII character). */
const NCI = { motion: 0x01, errors1: 0x0c, under: 0x01, over: 0x02, errors2: 0x0c } as const;

/**
 * NCI (SCP-01/SCP-02: Avery Weigh-Tronix, Salter Brecknell, most postal and
 * shipping scales). Polled with "W<CR>"; the answer ends with ETX:
 * `<LF>  1.234kg<CR><LF>hh<CR><ETX>` where hh are status bytes (SCP-02 puts an
 * "S" before them), or `<LF> 2lb  3.5oz<CR>...` on scales set to pounds and ounces.
 */
export const nci: SerialProtocol = {
  id: "nci",
  delimiter: ETX,
  poll: { command: "W\r", everyMs: POLL_MS },
  parse(frame) {
    const lines = frame
      .split(/[\r\n]+/)
      .map(printable)
      .filter((line) => line.length > 0);
    const [weight, status] = lines;
    if (weight === undefined) return null;
    const raw = lines.join(" ");

    let kg: number | null;
    const poundsOunces = /^(-?)\s*(\d+)\s*lb\s+([\d.]+)\s*oz$/i.exec(weight);
    const decimal = /^(-?)\s*([\d.]+)\s*([A-Za-z]+)$/.exec(weight);
    let negative: boolean;
    if (poundsOunces) {
      const [, sign, pounds, ounces] = poundsOunces;
      const oz = number(ounces!);
      kg = oz === null ? null : roundKg(Number(pounds) * KG_PER_UNIT.lb! + oz * KG_PER_UNIT.oz!);
      negative = sign === "-";
    } else if (decimal) {
      const [, sign, digits, unit] = decimal;
      const value = number(digits!);
      kg = value === null ? null : toKg(value, unit!);
      negative = sign === "-";
    } else {
      return null;
    }
    if (kg === null) return null;

    let stable = false;
    const flags = status ? /^S?([\x30-\x7f])([\x30-\x7f])/.exec(status) : null;
    if (flags) {
      const first = flags[1]!.charCodeAt(0);
      const second = flags[2]!.charCodeAt(0);
      if (second & NCI.over || first & NCI.errors1 || second & NCI.errors2) return null;
      stable = (first & NCI.motion) === 0 && (second & NCI.under) === 0;
    }
    return { kg: negative ? -kg : kg, stable, raw };
  },
};

export const SERIAL_PROTOCOLS: Record<ScaleProtocol, SerialProtocol> = {
  "mt-sics": mtSics,
  continuous,
  nci,
};

/**
 * Cuts a byte stream into frames: a frame may arrive in pieces, several may
 * arrive at once, and a cable plugged in mid-frame starts with a tail. Text
 * that never meets a delimiter is noise and is dropped past `maxFrame`.
 */
export class Framer {
  private buffer = "";

  constructor(
    private readonly delimiter: RegExp | string,
    private readonly maxFrame = 256,
  ) {}

  push(chunk: string): string[] {
    const parts = (this.buffer + chunk).split(this.delimiter);
    this.buffer = parts.pop() ?? "";
    if (this.buffer.length > this.maxFrame) this.buffer = "";
    return parts.filter((part) => part.trim().length > 0);
  }

  reset(): void {
    this.buffer = "";
  }
}
