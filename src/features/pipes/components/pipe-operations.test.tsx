import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";
import { createQueryClient } from "@/lib/query-client";
import type { Pipe } from "@/shared/schemas/pipe";
import { PipeOperations } from "./pipe-operations";

const ref = { organizationId: "org-1", serviceId: "svc-1" };
const pipe = (state: string): Pipe => ({
  id: "pipe-1",
  serviceId: "svc-1",
  name: "orders",
  state,
  source: { kafka: { brokers: "b:9092", topics: "orders" } },
  destination: { database: "default", table: "orders", columns: [] },
  fieldMappings: [],
});
const REFUSAL = "CONFLICT: pipe is Stopping; wait until it settles";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  saveCredentials({ keyId: "k", keySecret: "s", dashboardToken: "t" }, { remember: false });
  vi.stubGlobal("fetch", async () =>
    new Response(JSON.stringify({ status: 409, requestId: "req-409", error: REFUSAL }), { status: 409, headers: { "Content-Type": "application/json" } }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCredentials();
});

describe("PipeOperations", () => {
  it("shows a refused command's message while the pipe keeps the state it had, and drops it once the state moves on", async () => {
    const client = createQueryClient();
    const view = (state: string) => (
      <QueryClientProvider client={client}>
        <PipeOperations serviceRef={ref} pipe={pipe(state)} />
      </QueryClientProvider>
    );
    const { rerender } = render(view("Running"));
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    await userEvent.click(screen.getByRole("button", { name: "Stop pipe" }));
    expect(await screen.findByText(/pipe is Stopping; wait until it settles/)).toBeInTheDocument();

    rerender(view("Running"));
    expect(screen.getByText(/pipe is Stopping; wait until it settles/)).toBeInTheDocument();

    rerender(view("Stopped"));
    expect(screen.queryByText(/pipe is Stopping; wait until it settles/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
  });
});
