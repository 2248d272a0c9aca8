import { describe, expect, it } from "vitest";
import { WedgeDetector, type KeyInput, type WedgeDecision } from "./wedge";

/** Keys typed `gap` ms apart from `start`, then `end` (a terminator) after `endGap`. */
function typed(
  text: string,
  { gap, start = 1000, end = "Enter", endGap = gap }: { gap: number; start?: number; end?: string; endGap?: number },
) {
  const keys: KeyInput[] = [...text].map((key, index) => ({ key, time: start + index * gap }));
  keys.push({ key: end, time: start + (text.length - 1) * gap + endGap });
  return keys;
}

function feedAll(detector: WedgeDetector, keys: KeyInput[]): WedgeDecision[] {
  return keys.map((key) => detector.feed(key));
}

describe("#wedge.WedgeDetector", () => {
  it("should recognise a scanner's burst ended by Enter", () => {
    const decisions = feedAll(new WedgeDetector(), typed("1Z999AA10123456784", { gap: 4 }));
    expect(decisions[0]).toEqual({ type: "char", starts: true });
    expect(decisions[1]).toEqual({ type: "char", starts: false });
    expect(decisions.at(-1)).toEqual({ type: "scan", text: "1Z999AA10123456784" });
  });

  it("should accept Tab as the terminator, and Shift between characters", () => {
    const detector = new WedgeDetector();
    const keys: KeyInput[] = [
      { key: "Shift", time: 0 },
      { key: "L", time: 2 },
      { key: "Shift", time: 3 },
      { key: "X", time: 5 },
      { key: "1", time: 8 },
      { key: "2", time: 11 },
      { key: "3", time: 14 },
      { key: "4", time: 17 },
      { key: "Tab", time: 20 },
    ];
    expect(feedAll(detector, keys).at(-1)).toEqual({ type: "scan", text: "LX1234" });
  });

  it("should leave a person's typing alone, however short the word", () => {
    const detector = new WedgeDetector();
    expect(feedAll(detector, typed("1Z999AA10123456784", { gap: 120 })).at(-1)).toEqual({ type: "other" });
    expect(feedAll(detector, typed("ok", { gap: 10 })).at(-1)).toEqual({ type: "other" });
    expect(feedAll(detector, typed("12.5", { gap: 10, end: "Tab" })).at(-1)).toEqual({ type: "other" });
  });

  it("should leave words and decimal numbers typed at a scanner's speed in their field", () => {
    const detector = new WedgeDetector();
    expect(feedAll(detector, typed("Wool scarves", { gap: 5, end: "Tab" })).at(-1)).toEqual({ type: "other" });
    expect(feedAll(detector, typed("1234.50", { gap: 5, end: "Tab" })).at(-1)).toEqual({ type: "other" });
    expect(feedAll(detector, typed("12,375", { gap: 5 })).at(-1)).toEqual({ type: "other" });
    // A barcode's own characters still make a scan.
    expect(feedAll(detector, typed("1Z8V94E30499887766-2", { gap: 5 })).at(-1)).toEqual({
      type: "scan",
      text: "1Z8V94E30499887766-2",
    });
  });

  it("should not take the end of a word typed fast, after a hiccup, for a scan", () => {
    const detector = new WedgeDetector();
    feedAll(detector, typed("Wool s", { gap: 5, end: "Shift" }));
    // 60 ms later, the rest of the word: a burst of its own, but it follows a typed letter.
    expect(feedAll(detector, typed("carves", { gap: 5, start: 1085, end: "Tab" })).at(-1)).toEqual({ type: "other" });
    // After Enter, or a pause in which a hand takes the scanner, a burst may be a scan again.
    detector.feed({ key: "Enter", time: 2000 });
    expect(feedAll(detector, typed("LX123456789FR", { gap: 4, start: 2010 })).at(-1)).toMatchObject({ type: "scan" });
    feedAll(detector, typed("abc", { gap: 5, start: 3000, end: "Shift" }));
    expect(feedAll(detector, typed("LX123456789FR", { gap: 4, start: 3400 })).at(-1)).toMatchObject({ type: "scan" });
  });

  it("should not take a fast burst followed by a slow Enter for a scan", () => {
    expect(feedAll(new WedgeDetector(), typed("ABCDEFG", { gap: 5, endGap: 400 })).at(-1)).toEqual({ type: "other" });
  });

  it("should start over after a pause, keeping only the fast tail", () => {
    const detector = new WedgeDetector();
    feedAll(detector, [
      { key: "h", time: 0 },
      { key: "i", time: 150 },
    ]);
    const decisions = feedAll(detector, typed("CP123456789DE", { gap: 3, start: 2000 }));
    expect(decisions[0]).toEqual({ type: "char", starts: true });
    expect(decisions.at(-1)).toEqual({ type: "scan", text: "CP123456789DE" });
  });

  it("should break a burst on editing keys, shortcuts and held keys", () => {
    const detector = new WedgeDetector();
    const withBackspace: KeyInput[] = [
      ...typed("ABCD", { gap: 3 }).slice(0, 4),
      { key: "Backspace", time: 12 },
      { key: "E", time: 14 },
      { key: "Enter", time: 16 },
    ];
    expect(feedAll(detector, withBackspace).at(-1)).toEqual({ type: "other" });

    const held = [..."0000000"].map((key, index) => ({ key, time: index * 30, repeat: index > 0 }));
    expect(feedAll(detector, [...held, { key: "Enter", time: 200 }]).at(-1)).toEqual({ type: "other" });

    const paste: KeyInput[] = [
      { key: "v", time: 0, withCommand: true },
      { key: "Enter", time: 5 },
    ];
    expect(feedAll(detector, paste).at(-1)).toEqual({ type: "other" });
  });

  it("should honour its options", () => {
    const detector = new WedgeDetector({ maxGapMs: 80, minLength: 8, terminators: ["Enter"] });
    expect(feedAll(detector, typed("12345678", { gap: 70 })).at(-1)).toEqual({ type: "scan", text: "12345678" });
    expect(feedAll(detector, typed("1234567", { gap: 5 })).at(-1)).toEqual({ type: "other" });
    expect(feedAll(detector, typed("12345678", { gap: 5, end: "Tab" })).at(-1)).toEqual({ type: "other" });
  });
});
