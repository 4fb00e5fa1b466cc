/**
 * Ends the process cleanly on Ctrl-C, SIGTERM, an uncaught error or an unhandled rejection:
 * `cleanup` runs once (servers closed, DynamoDB Local's Java child killed and awaited); a second
 * Ctrl-C (a second later) exits at once (the Java child is still killed by dynamodb.ts's exit hook).
 */
export const onShutdown = (cleanup: () => Promise<void>): ((code: number, reason?: string) => void) => {
  let exitingSince = 0;
  const shutdown = (code: number, reason?: string) => {
    if (exitingSince) {
      // tsx relays the terminal's Ctrl-C to this process, which also gets it from the terminal
      // itself: a repeat within a second is the same Ctrl-C, not an impatient second one.
      if (Date.now() - exitingSince > 1000) process.exit(code || 130);
      return;
    }
    exitingSince = Date.now();
    if (reason) console.log(reason);
    const force = setTimeout(() => process.exit(code || 1), 10_000);
    force.unref();
    cleanup()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(code));
  };
  process.on('SIGINT', () => shutdown(0, '\nStopping…'));
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGHUP', () => shutdown(0));
  process.on('uncaughtException', (error) => {
    console.error(error);
    shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    shutdown(1);
  });
  return shutdown;
};
