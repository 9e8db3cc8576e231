import { describe, expect, it } from "vitest";
import { createRequestLimiter } from "./request-limiter";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createRequestLimiter", () => {
  it("runs at most `max` tasks at once and starts the others in order as slots free up", async () => {
    const limiter = createRequestLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) => limiter.run(async () => {
      started.push(index);
      await gate.promise;
      return index;
    }));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(2);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer while one waits does not jump the line.
    const late = limiter.run(async () => {
      started.push(9);
      return 9;
    });
    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all([...runs, late])).toEqual([0, 1, 2, 3, 9]);
    expect(started).toEqual([0, 1, 2, 3, 9]);
    expect(limiter.active).toBe(0);
  });

  it("drops a waiting task whose signal aborts, without running it or losing its slot", async () => {
    const limiter = createRequestLimiter(1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const second = limiter.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new DOMException("range changed", "AbortError"));
    await expect(second).rejects.toThrow("range changed");
    gate.resolve();
    await first;
    expect(ran).toBe(false);
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createRequestLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => 1)).resolves.toBe(1);
  });
});
