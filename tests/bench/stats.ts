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

/** The ratio targets' threshold: a large firm's (or dossier's) p50 within this many times the small one's. */
export const RATIO_TARGET = 1.2;

/**
 * Times `call` on a large and a small scenario side by side: a warm-up of each, then `rounds`
 * alternating rounds (large first, then small first), so that warming up and drift weigh on both
 * alike. Answers each scenario's latencies in ms.
 */
export const sideBySide = async (
  call: (scenario: 'large' | 'small') => Promise<void>,
  { requests, concurrency, rounds = 4 }: { requests: number; concurrency: number; rounds?: number },
) => {
  const latencies = { large: [] as number[], small: [] as number[] };
  for (const scenario of ['large', 'small'] as const) await measure(10, concurrency, () => call(scenario));
  for (let round = 0; round < rounds; round++)
    for (const scenario of round % 2 ? (['small', 'large'] as const) : (['large', 'small'] as const))
      latencies[scenario].push(...(await measure(requests / rounds, concurrency, () => call(scenario))));
  return latencies;
};

/** A Markdown row of a side-by-side measure: p50 and p95 of each, the p50 ratio and its verdict. */
export const ratioRow = (label: string, latencies: { large: number[]; small: number[] }) => {
  const [large, small] = [percentile(latencies.large, 50), percentile(latencies.small, 50)];
  const ratio = large / small;
  return `| ${label} | ${ms(large)} | ${ms(percentile(latencies.large, 95))} | ${ms(small)} | ${ms(percentile(latencies.small, 95))} | ${ratio.toFixed(2)} | ${ratio <= RATIO_TARGET ? `met (≤ ${RATIO_TARGET})` : `MISSED (> ${RATIO_TARGET})`} |`;
};
