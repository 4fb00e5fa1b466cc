/**
 * The outbox worker of the local stack, in place of the cloud's table stream and minute schedule:
 * runs the same handler (functions/src/jobs/outbox.ts) as a sweep every `everyMs`, never two sweeps
 * at once. An email is therefore in the mailbox a fraction of a second after the change that
 * queued it; a failed send is tried again after its backoff.
 */
export type OutboxWorker = { stop: () => Promise<void> };

export const startOutboxWorker = (options: { log: (line: string) => void; everyMs?: number }): OutboxWorker => {
  let running: Promise<void> | undefined;
  let stopped = false;
  let failures = 0;
  const sweep = () => {
    if (stopped || running) return;
    running = import('@mizan/functions/jobs/outbox')
      .then(({ handler }) => handler())
      .then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          // A table fault fails every sweep: say it once, not three times a second.
          if (failures++ === 0) options.log(`outbox worker: sweep failed: ${(error as Error).name}: ${(error as Error).message}`);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, options.everyMs ?? 250);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
