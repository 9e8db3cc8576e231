/**
 * Jobs run one per task, in the order they were queued. A dashboard whose charts all get their data
 * in one go builds them one after another, each in a task of its own: between two charts the main
 * thread is free (a tap, a key or a frame goes first) instead of blocked for all of them at once,
 * which on a phone is one long task per dashboard load.
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
