import { DEFAULT_WEDGE_OPTIONS, WedgeDetector, type WedgeOptions } from "./wedge";

/**
 * Puts the wedge detector on the page: it listens to every key before any
 * field does, notes which field the first character of a burst went into,
 * and when the burst turns out to be a scan it swallows the terminator (no
 * form is submitted, no focus jumps), puts that field back as it was, and
 * hands the code over. A scan therefore never lands in the wrong field,
 * whichever one had focus. A field marked `data-wedge="keep"` takes codes of
 * its own (the HS code of an item, scanned off a sheet or typed at speed):
 * what is typed into it stays there.
 */

/** The attribute of a field whose bursts are its own, never a parcel's barcode. */
export const KEEP_TYPED = { "data-wedge": "keep" } as const;

interface FieldSnapshot {
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

function snapshotOf(element: Element | null): FieldSnapshot | null {
  if (element instanceof HTMLSelectElement) {
    return { element, value: element.value, selectionStart: null, selectionEnd: null };
  }
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    let selectionStart: number | null = null;
    let selectionEnd: number | null = null;
    try {
      ({ selectionStart, selectionEnd } = element);
    } catch {
      // number and e-mail inputs have no selection
    }
    return { element, value: element.value, selectionStart, selectionEnd };
  }
  return null;
}

/** Sets the value the way typing would, so React (and react-hook-form) see the change. */
function restore({ element, value, selectionStart, selectionEnd }: FieldSnapshot): void {
  if (element.value === value) return;
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  if (!(element instanceof HTMLSelectElement) && selectionStart !== null) {
    try {
      element.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
    } catch {
      // not every input type has a selection
    }
  }
}

export interface WedgeScannerOptions extends Partial<WedgeOptions> {
  /** The event's time by default; tests pass a clock. */
  now?: (event: KeyboardEvent) => number;
}

/** Starts listening on `target` (the window); answers the function that stops it. */
export function attachWedgeScanner(
  target: Window,
  onScan: (text: string) => void,
  { now = (event) => event.timeStamp, ...options }: WedgeScannerOptions = {},
): () => void {
  const detector = new WedgeDetector({ ...DEFAULT_WEDGE_OPTIONS, ...options });
  let snapshot: FieldSnapshot | null = null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    const decision = detector.feed({
      key: event.key,
      time: now(event),
      withCommand: event.ctrlKey || event.altKey || event.metaKey,
      repeat: event.repeat,
    });
    if (decision.type === "char" && decision.starts) snapshot = snapshotOf(target.document.activeElement);
    if (decision.type !== "scan") return;
    if (snapshot?.element.dataset.wedge === "keep") {
      snapshot = null;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (snapshot) restore(snapshot);
    snapshot = null;
    onScan(decision.text);
  };

  target.addEventListener("keydown", onKeyDown, { capture: true });
  return () => target.removeEventListener("keydown", onKeyDown, { capture: true });
}
