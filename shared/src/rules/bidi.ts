/**
 * Text of one direction shown among text of the other: Arabic pages with
 * Latin names, addresses and replies, English screens with Arabic ones.
 *
 * The embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069)
 * reorder the text after them, so requests carrying them are refused (see
 * schemas/common.ts) and text stored before that is drawn without them. The
 * marks LRM, RLM and ALM (U+200E, U+200F, U+061C) stay: they only lend a
 * direction to the neutrals beside them.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, "g");

/** `text` without bidirectional controls. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");

/**
 * `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, for a
 * plain string that cannot hold a `<bdi>` (a select's option, a sentence
 * from the catalogue): its direction is its own first letter's, its "!"
 * stays at its end, and it reorders nothing around it.
 */
export const isolate = (text: string) => `\u2068${withoutBidiControls(text)}\u2069`;
