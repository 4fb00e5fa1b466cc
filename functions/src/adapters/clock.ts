/** The one source of "now", so tests and jobs can move time. */
export const clock = {
  now: (): Date => new Date(),
  nowIso(): string {
    return this.now().toISOString();
  },
  epochSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  },
};
