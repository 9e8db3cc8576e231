import { describe, expect, it } from "vitest";
import type { PipeSource } from "@/shared/schemas/pipe";
import { availableCommands } from "./pipe-command-model";

const kafka: PipeSource = { kafka: { brokers: "b:9092", topics: "t" } };
const postgres: PipeSource = { postgres: { host: "h", port: 5432, database: "d", tableMappings: [] } };

describe("availableCommands", () => {
  it("offers start only from Stopped or Failed, and stop too for a failed pipe (so that it can be mended)", () => {
    expect(availableCommands({ state: "Stopped", source: kafka })).toEqual(["start"]);
    expect(availableCommands({ state: "Failed", source: kafka })).toEqual(["start", "stop"]);
    expect(availableCommands({ state: "Running", source: kafka })).not.toContain("start");
  });
  it("offers stop while the pipe moves or could move data, not where the service would leave it as it is", () => {
    expect(availableCommands({ state: "Running", source: kafka })).toEqual(["stop"]);
    expect(availableCommands({ state: "Provisioning", source: kafka })).toEqual(["stop"]);
    expect(availableCommands({ state: "Stopping", source: kafka })).toEqual([]);
    expect(availableCommands({ state: "Completed", source: kafka })).toEqual([]);
  });
  it("offers resync only for postgres pipes in a settled, replicating state", () => {
    expect(availableCommands({ state: "Running", source: postgres })).toEqual(["stop", "resync"]);
    expect(availableCommands({ state: "Paused", source: postgres })).toEqual(["stop", "resync"]);
    expect(availableCommands({ state: "Snapshot", source: postgres })).toEqual(["stop"]);
  });
  it("offers stop for Unknown, the first state of a streaming pipe, as the emulator allows it", () => {
    expect(availableCommands({ state: "Unknown", source: kafka })).toEqual(["stop"]);
  });
  it("offers only Stop for a state the console does not know: the service takes a stop in any state", () => {
    expect(availableCommands({ state: "Hibernating", source: postgres })).toEqual(["stop"]);
  });
});
