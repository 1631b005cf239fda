/** Statistics for comparing two samples of timings, which are skewed and heavy-tailed. */

/** The value below which a fraction `p` of the sample lies (nearest rank). */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  if (value === undefined) throw new Error('quantile of an empty sample');
  return value;
}

/**
 * The mean of the smallest `fraction` of the sample. For timings on a busy machine, where a
 * random share of requests is descheduled part-way and takes several times as long, it is what
 * a request costs when it is not: the stalled ones never reach it, as long as more than that
 * fraction ran through.
 */
export function fastestMean(values: readonly number[], fraction: number): number {
  const count = Math.max(1, Math.round(fraction * values.length));
  const fastest = [...values].sort((x, y) => x - y).slice(0, count);
  if (fastest.length === 0) throw new Error('fastestMean of an empty sample');
  return fastest.reduce((sum, value) => sum + value, 0) / fastest.length;
}

export interface RankSum {
  u: number;
  /** The normal approximation's z-score (tie-corrected); positive when `a` tends to be larger. */
  z: number;
  /**
   * The probability that a value of `a` exceeds a value of `b`, ties counting half: 0.5 when
   * neither tends to be larger. Unlike z it does not grow with the sample size, so a tolerance
   * on it means the same at 100 samples as at 1,000.
   */
  superiority: number;
}

/**
 * The Mann–Whitney U (Wilcoxon rank-sum) comparison: whether values of `a` tend to be larger
 * than values of `b`, assuming no distribution. Ranks make it indifferent to how far out the
 * tail goes, so a few requests stalled by a collection or a busy neighbour weigh no more than
 * any other slow one.
 */
export function rankSum(a: readonly number[], b: readonly number[]): RankSum {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 === 0 || n2 === 0) throw new Error('rankSum needs two non-empty samples');
  const all = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))].sort((x, y) => x.value - y.value);
  const n = all.length;
  let rankSumA = 0;
  let tieTerm = 0;
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && all[end + 1]?.value === all[start]?.value) end++;
    // Tied values share the mean of the (1-based) ranks they span.
    const rank = (start + end + 2) / 2;
    for (let i = start; i <= end; i++) if (all[i]?.fromA) rankSumA += rank;
    const size = end - start + 1;
    tieTerm += size ** 3 - size;
    start = end + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  return { u, z: variance > 0 ? (u - (n1 * n2) / 2) / Math.sqrt(variance) : 0, superiority: u / (n1 * n2) };
}
