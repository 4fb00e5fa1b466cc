/**
 * The local EventBridge Scheduler: runs each scheduled job's handler (the same module its Lambda
 * function runs) on an interval, never two runs of one job at once.
 */
type Job = { name: string; everyMs: number; load: () => Promise<{ handler: (event: unknown, context: unknown) => Promise<unknown> }> };

export const JOBS: Job[] = [
  { name: 'court-sync', everyMs: 15 * 60_000, load: () => import('@mizan/functions/jobs/court-sync') },
  { name: 'alerts', everyMs: 60 * 60_000, load: () => import('@mizan/functions/jobs/alerts') },
  { name: 'registrations', everyMs: 15 * 60_000, load: () => import('@mizan/functions/jobs/registrations') },
  { name: 'report-figures', everyMs: 60 * 60_000, load: () => import('@mizan/functions/jobs/report-figures') },
];

export type Scheduler = { runNow: (name: string) => Promise<void>; stop: () => Promise<void> };

export const startScheduler = (options: { log: (line: string) => void; firstRunAfterMs?: number; speedUp?: number }): Scheduler => {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const run = (job: Job) => {
    if (stopped) return Promise.resolve();
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const event = {
      version: '0',
      id: crypto.randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.scheduler',
      time: new Date().toISOString(),
      region: 'eu-west-3',
      resources: [`arn:aws:scheduler:eu-west-3:000000000000:schedule/default/mizan-${job.name}`],
      detail: {},
    };
    const work = job
      .load()
      .then(({ handler }) =>
        handler(event, { functionName: `mizan-${job.name}`, awsRequestId: event.id, getRemainingTimeInMillis: () => 900_000 }),
      )
      .then(
        () => options.log(`scheduler: ${job.name} done in ${Date.now() - started} ms`),
        (error: unknown) => options.log(`scheduler: ${job.name} failed: ${(error as Error).stack ?? String(error)}`),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, work);
    return work;
  };
  const speed = options.speedUp ?? 1;
  for (const job of JOBS) {
    timers.push(setTimeout(() => void run(job), options.firstRunAfterMs ?? 5_000));
    timers.push(setInterval(() => void run(job), Math.max(1000, job.everyMs / speed)));
  }
  for (const timer of timers) timer.unref();
  return {
    runNow: async (name) => {
      const job = JOBS.find((j) => j.name === name);
      if (!job) throw new Error(`unknown job ${name}`);
      await run(job);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
};
