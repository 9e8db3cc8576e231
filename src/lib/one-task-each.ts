/**
 * Work split into tasks, so the main thread is free in between (a tap, a key or a frame goes first)
 * instead of blocked for all of it at once, which on a phone is a long task. Jobs run one per task,
 * in the order they were queued: a dashboard whose charts all get their data in one go builds them
 * one after another. Long loops (a list of thousands read, parsed and compared) run in slices.
 */
const queued = new Set<() => void>();
let channel: MessageChannel | undefined;

function runNext() {
  const [job] = queued;
  if (job === undefined) return;
  queued.delete(job);
  if (queued.size > 0) channel!.port2.postMessage(null);
  job();
}

/** Queues `job` for a task of its own; the returned function takes it back if it has not run yet. */
export function inTaskOfItsOwn(job: () => void): () => void {
  // A job of its own each time, so the same function queued twice runs twice.
  const entry = () => job();
  if (channel === undefined) {
    channel = new MessageChannel();
    channel.port1.onmessage = runNext;
  }
  if (queued.size === 0) channel.port2.postMessage(null);
  queued.add(entry);
  return () => {
    queued.delete(entry);
  };
}

/**
 * Resolves in a task of its own, after the jobs queued before it (one queue, first in first out: a
 * slice of a list waits for the charts already queued): long work awaits it to let the browser in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    inTaskOfItsOwn(resolve);
  });
}

/** How long one slice of inSlices may run before the browser gets the main thread back. */
const SLICE_MS = 8;
/** Steps between two looks at the clock. */
export const STEPS_PER_CLOCK_CHECK = 16;

/** How work in slices is stopped (`signal`) and how long each slice may run (`sliceMs`, SLICE_MS by default). */
export interface SliceOptions {
  signal?: AbortSignal;
  sliceMs?: number;
}

/**
 * Runs `step(0)` to `step(count - 1)` in slices of about `sliceMs`, each slice in a task of its own
 * (nextTask), so work over thousands of items never holds the main thread for longer than a slice:
 * a keystroke, a scroll or a frame goes in between. Stops with the signal's reason when `signal`
 * aborts, at the next slice.
 */
export async function inSlices(count: number, step: (index: number) => void, { signal, sliceMs = SLICE_MS }: SliceOptions = {}): Promise<void> {
  let sliceStart = performance.now();
  for (let index = 0; index < count; index += 1) {
    if (index % STEPS_PER_CLOCK_CHECK === 0 && index > 0 && performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
    step(index);
  }
}
