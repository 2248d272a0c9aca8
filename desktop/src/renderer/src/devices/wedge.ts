/**
 * Keyboard-wedge scanners type the code, then a terminating key (Enter, or
 * Tab on some), far faster than a person: a few milliseconds a character
 * where the quickest typist needs 60 to 100. The detector watches key timing
 * and says when a burst was a scan, so the screen can take the code out of
 * whatever field had focus and send it where it belongs.
 *
 * Pure: it sees key names and times, never the DOM (see scanner.ts for that).
 */

export interface WedgeOptions {
  /** The longest pause between two characters of one scan. */
  maxGapMs: number;
  /** Shorter bursts are left alone: a fast "ok" + Enter is a person. */
  minLength: number;
  /** Keys a scanner ends a code with. */
  terminators: readonly string[];
  /**
   * A burst that follows a typed character by less than this continues the
   * typing (a fast hand or a macro that paused): no scan starts in the middle
   * of a word. A scanner's burst follows a pause (the hand took the
   * scanner), or Enter, Tab or nothing.
   */
  typingPauseMs?: number;
}

export const DEFAULT_WEDGE_OPTIONS: WedgeOptions = {
  maxGapMs: 50,
  // Track numbers run from 10 (DHL) to 30 characters, our codes are 6 to 8: a
  // shorter burst is more likely a quick "12.5" and Tab than a barcode.
  minLength: 6,
  terminators: ["Enter", "Tab"],
  typingPauseMs: 150,
};

export interface KeyInput {
  key: string;
  /** Milliseconds, from any monotonic clock (KeyboardEvent.timeStamp). */
  time: number;
  /** Ctrl, Alt or Meta held: a shortcut, not a character. */
  withCommand?: boolean;
  /** The key is held down and repeating. */
  repeat?: boolean;
}

export type WedgeDecision =
  /** Not a character and not the end of a scan: let it be. */
  | { type: "other" }
  /** A character; `starts` when it may be the first of a scan (take note of the field it lands in). */
  | { type: "char"; starts: boolean }
  /** The terminator of a scan: swallow it, undo the burst in the field, deliver `text`. */
  | { type: "scan"; text: string };

/**
 * What no barcode a parcel arrives with holds, but fast typing does: a
 * decimal number ("1234.5" and Tab, typed by a macro or at scanner speed) or
 * words ("Wool scarves"). Such a burst stays in its field.
 */
function typedText(text: string): boolean {
  return /\s/.test(text) || /^\d*[.,]\d*$/.test(text);
}

/** Shift, Caps Lock and the like arrive between a scanner's characters too. */
const MODIFIERS = new Set(["Shift", "CapsLock", "Control", "Alt", "AltGraph", "Meta", "NumLock", "Unidentified"]);

export class WedgeDetector {
  private buffer = "";
  private last = Number.NEGATIVE_INFINITY;
  /** The burst began where a scan may: not right after a typed character. */
  private clean = true;

  constructor(private readonly options: WedgeOptions = DEFAULT_WEDGE_OPTIONS) {}

  feed({ key, time, withCommand = false, repeat = false }: KeyInput): WedgeDecision {
    if (MODIFIERS.has(key)) return { type: "other" };
    const quick = time - this.last <= this.options.maxGapMs;

    if (this.options.terminators.includes(key)) {
      const text = this.buffer;
      const scan = quick && this.clean && !withCommand && text.length >= this.options.minLength && !typedText(text);
      this.reset();
      return scan ? { type: "scan", text } : { type: "other" };
    }

    if (key.length !== 1 || withCommand || repeat) {
      this.reset();
      return { type: "other" };
    }

    const starts = !quick || this.buffer.length === 0;
    if (starts) {
      const typingPause = this.options.typingPauseMs ?? DEFAULT_WEDGE_OPTIONS.typingPauseMs!;
      this.clean = this.buffer.length === 0 || time - this.last > typingPause;
    }
    this.buffer = starts ? key : this.buffer + key;
    this.last = time;
    return { type: "char", starts };
  }

  reset(): void {
    this.buffer = "";
    this.last = Number.NEGATIVE_INFINITY;
    this.clean = true;
  }
}
