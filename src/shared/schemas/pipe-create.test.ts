import { describe, expect, it } from "vitest";
import { PIPE_SOURCE_KINDS } from "./pipe";
import { fieldMappingProblems, pipeCreateBodySchema } from "./pipe-create";
import { REFUSED_CREATE_BODIES, VALID_CREATE_BODIES, refusedBody } from "./pipe-create-test-cases";
import { commandRefusal, editRefusal, scalingFieldsFor, scalingRefusal, stopChanges } from "./pipe-rules";
import { pipePatchBodySchema, pipeScalingPatchBodySchema } from "./pipe-update";

describe("create body", () => {
  it.each(PIPE_SOURCE_KINDS)("takes the %s example", (kind) => {
    expect(pipeCreateBodySchema.safeParse(VALID_CREATE_BODIES[kind]).success).toBe(true);
  });

  it.each(REFUSED_CREATE_BODIES)("refuses %s, first naming the field", (_what, kind, change, message) => {
    const result = pipeCreateBodySchema.safeParse(refusedBody(kind, change));
    expect(result.success).toBe(false);
    // The 400 prefixes the path when the message does not start with it (server test); the field's own name is in the message.
    const last = String(message.split(/[ :]/)[0]?.split(".").at(-1));
    expect(result.error?.issues[0]?.message).toContain(last.replace(/\[\d+\]$/, ""));
  });

  it("a broker's port is 1 to 65535, and a topic name at most 249 characters", () => {
    const body = (kafka: object) => ({ ...VALID_CREATE_BODIES.kafka, source: { kafka: { ...VALID_CREATE_BODIES.kafka.source.kafka, ...kafka } } });
    expect(pipeCreateBodySchema.safeParse(body({ brokers: "b:99999" })).error?.issues[0]?.message).toBe("brokers must have ports from 1 to 65535");
    expect(pipeCreateBodySchema.safeParse(body({ brokers: "b:0" })).error?.issues[0]?.message).toBe("brokers must have ports from 1 to 65535");
    expect(pipeCreateBodySchema.safeParse(body({ brokers: "b:1,c:65535" })).success).toBe(true);
    // An IPv6 address goes in brackets, as Kafka clients write it.
    expect(pipeCreateBodySchema.safeParse(body({ brokers: "[::1]:9092, [2001:db8::7]:9093,b:9094" })).success).toBe(true);
    expect(pipeCreateBodySchema.safeParse(body({ brokers: "[::1]:99999" })).error?.issues[0]?.message).toBe("brokers must have ports from 1 to 65535");
    for (const brokers of ["::1:9092", "[]:9092", "[::1]", "[b-1]:9092", "[::1:9092"]) {
      expect(pipeCreateBodySchema.safeParse(body({ brokers })).error?.issues[0]?.message, brokers).toBe("brokers must be host:port pairs separated by commas (an IPv6 host in brackets)");
    }
    expect(pipeCreateBodySchema.safeParse(body({ brokers: `b:1,${"h".repeat(254)}:9092` })).error?.issues[0]?.message).toBe("brokers must have host names of at most 253 characters");
    expect(pipeCreateBodySchema.safeParse(body({ brokers: `${"h".repeat(253)}:9092` })).success).toBe(true);
    expect(pipeCreateBodySchema.safeParse(body({ topics: "t".repeat(250) })).error?.issues[0]?.message).toBe("topics must each be at most 249 characters");
    expect(pipeCreateBodySchema.safeParse(body({ topics: "t".repeat(249) })).success).toBe(true);
  });

  it("an IAM user's key may come as credentials (the reference) or as accessKey (gaps.md), not both", () => {
    const kafka = { type: "msk", format: "JSONEachRow", brokers: "b:9098", topics: "t", authentication: "IAM_USER" } as const;
    const key = { accessKeyId: "AKIA", secretKey: "s" };
    const body = (source: object) => ({ ...VALID_CREATE_BODIES.kafka, source: { kafka: source } });
    expect(pipeCreateBodySchema.safeParse(body({ ...kafka, credentials: key })).success).toBe(true);
    expect(pipeCreateBodySchema.safeParse(body({ ...kafka, accessKey: key })).success).toBe(true);
    expect(pipeCreateBodySchema.safeParse(body({ ...kafka, accessKey: key, credentials: key })).error?.issues[0]?.message).toBe(
      "accessKey and credentials both hold a key; send one",
    );
  });
});

describe("field mappings", () => {
  it("every column fed once, from a mapping that names it", () => {
    const columns = ["a", "b"];
    expect(fieldMappingProblems([{ sourceField: "x", destinationField: "a" }, { sourceField: "y", destinationField: "b" }], columns)).toEqual([]);
    expect(fieldMappingProblems([{ sourceField: "x", destinationField: "a" }, { sourceField: "y", destinationField: "a" }], columns)).toEqual([
      { path: ["fieldMappings", 1, "destinationField"], message: "destinationField a is mapped twice" },
      { path: ["fieldMappings"], message: "fieldMappings must feed every column; missing: b" },
    ]);
  });
});

describe("update bodies", () => {
  it("a patch must change something; a name alone is enough", () => {
    expect(pipePatchBodySchema.safeParse({}).success).toBe(false);
    expect(pipePatchBodySchema.safeParse({ name: "new" }).success).toBe(true);
    expect(pipePatchBodySchema.safeParse({ name: "new", owner: "me" }).success).toBe(false);
  });

  it("table mappings to add are checked like created ones", () => {
    const add = { sourceSchemaName: "public", sourceTable: "t", targetTable: "t", useCustomSortingKey: true };
    const result = pipePatchBodySchema.safeParse({ source: { postgres: { tableMappingsToAdd: [add] } } });
    expect(result.error?.issues[0]).toMatchObject({ path: ["source", "postgres", "tableMappingsToAdd", 0, "sortingKeys"] });
  });

  it("scaling: within bounds, null leaves a field, an empty body is refused", () => {
    expect(pipeScalingPatchBodySchema.safeParse({ replicas: 40, replicaMemoryGb: null }).success).toBe(true);
    expect(pipeScalingPatchBodySchema.safeParse({ replicaCpuMillicores: 124 }).error?.issues[0]?.message).toBe("replicaCpuMillicores must be at least 125");
    expect(pipeScalingPatchBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("state rules", () => {
  it("edits need a stopped or paused pipe; scaling is for every kind but postgres", () => {
    expect(editRefusal("Stopped")).toBeNull();
    expect(editRefusal("Paused")).toBeNull();
    expect(editRefusal("Running")).toMatch(/^pipe is Running; stop it first/);
    expect(scalingRefusal("postgres")).toBe("postgres pipes cannot be scaled");
    expect(scalingRefusal("kinesis")).toBeNull();
    expect(scalingFieldsFor("objectStorage")).toContain("concurrency");
    expect(scalingFieldsFor("kafka")).not.toContain("concurrency");
  });

  it("commands: start from Stopped or Failed, stop from any state (changing only a pipe that reads or failed), resync only postgres", () => {
    expect(commandRefusal("start", "Failed", "kafka")).toBeNull();
    for (const state of ["Unknown", "Failed", "Completed", "Stopped", "Stopping"]) expect(commandRefusal("stop", state, "objectStorage")).toBeNull();
    expect(["Unknown", "Running", "Failed", "Hibernating"].map(stopChanges)).toEqual([true, true, true, true]);
    expect(["Stopped", "Stopping", "Completed"].map(stopChanges)).toEqual([false, false, false]);
    expect(commandRefusal("resync", "Running", "kafka")).toBe("resync is only possible for postgres pipes");
  });
});
