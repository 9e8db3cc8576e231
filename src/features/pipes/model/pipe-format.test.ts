import { describe, expect, it } from "vitest";
import type { PipeSource } from "@/shared/schemas/pipe";
import {
  describeSource,
  formatBytes,
  formatCpu,
  formatMilliseconds,
  formatScaling,
  formatYesNo,
  pipeStateTone,
  summarizeBrokers,
  unixTimestampToDate,
} from "./pipe-format";

describe("pipeStateTone", () => {
  it("colours each known state by what it means for the data", () => {
    expect(pipeStateTone("Running")).toBe("ok");
    expect(pipeStateTone("Completed")).toBe("ok");
    expect(pipeStateTone("Provisioning")).toBe("transition");
    expect(pipeStateTone("Resync")).toBe("transition");
    expect(pipeStateTone("Stopped")).toBe("stopped");
    expect(pipeStateTone("Paused")).toBe("stopped");
    expect(pipeStateTone("Failed")).toBe("failed");
    expect(pipeStateTone("Degraded")).toBe("failed");
    expect(pipeStateTone("InternalError")).toBe("failed");
  });
  it("keeps a state it does not know neutral instead of guessing", () => {
    expect(pipeStateTone("Hibernating")).toBe("neutral");
    expect(pipeStateTone("Unknown")).toBe("neutral");
  });
});

describe("units", () => {
  it("writes bytes in binary KB/MB/GB, trimming needless decimals", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(268435456)).toBe("256 MB");
    expect(formatBytes(1073741824)).toBe("1 GB");
    expect(formatBytes(104857600)).toBe("100 MB");
  });
  it("writes milliseconds as seconds from one second up", () => {
    expect(formatMilliseconds(500)).toBe("500 ms");
    expect(formatMilliseconds(1000)).toBe("1 s");
    expect(formatMilliseconds(2500)).toBe("2.5 s");
    expect(formatMilliseconds(60000)).toBe("60 s");
  });
  it("writes scaling as replicas times one replica's size", () => {
    expect(formatCpu(125)).toBe("0.125 vCPU");
    expect(formatScaling({ replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 0.5, concurrency: 1 })).toBe("2 × 0.5 vCPU / 0.5 GB");
    expect(formatScaling({ replicas: 3 })).toBe("3 × ? vCPU / ? GB");
    expect(formatScaling(null)).toBe("—");
  });
  it("writes booleans as yes or no", () => {
    expect(formatYesNo(true)).toBe("Yes");
    expect(formatYesNo(false)).toBe("No");
    expect(formatYesNo(undefined)).toBe("—");
  });
  it("reads a kinesis timestamp as seconds, or as milliseconds when too large for seconds", () => {
    expect(unixTimestampToDate(1735689600).toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(unixTimestampToDate(1735689600000).toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });
});

describe("describeSource", () => {
  it("gives kafka's topics and brokers", () => {
    const source: PipeSource = { kafka: { brokers: "a:9092, b:9092,c:9092", topics: "orders" } };
    expect(describeSource(source)).toEqual({ kind: "kafka", label: "Kafka", facts: ["Topics: orders", "Brokers: a:9092 +2 more"] });
    expect(summarizeBrokers("only:9092")).toBe("only:9092");
  });
  it("gives object storage's url, compression and whether it is continuous", () => {
    const source: PipeSource = { objectStorage: { url: "https://b/x/*.gz", compression: "gzip", isContinuous: false } };
    expect(describeSource(source).facts).toEqual(["https://b/x/*.gz", "compression gzip · one-off"]);
    expect(describeSource({ objectStorage: { url: "u", isContinuous: true } }).facts[1]).toBe("no compression set · continuous");
  });
  it("gives kinesis' stream and region", () => {
    expect(describeSource({ kinesis: { streamName: "s", region: "eu-west-1" } }).facts).toEqual(["Stream: s", "Region: eu-west-1"]);
  });
  it("gives postgres' host:port/database and how many tables", () => {
    const one = { sourceSchemaName: "public", sourceTable: "a", targetTable: "a" };
    expect(describeSource({ postgres: { host: "db", port: 5432, database: "shop", tableMappings: [one] } }).facts).toEqual(["db:5432/shop", "1 table"]);
    expect(describeSource({ postgres: { host: "db", port: 5432, database: "shop", tableMappings: [one, one] } }).facts[1]).toBe("2 tables");
  });
  it("says so when no kind it knows is filled", () => {
    expect(describeSource({ kafka: null })).toEqual({ kind: undefined, label: "Unknown source", facts: [] });
  });
});
