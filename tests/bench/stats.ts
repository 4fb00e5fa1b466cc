/** Percentile of a sample (nearest rank). */
export const percentile = (values: number[], p: number) => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Times `count` calls of `run`, `concurrency` at a time; answers the latencies in ms. */
export const measure = async (count: number, concurrency: number, run: (i: number) => Promise<void>) => {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      await run(i);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
};
