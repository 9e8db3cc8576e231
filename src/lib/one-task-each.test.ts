import { describe, expect, it } from "vitest";
import { inSlices, inTaskOfItsOwn } from "./one-task-each";

/** Resolves in a later task than anything queued before it through a MessageChannel. */
const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("inTaskOfItsOwn", () => {
  it("runs every job, in order, never two in one task", async () => {
    const ran: string[] = [];
    for (const name of ["a", "b", "c"]) {
      inTaskOfItsOwn(() => {
        ran.push(name);
        // Microtasks run when a task ends: had two jobs shared a task, both would run before either's microtask.
        queueMicrotask(() => ran.push(`${name}'`));
      });
    }
    expect(ran).toEqual([]);
    while (ran.length < 6) await laterTask();
    expect(ran).toEqual(["a", "a'", "b", "b'", "c", "c'"]);
  });

  it("drops a job taken back before it ran, and keeps the others", async () => {
    const ran: string[] = [];
    inTaskOfItsOwn(() => ran.push("kept"));
    const takeBack = inTaskOfItsOwn(() => ran.push("taken back"));
    inTaskOfItsOwn(() => ran.push("last"));
    takeBack();
    for (let i = 0; i < 5; i += 1) await laterTask();
    expect(ran).toEqual(["kept", "last"]);
  });

  it("runs a job queued by a running job, after it", async () => {
    const ran: string[] = [];
    inTaskOfItsOwn(() => {
      ran.push("first");
      inTaskOfItsOwn(() => ran.push("queued while running"));
    });
    for (let i = 0; i < 5; i += 1) await laterTask();
    expect(ran).toEqual(["first", "queued while running"]);
  });
});

describe("inSlices", () => {
  it("runs every step once, in order, in slices of 16 steps when each slice is over its time at once", async () => {
    const steps: number[] = [];
    const slices: number[][] = [[]];
    // A microtask queued by a step runs when its task ends: each slice's steps are followed by one.
    const running = inSlices(40, (index) => {
      steps.push(index);
      const slice = slices.at(-1)!;
      if (slice.length === 0) queueMicrotask(() => slices.push([]));
      slice.push(index);
    }, { sliceMs: 0 });
    await running;
    expect(steps).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(slices.filter((slice) => slice.length > 0).map((slice) => slice.length)).toEqual([16, 16, 8]);
  });

  it("runs all steps in one go while the slice's time lasts", async () => {
    let ran = 0;
    let ranBeforeFirstPause = -1;
    await inSlices(1000, (index) => {
      // Runs at the loop's first pause: had it paused before the end, fewer steps would have run.
      if (index === 0) queueMicrotask(() => (ranBeforeFirstPause = ran));
      ran += 1;
    }, { sliceMs: 60_000 });
    expect(ranBeforeFirstPause).toBe(1000);
  });
});
