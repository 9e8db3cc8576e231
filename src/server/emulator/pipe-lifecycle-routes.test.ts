import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "../../shared/zod";
import { PIPE_SOURCE_KINDS, pipeSchema, pipeSourceKind, type Pipe, type PipeSourceKind } from "../../shared/schemas/pipe";
import { REFUSED_CREATE_BODIES, TEST_SECRETS, VALID_CREATE_BODIES, refusedBody } from "../../shared/schemas/pipe-create-test-cases";
import { errorOf, resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE, SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "./seed";

/** Short transitions so the tests can watch a new pipe turn Running. */
const TRANSITION_MS = 150;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ EMULATOR_TRANSITION_MS: String(TRANSITION_MS) });
});
afterAll(() => server.close());

const pipes = (serviceId: string) => `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${serviceId}/pipes`;
const pipePath = (pipe: { id: string; serviceId: string }) => `${pipes(pipe.serviceId)}/${pipe.id}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates on the development service, which the other tests of this file do not count. */
async function create(body: unknown): Promise<Response> {
  return server.call("POST", pipes(DEVELOPMENT_SERVICE.id), body);
}
async function created(kind: PipeSourceKind, name: string): Promise<Pipe> {
  return pipeSchema.parse(await resultOf(await create({ ...structuredClone(VALID_CREATE_BODIES[kind]), name })));
}
async function getPipe(pipe: { id: string; serviceId: string }): Promise<Pipe> {
  return pipeSchema.parse(await resultOf(await server.call("GET", pipePath(pipe))));
}
async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return (await errorOf(response)).error;
}

describe("create", () => {
  it.each(PIPE_SOURCE_KINDS)("a %s pipe is created Provisioning and turns Running by itself", async (kind) => {
    const response = await create(VALID_CREATE_BODIES[kind]);
    const text = await response.clone().text();
    const pipe = pipeSchema.parse(await resultOf(response));
    expect(pipe).toMatchObject({ name: VALID_CREATE_BODIES[kind].name, serviceId: DEVELOPMENT_SERVICE.id, state: "Provisioning" });
    expect(pipeSourceKind(pipe.source)).toBe(kind);
    for (const secret of Object.values(TEST_SECRETS)) expect(text).not.toContain(secret);
    await sleep(TRANSITION_MS + 50);
    expect((await getPipe(pipe)).state).toBe("Running");
    const list = z.array(pipeSchema).parse(await resultOf(await server.call("GET", pipes(DEVELOPMENT_SERVICE.id))));
    expect(list.map((p) => p.id)).toContain(pipe.id);
  });

  it("keeps what was sent, fills the defaults, and masks a connection string's key", async () => {
    const kafka = await created("kafka", "defaults-kafka");
    expect(kafka.source.kafka).toMatchObject({ type: "confluent", authentication: "PLAIN", consumerGroup: `pipes-${kafka.id}` });
    expect(kafka.source.kafka).not.toHaveProperty("credentials");
    expect(kafka.scaling).toEqual({ replicas: 2, concurrency: 0, replicaCpuMillicores: 250, replicaMemoryGb: 1 });
    expect(kafka.settings?.streaming_max_insert_wait_ms).toBe(5000);
    expect(kafka.destination.tableDefinition).toEqual({ engine: { type: "MergeTree" }, sortingKey: ["ts", "id"] });
    const azure = await created("objectStorage", "defaults-azure");
    expect(azure.source.objectStorage?.connectionString).toBe(
      "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=********;EndpointSuffix=core.windows.net",
    );
    expect(azure.settings?.object_storage_concurrency).toBe(4);
    const postgres = await created("postgres", "defaults-postgres");
    expect(postgres.scaling).toBeUndefined();
    expect(postgres.destination).toEqual({ database: "shop_replica", columns: [] });
    expect(postgres.source.postgres?.settings).toMatchObject({ replicationMode: "cdc", syncIntervalSeconds: 60 });
  });

  it.each(REFUSED_CREATE_BODIES)("refuses %s with a 400 that names the field", async (_what, kind, change, message) => {
    expect(await refusal(await create(refusedBody(kind, change)), 400)).toBe(`BAD_REQUEST: ${message}`);
  });

  it("a reverse private endpoint of another service is a 400; one of this service is kept", async () => {
    const body = structuredClone(VALID_CREATE_BODIES.kafka);
    body.source.kafka!.reversePrivateEndpointIds = [SEED_REVERSE_ENDPOINTS.mskReady.id];
    const message = await refusal(await create({ ...body, name: "endpoint-elsewhere" }), 400);
    expect(message).toBe(`BAD_REQUEST: source.kafka.reversePrivateEndpointIds[0]: ${SEED_REVERSE_ENDPOINTS.mskReady.id} is not a reverse private endpoint of this service`);
    const onProduction = await server.call("POST", pipes(PRODUCTION_SERVICE.id), { ...body, name: "endpoint-here" });
    const pipe = pipeSchema.parse(await resultOf(onProduction));
    expect(pipe.source.kafka?.reversePrivateEndpointIds).toEqual([SEED_REVERSE_ENDPOINTS.mskReady.id]);
    await server.call("DELETE", pipePath(pipe));
  });

  it("a name already used in the service is a 409; the same name in another service is fine", async () => {
    const first = await created("kinesis", "twice");
    expect(await refusal(await create({ ...VALID_CREATE_BODIES.kinesis, name: "twice" }), 409)).toBe(
      "CONFLICT: name twice is already used by another pipe of this service",
    );
    const elsewhere = await server.call("POST", pipes(PRODUCTION_SERVICE.id), { ...VALID_CREATE_BODIES.kinesis, name: "twice" });
    const other = pipeSchema.parse(await resultOf(elsewhere));
    expect(other.id).not.toBe(first.id);
    await server.call("DELETE", pipePath(other));
  });
});

describe("update", () => {
  it("renames a running pipe; a name another pipe has is a 409", async () => {
    const pipe = await created("kafka", "to-rename");
    const renamed = pipeSchema.parse(await resultOf(await server.call("PATCH", pipePath(pipe), { name: "renamed" })));
    expect(renamed.name).toBe("renamed");
    expect((await getPipe(pipe)).name).toBe("renamed");
    await created("kafka", "taken");
    expect(await refusal(await server.call("PATCH", pipePath(pipe), { name: "taken" }), 409)).toBe(
      "CONFLICT: name taken is already used by another pipe of this service",
    );
    // A new name follows the create's rules: one line of visible text.
    expect(await refusal(await server.call("PATCH", pipePath(pipe), { name: "a\uD800b" }), 400)).toBe(
      "BAD_REQUEST: name must not contain control or direction characters (a lone surrogate U+D800 at character 2)",
    );
    expect((await getPipe(pipe)).name).toBe("renamed");
  });

  it("field mappings change only while the pipe is stopped, and must feed every column", async () => {
    const pipe = await created("kinesis", "remap");
    const mappings = VALID_CREATE_BODIES.kinesis.fieldMappings!.map((m) => ({ ...m, sourceField: `src_${m.sourceField}` }));
    expect(await refusal(await server.call("PATCH", pipePath(pipe), { fieldMappings: mappings }), 409)).toBe(
      "CONFLICT: pipe is Provisioning; stop it first: the source, field mappings and table mappings change only while it is Stopped or Paused",
    );
    await sleep(TRANSITION_MS + 50);
    await server.call("PATCH", `${pipePath(pipe)}/state`, { command: "stop" });
    await sleep(TRANSITION_MS + 50);
    const remapped = pipeSchema.parse(await resultOf(await server.call("PATCH", pipePath(pipe), { fieldMappings: mappings })));
    expect(remapped.fieldMappings).toEqual(mappings);
    expect(remapped.state).toBe("Stopped");
    expect(await refusal(await server.call("PATCH", pipePath(pipe), { fieldMappings: mappings.slice(1) }), 400)).toBe(
      "BAD_REQUEST: fieldMappings must feed every column; missing: id",
    );
  });

  it("adds and removes postgres table mappings of a paused pipe", async () => {
    const pipe = SEED_PIPES.crmSync;
    const before = await getPipe(pipe);
    const added = { sourceSchemaName: "public", sourceTable: "invoices", targetTable: "crm_sync_invoices", excludedColumns: ["pdf"] };
    const after = pipeSchema.parse(await resultOf(await server.call("PATCH", pipePath(pipe), { source: { postgres: { tableMappingsToAdd: [added] } } })));
    expect(after.source.postgres?.tableMappings).toHaveLength(before.source.postgres!.tableMappings.length + 1);
    expect(after.source.postgres?.tableMappings.at(-1)).toMatchObject(added);
    const again = await server.call("PATCH", pipePath(pipe), { source: { postgres: { tableMappingsToAdd: [added] } } });
    expect(await refusal(again, 400)).toBe("BAD_REQUEST: source.postgres.tableMappingsToAdd[0].sourceTable public.invoices is already mapped");
    const removed = pipeSchema.parse(await resultOf(await server.call("PATCH", pipePath(pipe), { source: { postgres: { tableMappingsToRemove: [added] } } })));
    expect(removed.source.postgres?.tableMappings).toEqual(before.source.postgres?.tableMappings);
    const unknown = await server.call("PATCH", pipePath(pipe), { source: { postgres: { tableMappingsToRemove: [added] } } });
    expect(await refusal(unknown, 400)).toBe("BAD_REQUEST: source.postgres.tableMappingsToRemove[0]: public.invoices → crm_sync_invoices is not a table mapping of this pipe");
    const all = before.source.postgres!.tableMappings;
    expect(await refusal(await server.call("PATCH", pipePath(pipe), { source: { postgres: { tableMappingsToRemove: all } } }), 400)).toBe(
      "BAD_REQUEST: source.postgres.tableMappingsToRemove would leave the pipe without tables; keep at least one",
    );
  });

  it("table mappings of a running postgres pipe are a 409; a source of another kind and an empty body are 400s", async () => {
    const running = await server.call("PATCH", pipePath(SEED_PIPES.ordersCdc), {
      source: { postgres: { tableMappingsToAdd: [{ sourceSchemaName: "public", sourceTable: "x", targetTable: "x" }] } },
    });
    expect(await refusal(running, 409)).toMatch(/^CONFLICT: pipe is (Running|Resync); stop it first/);
    const otherKind = await server.call("PATCH", pipePath(SEED_PIPES.crmSync), { source: { kafka: { iamRole: "arn:aws:iam::123456789012:role/pipes" } } });
    expect(await refusal(otherKind, 400)).toBe("BAD_REQUEST: source.kafka does not match this pipe, whose source is postgres");
    expect(await refusal(await server.call("PATCH", pipePath(SEED_PIPES.crmSync), {}), 400)).toMatch(/^BAD_REQUEST: the body changes nothing/);
  });
});

describe("source edits keep the rules of creation", () => {
  it("an Azure container, path or connection string, or an IAM role, that creation refuses is refused when edited, naming the field", async () => {
    const azure = await created("objectStorage", "edit-rules-azure");
    const edit = (objectStorage: Record<string, unknown>) => server.call("PATCH", pipePath(azure), { source: { objectStorage } });
    for (const [objectStorage, message] of [
      [{ azureContainerName: "Bad Container!" }, "BAD_REQUEST: source.objectStorage.azureContainerName must be 3 to 63 lowercase letters"],
      [{ path: "/leading/*.csv" }, "BAD_REQUEST: source.objectStorage.path starts inside the container: leave out the leading /"],
      [{ connectionString: "garbage" }, "BAD_REQUEST: source.objectStorage.connectionString must be key=value pairs"],
      [{ iamRole: "admin" }, "BAD_REQUEST: source.objectStorage.iamRole must be an IAM role ARN"],
    ] as const) {
      expect(await refusal(await edit(objectStorage), 400)).toContain(message);
    }
    const kafka = await created("kafka", "edit-rules-kafka");
    expect(await refusal(await server.call("PATCH", pipePath(kafka), { source: { kafka: { iamRole: "admin" } } }), 400)).toContain(
      "BAD_REQUEST: source.kafka.iamRole must be an IAM role ARN",
    );
    expect((await getPipe(azure)).source.objectStorage).toMatchObject({ azureContainerName: "exports" });
  });
});

describe("credential edits", () => {
  /** A new pipe of `kind` (its valid body, with `source` replaced when given), stopped, so its source may change. */
  async function stopped(kind: PipeSourceKind, name: string, source?: Record<string, unknown>): Promise<Pipe> {
    const pipe = pipeSchema.parse(await resultOf(await create({ ...structuredClone(VALID_CREATE_BODIES[kind]), name, ...(source ? { source } : {}) })));
    await sleep(TRANSITION_MS + 50);
    await server.call("PATCH", `${pipePath(pipe)}/state`, { command: "stop" });
    await sleep(TRANSITION_MS + 50);
    return pipe;
  }

  it("a switch of authentication sends what the new one needs; the old one's IAM role goes, and no secret is echoed", async () => {
    const pipe = await stopped("kinesis", "credentials-kinesis");
    const edit = (kinesis: Record<string, unknown>) => server.call("PATCH", pipePath(pipe), { source: { kinesis } });
    const role = "arn:aws:iam::123456789012:role/pipes-reader";
    expect(await refusal(await edit({ authentication: "IAM_ROLE" }), 400)).toBe(
      "BAD_REQUEST: source.kinesis.iamRole is required to switch authentication to IAM_ROLE",
    );
    const toRole = pipeSchema.parse(await resultOf(await edit({ authentication: "IAM_ROLE", iamRole: role })));
    expect(toRole.source.kinesis).toMatchObject({ authentication: "IAM_ROLE", iamRole: role });
    expect(await refusal(await edit({ authentication: "IAM_USER" }), 400)).toBe(
      "BAD_REQUEST: source.kinesis.accessKey is required to switch authentication to IAM_USER",
    );
    const secretKey = "rotated-secret-do-not-echo";
    const answer = await edit({ authentication: "IAM_USER", accessKey: { accessKeyId: "AKIAROTATED", secretKey } });
    expect(await answer.clone().text()).not.toContain(secretKey);
    const toUser = pipeSchema.parse(await resultOf(answer));
    expect(toUser.source.kinesis).toMatchObject({ authentication: "IAM_USER", iamRole: null });
    expect((await getPipe(pipe)).source.kinesis).toMatchObject({ authentication: "IAM_USER", iamRole: null });
  });

  it("a Kafka pipe switched to an authentication with credentials must send them; the same authentication again is not a switch", async () => {
    const pipe = await stopped("kafka", "credentials-kafka");
    const edit = (kafka: Record<string, unknown>) => server.call("PATCH", pipePath(pipe), { source: { kafka } });
    expect(await refusal(await edit({ authentication: "MUTUAL_TLS" }), 400)).toBe(
      "BAD_REQUEST: source.kafka.credentials is required to switch authentication to MUTUAL_TLS",
    );
    expect((await edit({ authentication: "PLAIN" })).status).toBe(200);
    const password = "rotated-password-do-not-echo";
    const answer = await edit({ authentication: "PLAIN", credentials: { username: "api-key-2", password } });
    expect(await answer.clone().text()).not.toContain(password);
    expect(pipeSchema.parse(await resultOf(answer)).source.kafka).toMatchObject({ authentication: "PLAIN" });
  });

  it("an Event Hubs pipe's new connection string must be one", async () => {
    const valid = "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=pipes;SharedAccessKey=a2V5";
    const hubs = await stopped("kafka", "credentials-event-hubs", { kafka: { ...VALID_CREATE_BODIES.kafka.source.kafka, type: "azureeventhub", authentication: "PLAIN", credentials: { connectionString: valid } } });
    const edit = (connectionString: string) => server.call("PATCH", pipePath(hubs), { source: { kafka: { credentials: { connectionString } } } });
    expect(await refusal(await edit("garbage"), 400)).toBe(
      "BAD_REQUEST: source.kafka.credentials.connectionString must be an Event Hubs connection string: Endpoint=sb://…;SharedAccessKeyName=…;SharedAccessKey=…",
    );
    expect((await edit(valid.replace("a2V5", "bmV3"))).status).toBe(200);
  });

  it("an MSK pipe leaving its IAM role for an access key drops the role; a public store given credentials sends them", async () => {
    const msk = await stopped("kafka", "credentials-msk", { kafka: { ...VALID_CREATE_BODIES.kafka.source.kafka, type: "msk", authentication: "IAM_ROLE", iamRole: "arn:aws:iam::123456789012:role/msk", credentials: undefined } });
    const toKey = await server.call("PATCH", pipePath(msk), { source: { kafka: { authentication: "IAM_USER", credentials: { accessKeyId: "AKIA1", secretKey: "s" } } } });
    expect(pipeSchema.parse(await resultOf(toKey)).source.kafka).toMatchObject({ authentication: "IAM_USER", iamRole: null });

    const s3 = await stopped("objectStorage", "credentials-s3", { objectStorage: { type: "s3", format: "JSONEachRow", url: "https://bucket.s3.eu-west-1.amazonaws.com/logs/*.json", compression: "auto", isContinuous: false } });
    const storage = (objectStorage: Record<string, unknown>) => server.call("PATCH", pipePath(s3), { source: { objectStorage } });
    expect(await refusal(await storage({ authentication: "IAM_USER" }), 400)).toBe("BAD_REQUEST: source.objectStorage.accessKey is required to switch authentication to IAM_USER");
    const keyed = await storage({ authentication: "IAM_USER", accessKey: { accessKeyId: "AKIA2", secretKey: "s3-secret-do-not-echo" } });
    expect(await keyed.clone().text()).not.toContain("s3-secret-do-not-echo");
    expect(pipeSchema.parse(await resultOf(keyed)).source.objectStorage).toMatchObject({ type: "s3", authentication: "IAM_USER" });
  });
});

describe("scaling", () => {
  it("changes the fields sent, within bounds, and keeps the others", async () => {
    const pipe = await created("kafka", "to-scale");
    const scaled = pipeSchema.parse(await resultOf(await server.call("PATCH", `${pipePath(pipe)}/scaling`, { replicas: 5, replicaMemoryGb: 4 })));
    expect(scaled.scaling).toEqual({ replicas: 5, concurrency: 0, replicaCpuMillicores: 250, replicaMemoryGb: 4 });
    expect((await getPipe(pipe)).scaling?.replicas).toBe(5);
    for (const [body, message] of [
      [{ replicas: 0 }, "replicas must be at least 1"],
      [{ replicaCpuMillicores: 2001 }, "replicaCpuMillicores must be at most 2000"],
      [{ replicaMemoryGb: 8.5 }, "replicaMemoryGb must be at most 8"],
      [{ replicas: 1.5 }, "replicas must be a whole number"],
      [{}, "the body changes nothing: send replicas, concurrency, replicaCpuMillicores or replicaMemoryGb"],
    ] as const) {
      expect(await refusal(await server.call("PATCH", `${pipePath(pipe)}/scaling`, body), 400)).toBe(`BAD_REQUEST: ${message}`);
    }
  });

  it("a postgres pipe cannot be scaled", async () => {
    const response = await server.call("PATCH", `${pipePath(SEED_PIPES.ordersCdc)}/scaling`, { replicas: 2 });
    expect(await refusal(response, 400)).toBe("BAD_REQUEST: postgres pipes cannot be scaled");
  });
});

describe("delete", () => {
  it("answers {status, requestId}; the pipe is gone from the list and its page", async () => {
    const pipe = await created("objectStorage", "to-delete");
    const response = await server.call("DELETE", pipePath(pipe));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["requestId", "status"]);
    expect((await server.call("GET", pipePath(pipe))).status).toBe(404);
    const list = z.array(pipeSchema).parse(await resultOf(await server.call("GET", pipes(DEVELOPMENT_SERVICE.id))));
    expect(list.map((p) => p.id)).not.toContain(pipe.id);
    expect(await refusal(await server.call("DELETE", pipePath(pipe)), 404)).toMatch(/^NOT_FOUND: pipe/);
  });
});
