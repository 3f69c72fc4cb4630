/** The nearest-rank percentile (q from 0 to 1) of the samples, as every benchmark table here reports it. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
