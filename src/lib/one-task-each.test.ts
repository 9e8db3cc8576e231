import { describe, expect, it } from "vitest";
import { inTaskOfItsOwn } from "./one-task-each";

/** Resolves in a later task than anything queued before it through a MessageChannel. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    while (ran.length < 6) await nextTask();
    expect(ran).toEqual(["a", "a'", "b", "b'", "c", "c'"]);
  });

  it("drops a job taken back before it ran, and keeps the others", async () => {
    const ran: string[] = [];
    inTaskOfItsOwn(() => ran.push("kept"));
    const takeBack = inTaskOfItsOwn(() => ran.push("taken back"));
    inTaskOfItsOwn(() => ran.push("last"));
    takeBack();
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(ran).toEqual(["kept", "last"]);
  });

  it("runs a job queued by a running job, after it", async () => {
    const ran: string[] = [];
    inTaskOfItsOwn(() => {
      ran.push("first");
      inTaskOfItsOwn(() => ran.push("queued while running"));
    });
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(ran).toEqual(["first", "queued while running"]);
  });
});
