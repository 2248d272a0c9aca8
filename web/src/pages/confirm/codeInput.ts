import { latinDigits } from "@ipf/shared/rules/numbers";

/** The e-mailed code's length (shared OTP_LENGTH, repeated here to keep zod out of this pure module). */
export const CODE_LENGTH = 6;

/** Digits of what was typed or pasted, Arabic-Indic and Persian ones read as 0-9 (shared rules/numbers.ts). */
export function codeDigits(text: string): string[] {
  return [...latinDigits(text)].filter((char) => char >= "0" && char <= "9");
}

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => "");
}

/**
 * Boxes after text arrives in box `index`: one character fills it and moves
 * focus on; several (a paste, or the phone's one-time-code autofill) fill the
 * boxes from there on; an emptied box stays where it is.
 */
export function typeInto(boxes: readonly string[], index: number, text: string): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const digits = codeDigits(text);
  if (digits.length === 0) {
    if (text === "") next[index] = "";
    return { boxes: next, focus: index };
  }
  // A full code pasted anywhere is the code, from the first box.
  const start = digits.length >= CODE_LENGTH ? 0 : index;
  digits.slice(0, CODE_LENGTH - start).forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  const filled = Math.min(start + digits.length, CODE_LENGTH - 1);
  return { boxes: next, focus: filled };
}

/** Backspace in an empty box clears the previous one and moves there. */
export function backspaceFrom(boxes: readonly string[], index: number): { boxes: string[]; focus: number } {
  const next = [...boxes];
  if (next[index]) {
    next[index] = "";
    return { boxes: next, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = "";
  return { boxes: next, focus: previous };
}

export function isComplete(boxes: readonly string[]): boolean {
  return boxes.length === CODE_LENGTH && boxes.every((box) => /^[0-9]$/.test(box));
}
