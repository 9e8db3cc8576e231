import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "../../shared/zod";
import { managementEnvelope } from "../../shared/schemas/envelope";
import { pipeSchema, pipeSettingsBodySchema, pipeSettingsSchema, pipeSourceKind, type Pipe, type PipeSettings } from "../../shared/schemas/pipe";
import { errorOf, resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE, SEED_PIPES } from "./seed";
import { REFUSED_PIPE_SETTINGS } from "../../shared/schemas/pipe-settings-test-cases";

/** Short transitions so the tests can watch them happen. */
const TRANSITION_MS = 150;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ EMULATOR_TRANSITION_MS: String(TRANSITION_MS) });
});
afterAll(() => server.close());

const service = (id: string) => `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${id}`;
const pipePath = (pipe: { id: string; serviceId: string }) => `${service(pipe.serviceId)}/pipes/${pipe.id}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function getPipe(pipe: { id: string; serviceId: string }): Promise<Pipe> {
  return pipeSchema.parse(await resultOf(await server.call("GET", pipePath(pipe))));
}
async function command(pipe: { id: string; serviceId: string }, cmd: string) {
  return server.call("PATCH", `${pipePath(pipe)}/state`, { command: cmd });
}

const validSettings: PipeSettings = {
  streaming_max_insert_wait_ms: 500,
  object_storage_concurrency: 35,
  object_storage_polling_interval_ms: 0,
  object_storage_max_insert_bytes: 1024,
  object_storage_max_file_count: 10,
  engine_max_threads: 64,
  engine_max_insert_threads: 2,
  engine_min_insert_block_size_bytes: 0,
  engine_max_download_threads: 3,
  engine_parallel_distributed_insert_select: 1,
  object_storage_use_cluster_function: true,
  engine_parallel_view_processing: false,
};

describe("pipe list and get", () => {
  it("lists the production pipes: all four source kinds, many states, every settings field", async () => {
    const body = managementEnvelope(z.array(pipeSchema)).parse(await (await server.call("GET", `${service(PRODUCTION_SERVICE.id)}/pipes`)).json());
    const pipes = body.result;
    expect(pipes).toHaveLength(15);
    expect(pipes.every((p) => p.serviceId === PRODUCTION_SERVICE.id)).toBe(true);
    expect(new Set(pipes.map((p) => pipeSourceKind(p.source)))).toEqual(new Set(["kafka", "objectStorage", "kinesis", "postgres"]));
    const states = new Set(pipes.map((p) => p.state));
    for (const state of ["Running", "Stopped", "Failed", "Provisioning", "Paused", "Completed", "Degraded", "Snapshot"]) {
      expect(states).toContain(state);
    }
    for (const pipe of pipes) {
      expect(pipeSettingsBodySchema.safeParse(pipe.settings).success, pipe.name).toBe(true);
      expect(pipe.destination.columns.length, pipe.name).toBeGreaterThan(0);
      expect(pipe.destination.tableDefinition, pipe.name).toBeTruthy();
    }
  });

  it("the seeded pipes carry the details the console shows", async () => {
    const postgres = await getPipe(SEED_PIPES.ordersCdc);
    expect(postgres).toMatchObject({ name: "orders-cdc", state: "Running" });
    expect(postgres.source.postgres?.tableMappings.length).toBeGreaterThanOrEqual(3);
    expect(postgres.source.postgres?.tableMappings.some((m) => (m.excludedColumns ?? []).length > 0)).toBe(true);
    expect(Object.values(postgres.source.postgres?.settings ?? {}).every((v) => v !== null && v !== undefined)).toBe(true);
    const kafka = await getPipe(SEED_PIPES.clickstream);
    expect(kafka.source.kafka?.schemaRegistry?.url).toMatch(/^https:/);
    expect(kafka.source.kafka?.caCertificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(kafka.source.kafka?.offset?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(kafka.source.kafka?.reversePrivateEndpointIds?.length).toBe(2);
    const azure = await getPipe(SEED_PIPES.azureInvoices);
    expect(azure.source.objectStorage?.azureContainerName).toBeTruthy();
    // A connection string comes back with its keys masked (gaps.md), the seeded ones too.
    expect(azure.source.objectStorage?.connectionString).toMatch(/;AccountKey=\*{8};/);
    const kinesis = await getPipe(SEED_PIPES.iotTelemetry);
    expect(typeof kinesis.source.kinesis?.useEnhancedFanOut).toBe("boolean");
    expect(typeof kinesis.source.kinesis?.timestamp).toBe("number");
  });

  it("answers no connection string with its key, in one pipe or in the list, wherever the seed put them", async () => {
    const pipes = z.array(pipeSchema).parse(await resultOf(await server.call("GET", `${service(PRODUCTION_SERVICE.id)}/pipes`)));
    const strings = pipes.flatMap((pipe) => pipe.source.objectStorage?.connectionString ?? []);
    expect(strings.length).toBeGreaterThan(0);
    for (const value of strings) expect(value).toMatch(/AccountKey=\*{8}(;|$)/);
  });

  it("lists the development pipes separately", async () => {
    const pipes = z.array(pipeSchema).parse(await resultOf(await server.call("GET", `${service(DEVELOPMENT_SERVICE.id)}/pipes`)));
    expect(pipes.map((p) => p.name).sort()).toEqual(["sandbox-csv-import", "sandbox-kafka-test"]);
  });

  it("a pipe asked for under the other service is a 404", async () => {
    const response = await server.call("GET", `${service(DEVELOPMENT_SERVICE.id)}/pipes/${SEED_PIPES.ordersCdc.id}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).error).toMatch(/^NOT_FOUND: pipe/);
    const settings = await server.call("GET", `${service(DEVELOPMENT_SERVICE.id)}/pipes/${SEED_PIPES.ordersCdc.id}/settings`);
    expect(settings.status).toBe(404);
  });
});

describe("pipe settings", () => {
  it("GET answers the settings object", async () => {
    const settings = pipeSettingsSchema.parse(await resultOf(await server.call("GET", `${pipePath(SEED_PIPES.crmSync)}/settings`)));
    expect(Object.keys(settings).sort()).toEqual(Object.keys(validSettings).sort());
  });

  it("PUT replaces the whole object and it stays", async () => {
    const answer = await resultOf(await server.call("PUT", `${pipePath(SEED_PIPES.crmSync)}/settings`, validSettings));
    expect(answer).toEqual(validSettings);
    expect(await resultOf(await server.call("GET", `${pipePath(SEED_PIPES.crmSync)}/settings`))).toEqual(validSettings);
    expect((await getPipe(SEED_PIPES.crmSync)).settings).toEqual(validSettings);
  });

  it.each(REFUSED_PIPE_SETTINGS)("refuses %s = %j", async (field, value, message) => {
    const response = await server.call("PUT", `${pipePath(SEED_PIPES.crmSync)}/settings`, { ...validSettings, [field]: value });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toBe(`BAD_REQUEST: ${message}`);
  });

  it("refuses a partial object and unknown fields", async () => {
    const { engine_max_threads: _omitted, ...partial } = validSettings;
    const missing = await server.call("PUT", `${pipePath(SEED_PIPES.crmSync)}/settings`, partial);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error).toMatch(/engine_max_threads/);
    const extra = await server.call("PUT", `${pipePath(SEED_PIPES.crmSync)}/settings`, { ...validSettings, surprise: 1 });
    expect(extra.status).toBe(400);
    expect((await errorOf(extra)).error).toMatch(/surprise/);
  });
});

describe("pipe state commands", () => {
  it("stop: Running → Stopping → Stopped by itself", async () => {
    const answer = pipeSchema.parse(await resultOf(await command(SEED_PIPES.adImpressions, "stop")));
    expect(answer.state).toBe("Stopping");
    expect((await getPipe(SEED_PIPES.adImpressions)).state).toBe("Stopping");
    await sleep(TRANSITION_MS + 50);
    const stopped = await getPipe(SEED_PIPES.adImpressions);
    expect(stopped.state).toBe("Stopped");
    expect(Date.parse(stopped.updatedAt!)).toBeGreaterThan(Date.parse(answer.updatedAt!));
  });

  it("start: Stopped → Provisioning → Running; start again is a 409", async () => {
    const answer = pipeSchema.parse(await resultOf(await command(SEED_PIPES.mobileEvents, "start")));
    expect(answer.state).toBe("Provisioning");
    const again = await command(SEED_PIPES.mobileEvents, "start");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe("CONFLICT: pipe is Provisioning; start is only possible from Stopped or Failed");
    await sleep(TRANSITION_MS + 50);
    expect((await getPipe(SEED_PIPES.mobileEvents)).state).toBe("Running");
  });

  it("start from Failed is allowed", async () => {
    expect(pipeSchema.parse(await resultOf(await command(SEED_PIPES.azureInvoices, "start"))).state).toBe("Provisioning");
  });

  it.each([
    ["start", SEED_PIPES.clickstream, "Running"],
    ["start", SEED_PIPES.paymentsKafka, "Degraded"],
    ["resync", SEED_PIPES.iotTelemetry, "Running"],
    ["resync", SEED_PIPES.billingCdc, "Failed"],
    ["resync", SEED_PIPES.inventoryCdc, "Snapshot"],
  ] as const)("%s on %s (%s) is a 409", async (cmd, pipe, state) => {
    expect((await getPipe(pipe)).state).toBe(state);
    const response = await command(pipe, cmd);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).error).toMatch(/^CONFLICT: /);
    expect((await getPipe(pipe)).state).toBe(state);
  });

  // The reference: "Stopping a Pipe will stop the ingestion process from any state"; gaps.md restricts start and resync only.
  it.each([
    [SEED_PIPES.gcsLogs, "Stopped"],
    [SEED_PIPES.auditArchive, "Completed"],
  ] as const)("stop on %s (%s) answers the pipe as it is", async (pipe, state) => {
    const before = await getPipe(pipe);
    expect(before.state).toBe(state);
    const answer = pipeSchema.parse(await resultOf(await command(pipe, "stop")));
    expect(answer).toEqual(before);
    await sleep(TRANSITION_MS + 50);
    expect(await getPipe(pipe)).toEqual(before);
  });

  it("stop on a failed pipe: Failed → Stopping → Stopped, so that it can be mended", async () => {
    expect((await getPipe(SEED_PIPES.billingCdc)).state).toBe("Failed");
    expect(pipeSchema.parse(await resultOf(await command(SEED_PIPES.billingCdc, "stop"))).state).toBe("Stopping");
    await sleep(TRANSITION_MS + 50);
    expect((await getPipe(SEED_PIPES.billingCdc)).state).toBe("Stopped");
  });

  it("resync a running postgres pipe: Resync → Running", async () => {
    const answer = pipeSchema.parse(await resultOf(await command(SEED_PIPES.ordersCdc, "resync")));
    expect(answer.state).toBe("Resync");
    await sleep(Math.round((TRANSITION_MS * 4) / 3) + 60);
    expect((await getPipe(SEED_PIPES.ordersCdc)).state).toBe("Running");
  });

  it("resync is refused for other kinds, with a message saying so", async () => {
    const response = await command(SEED_PIPES.clickstream, "resync");
    expect((await errorOf(response)).error).toBe("CONFLICT: resync is only possible for postgres pipes");
  });

  it("unknown commands and extra fields are 400s", async () => {
    const unknown = await command(SEED_PIPES.clickstream, "pause");
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).error).toMatch(/^BAD_REQUEST: command/);
    const extra = await server.call("PATCH", `${pipePath(SEED_PIPES.clickstream)}/state`, { command: "stop", force: true });
    expect(extra.status).toBe(400);
  });
});
