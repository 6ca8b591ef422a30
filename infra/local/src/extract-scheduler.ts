/** How often the local cloud's extract scheduler ticks: a minute, so a schedule set for this hour runs soon after it. */
export const LOCAL_EXTRACT_TICK_MS = 60_000;

export interface ExtractScheduler {
  stop(): void;
}

/**
 * The local cloud's stand-in for EventBridge Scheduler's tick (infra's jobs stack; ADR 0032 "Schedules"): a
 * timer that runs the same work as the tick's message (`runDueSchedules`, the due schedules' runs started on
 * the local extracts queue). A tick does not start while the previous one runs, and a failure is reported and
 * waits for the next tick, as a failed delivery would.
 */
export function startExtractScheduler(options: {
  tick: (now: Date) => Promise<unknown>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): ExtractScheduler {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options
      .tick(new Date())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? LOCAL_EXTRACT_TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
