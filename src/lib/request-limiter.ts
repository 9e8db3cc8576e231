/**
 * At most `max` tasks at once; the rest wait their turn in order. A waiting task whose signal aborts
 * leaves the line without running (a range change cancels what has not started yet).
 */
export function createRequestLimiter(max: number) {
  let active = 0;
  const waiting: { start: () => void }[] = [];

  function release() {
    const next = waiting.shift();
    // The slot passes straight to the next task, so no newcomer can slip in between.
    if (next) next.start();
    else active -= 1;
  }

  async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (active < max) {
      active += 1;
    } else {
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal?.reason);
        };
        waiting.push(entry);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    }
    try {
      return await task();
    } finally {
      release();
    }
  }

  return { run, get active() { return active; }, get waiting() { return waiting.length; } };
}
