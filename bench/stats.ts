// Small statistics for the benchmark: medians and percentiles of samples, a high-resolution clock.

/** Milliseconds since an arbitrary origin, to the microsecond and below. */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** The p-th percentile (0–100) by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** The middle sample (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

