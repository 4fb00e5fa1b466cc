/**
 * Runs `work` and answers (or fails) no sooner than `ms` after it started, so that the time an
 * answer takes does not tell which path the work took (an address that exists or not). `ms` must
 * be above the slowest path's usual time.
 */
export const answerAfter = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const wait = ms - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
};
