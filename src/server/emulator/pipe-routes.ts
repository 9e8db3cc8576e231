import { Hono } from "hono";
import { pipeSettingsBodySchema, pipeStateBodySchema } from "../../shared/schemas/pipe";
import { notFound } from "../api-errors";
import { managementOk } from "../api-responses";
import type { AppEnv } from "../app-env";
import { parseJsonBody } from "../request-body";
import type { DataStore } from "./data-store";
import type { EmulatorData } from "./emulator-data";
import type { TransitionDurations } from "./emulator-config";
import { applyPipeCommand, pipeView } from "./pipe-commands";
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

/** Pipes: list, get, settings get/put, state commands (api.md rows 1-2, gaps.md "Pipes"). */
export function pipeRoutes(store: DataStore, durations: TransitionDurations): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(PIPES_PATH, (c) => {
    const data = store.read();
    const service = findService(data, c.req.param());
    const now = Date.now();
    const pipes = data.pipes.filter((pipe) => pipe.record.serviceId === service.record.id).map((pipe) => pipeView(pipe, now));
    return managementOk(c, pipes);
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

  return routes;
}
