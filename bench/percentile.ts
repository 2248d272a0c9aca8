/** The nearest-rank percentile `p` of ascending `sorted` times, rounded to `decimals` places (0 for none). */
export function percentile(sorted: readonly number[], p: number, decimals = 1): number {
  if (!sorted.length) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
