/**
 * Right-to-left text for pdfkit, which lays a string out in the order it is
 * given. The Unicode bidi algorithm (bidi-js) splits a line into runs of one
 * direction and orders the runs as the eye reads them. Each Arabic run is
 * then handed over in its logical order: fontkit, under pdfkit, shapes it
 * (initial, medial, final forms, lam-alef) and reverses its glyphs itself,
 * since it knows Arabic to be a right-to-left script, but it does not
 * mirror brackets (Vazirmatn has no 'rtlm'), so they are swapped here. A
 * right-to-left run with no Arabic letter (brackets between two Arabic
 * words) is not reversed by fontkit, so it is reversed here too.
 */
import bidiImport from "bidi-js";

// bidi-js is CommonJS (module.exports = the factory) with a d.ts declaring an
// ES default, which NodeNext types as the module object: at run time the
// default import is the factory itself.
const bidiFactory = bidiImport as unknown as typeof bidiImport.default;
const bidi = bidiFactory();
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

export interface VisualRun {
  /** What to hand to pdfkit, drawn left to right after the run before. */
  text: string;
  rtl: boolean;
}

export const hasRtl = (text: string) => RTL_LETTER.test(text);

/**
 * The runs of one line (no line breaks), in visual order from left to right.
 * `direction`: the line's base direction; "auto" takes its first strong letter's.
 */
export function visualRuns(line: string, direction: "ltr" | "rtl" | "auto" = "auto"): VisualRun[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const level = levels[i]!;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += line[i];
    else runs.push({ text: line[i]!, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse
  // every stretch of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const odd = runs.map((r) => r.level).filter((l) => l % 2 === 1);
  const lowestOdd = odd.length ? Math.min(...odd) : highest + 1;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      const stretch = runs.slice(i, j).reverse();
      runs.splice(i, j - i, ...stretch);
      i = j;
    }
  }
  const mirror = (chars: string[]) => chars.map((c) => bidi.getMirroredCharacter(c) ?? c).join("");
  return runs.map(({ text, level }) => {
    const rtl = level % 2 === 1;
    if (!rtl) return { text, rtl };
    return { text: hasRtl(text) ? mirror([...text]) : mirror([...text].reverse()), rtl };
  });
}
