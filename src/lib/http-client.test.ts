import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "@/shared/zod";
import { ApiError } from "./api-error";
import { clearCredentials, saveCredentials } from "./credentials-store";
import { dashboardRequest, managementCommand, managementListRequest, managementRequest } from "./http-client";
import { setUnauthorizedHandler } from "./unauthorized";

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers }));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  saveCredentials({ keyId: "key", keySecret: "sécret", dashboardToken: "token" }, { remember: false });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  clearCredentials();
});

describe("managementRequest", () => {
  it("sends Basic auth to the same-origin /v1 base and unwraps the envelope's result", async () => {
    reply(200, { status: 200, requestId: "r-1", result: { id: "o1", name: "Org", extra: 1 } });
    const result = await managementRequest("/organizations/o1", z.looseObject({ id: z.string(), name: z.string() }));
    expect(result).toEqual({ id: "o1", name: "Org", extra: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/v1/organizations/o1");
    const auth = (init?.headers as Record<string, string>).Authorization!;
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(auth.replace("Basic ", "")), (c) => c.charCodeAt(0)));
    expect(decoded).toBe("key:sécret");
    // Same-origin only: the console session cookie, never anything cross-site.
    expect(init?.credentials).toBe("same-origin");
  });

  it("sends a JSON body with its content type", async () => {
    reply(200, { status: 200, requestId: "r", result: {} });
    await managementRequest("/x", z.object({}), { method: "PATCH", body: { name: "New" } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"name":"New"}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("turns the error envelope into code, message, status and requestId", async () => {
    reply(400, { status: 400, requestId: "req-42", error: "BAD_REQUEST: name must be 1-50 letters, digits or spaces" });
    const error = await caught(managementRequest("/x", z.object({})));
    expect(error).toMatchObject({ kind: "http", status: 400, code: "BAD_REQUEST", requestId: "req-42", message: "name must be 1-50 letters, digits or spaces" });
  });

  it("uses the X-Request-Id header when the body has none, and copes with a non-JSON error body", async () => {
    reply(502, "<html>Bad gateway</html>", { "X-Request-Id": "hdr-1" });
    const error = await caught(managementRequest("/x", z.object({})));
    expect(error).toMatchObject({ kind: "http", status: 502, requestId: "hdr-1" });
    expect(error.message).toContain("502");
    expect(error.isTransient).toBe(true);
  });

  it("names the path that failed when a success body has the wrong shape", async () => {
    reply(200, { status: 200, requestId: "r-9", result: [{ state: "Running" }, { state: 7 }] });
    const error = await caught(managementRequest("/x", z.array(z.object({ state: z.string() }))));
    expect(error).toMatchObject({ kind: "shape", path: "result[1].state", requestId: "r-9" });
    expect(error.message).toContain("result[1].state");
  });

  it("reports a success body that is not JSON as a shape error", async () => {
    reply(200, "not json");
    const error = await caught(managementRequest("/x", z.object({})));
    expect(error.kind).toBe("shape");
  });

  it("reports a network failure as a transient network error", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await caught(managementRequest("/x", z.object({})));
    expect(error).toMatchObject({ kind: "network", status: undefined });
    expect(error.isTransient).toBe(true);
  });

  it("tells the app about a 401 so it can ask for credentials again", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    reply(401, { status: 401, requestId: "r", error: "UNAUTHORIZED: invalid credentials" });
    const error = await caught(managementRequest("/x", z.object({})));
    expect(error.isUnauthorized).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it("does not report a 401 for credentials that are only being tried", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    reply(401, { status: 401, requestId: "r", error: "UNAUTHORIZED: invalid credentials" });
    await caught(managementRequest("/x", z.object({}), { credentials: { keyId: "a", keySecret: "b", dashboardToken: "c" } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("refuses to send without credentials", async () => {
    clearCredentials();
    const error = await caught(managementRequest("/x", z.object({})));
    expect(error.status).toBe(401);
    // Not "enter your API key first": most often the key was refused by an earlier request.
    expect(error.message).toBe("Not connected: reconnect to load or save anything.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("accepts a DELETE answer without result", async () => {
    reply(200, { status: 200, requestId: "r" });
    await expect(managementCommand("/x", { method: "DELETE" })).resolves.toBeUndefined();
  });
});

describe("dashboardRequest", () => {
  it("sends the bearer token to /api/v2 and unwraps data", async () => {
    reply(200, { data: { id: "d1" } });
    await expect(dashboardRequest("/dashboards/d1", z.object({ id: z.string() }), { method: "PUT", body: {} })).resolves.toEqual({ id: "d1" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v2/dashboards/d1");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer token");
  });

  it("reads {message} errors and plain-text errors", async () => {
    reply(400, { message: "tiles[0].w: x + w must be at most 24" }, { "X-Request-Id": "h-2" });
    expect(await caught(dashboardRequest("/d", z.object({})))).toMatchObject({
      status: 400,
      message: "tiles[0].w: x + w must be at most 24",
      requestId: "h-2",
    });
    reply(404, "Not Found");
    expect(await caught(dashboardRequest("/d", z.object({})))).toMatchObject({ status: 404, message: "Not Found" });
  });
});

describe("managementListRequest", () => {
  it("reads each item on its own: the others are kept when one does not parse, with its path and the request id", async () => {
    reply(200, { status: 200, requestId: "r-list", result: [{ id: "a", state: "Running" }, { id: "b" }, { id: "c", state: "Stopped" }] });
    const list = await managementListRequest("/x", z.object({ id: z.string(), state: z.string() }));
    expect(list.items.map((item) => item.id)).toEqual(["a", "c"]);
    expect(list.unreadable).toEqual([{ index: 1, path: "result[1].state", problem: expect.any(String), requestId: "r-list", id: "b" }]);
  });

  it("still refuses an answer whose result is not a list at all", async () => {
    reply(200, { status: 200, requestId: "r-obj", result: { id: "a" } });
    const error = await caught(managementListRequest("/x", z.object({ id: z.string() })));
    expect(error).toMatchObject({ kind: "shape", path: "result", requestId: "r-obj" });
  });
});
