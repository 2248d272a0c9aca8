/**
 * The lines of a form with the one at `index` changed by `change`: a new
 * list, the other lines the same objects, for a state that is replaced.
 */
export function changeAt<Line extends object>(lines: readonly Line[], index: number, change: Partial<Line>): Line[] {
  return lines.map((line, at) => (at === index ? { ...line, ...change } : line));
}
