import { Hono } from "hono";
import { pipeSettingsBodySchema, pipeStateBodySchema, type Pipe } from "../../shared/schemas/pipe";
import { pipeCreateBodySchema } from "../../shared/schemas/pipe-create";
import { pipePatchBodySchema, pipeScalingPatchBodySchema } from "../../shared/schemas/pipe-update";
import { notFound } from "../http-errors";
import { managementDeleted, managementOk } from "../api-responses";
import type { AppEnv } from "../app-env";
import { parseJsonBody } from "../request-body";
import type { DataStore } from "./data-store";
import type { EmulatorData } from "./emulator-data";
import type { TransitionDurations } from "./emulator-config";
import { applyPipeCommand, pipeView, settled } from "./pipe-commands";
import { newPipeRecord, requireFreeName, requireServiceEndpoints } from "./pipe-records";
import { applyPipePatch, applyScaling } from "./pipe-updates";
import { transitionAfter } from "./transitions";
import { SERVICE_PATH, findService, requireUuid } from "./scope";

const PIPES_PATH = `${SERVICE_PATH}/pipes`;
const PIPE_PATH = `${PIPES_PATH}/:pipeId`;

type PipeParams = { organizationId: string; serviceId: string; pipeId: string };

function findPipe(data: EmulatorData, params: PipeParams) {
  const service = findService(data, params);
  const id = requireUuid(params.pipeId, "pipeId");
  const index = data.pipes.findIndex((pipe) => pipe.record.id === id && pipe.record.serviceId === service.record.id);
  const stored = data.pipes[index];
  if (stored === undefined) throw notFound(`pipe ${id} not found`);
  return { stored, index };
}

/**
 * Pipes: list, get, settings get/put, state commands (api.md rows 1-2, gaps.md "Pipes"), and create,
 * update, scaling and delete (gaps.md "Pipe lifecycle").
 */
export function pipeRoutes(store: DataStore, durations: TransitionDurations): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(PIPES_PATH, (c) => {
    const data = store.read();
    const service = findService(data, c.req.param());
    const now = Date.now();
    const pipes = data.pipes.filter((pipe) => pipe.record.serviceId === service.record.id).map((pipe) => pipeView(pipe, now));
    return managementOk(c, pipes);
  });

  routes.post(PIPES_PATH, async (c) => {
    findService(store.read(), c.req.param());
    const body = await parseJsonBody(c, pipeCreateBodySchema);
    const result = await store.mutate((data) => {
      const service = findService(data, c.req.param());
      requireFreeName(data, service.record.id, body.name);
      requireServiceEndpoints(data, service.record.id, body.source.kafka?.reversePrivateEndpointIds, ["source", "kafka", "reversePrivateEndpointIds"]);
      const now = Date.now();
      const record = newPipeRecord(service.record.id, body, now);
      // A new pipe is Provisioning and turns Running by itself, like a started one.
      data.pipes.push({ record, transition: transitionAfter("Running", durations.pipeStartMs, now) });
      return record;
    });
    return managementOk(c, result);
  });

  routes.get(PIPE_PATH, (c) => managementOk(c, pipeView(findPipe(store.read(), c.req.param()).stored, Date.now())));

  routes.get(`${PIPE_PATH}/settings`, (c) => managementOk(c, findPipe(store.read(), c.req.param()).stored.record.settings ?? {}));

  routes.put(`${PIPE_PATH}/settings`, async (c) => {
    findPipe(store.read(), c.req.param());
    const settings = await parseJsonBody(c, pipeSettingsBodySchema);
    const result = await store.mutate((data) => {
      const { stored } = findPipe(data, c.req.param());
      stored.record = { ...stored.record, settings, updatedAt: new Date().toISOString() };
      return settings;
    });
    return managementOk(c, result);
  });

  routes.patch(`${PIPE_PATH}/state`, async (c) => {
    findPipe(store.read(), c.req.param());
    const { command } = await parseJsonBody(c, pipeStateBodySchema);
    const result = await store.mutate((data) => {
      const { stored, index } = findPipe(data, c.req.param());
      const now = Date.now();
      const next = applyPipeCommand(stored, command, now, durations);
      data.pipes[index] = next;
      return pipeView(next, now);
    });
    return managementOk(c, result);
  });

  /** An edit of the pipe as it is now; a transition still to come keeps its course. */
  const editPipe = (params: PipeParams, edit: (data: EmulatorData, pipe: Pipe, at: string) => Pipe) =>
    store.mutate((data) => {
      const { stored, index } = findPipe(data, params);
      const now = Date.now();
      const current = settled(stored, now);
      const next = { ...current, record: edit(data, current.record, new Date(now).toISOString()) };
      data.pipes[index] = next;
      return pipeView(next, now);
    });

  routes.patch(PIPE_PATH, async (c) => {
    findPipe(store.read(), c.req.param());
    const body = await parseJsonBody(c, pipePatchBodySchema);
    return managementOk(c, await editPipe(c.req.param(), (data, pipe, at) => applyPipePatch(data, pipe, body, at)));
  });

  routes.patch(`${PIPE_PATH}/scaling`, async (c) => {
    findPipe(store.read(), c.req.param());
    const body = await parseJsonBody(c, pipeScalingPatchBodySchema);
    return managementOk(c, await editPipe(c.req.param(), (_data, pipe, at) => applyScaling(pipe, body, at)));
  });

  routes.delete(PIPE_PATH, async (c) => {
    await store.mutate((data) => {
      const { index } = findPipe(data, c.req.param());
      data.pipes.splice(index, 1);
    });
    return managementDeleted(c);
  });

  return routes;
}
