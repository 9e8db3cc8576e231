import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ItemList } from "@/lib/item-list";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";
import type { Pipe } from "@/shared/schemas/pipe";
import { replacePipeInCache } from "./pipe-mutations";
import { pipeQueries } from "./pipe-queries";

const ref = { organizationId: "org-1", serviceId: "svc-1" };

function pipe(id: string, state = "Running", table = `t_${id}`): Pipe {
  return {
    id,
    serviceId: ref.serviceId,
    name: `pipe-${id}`,
    state,
    source: { kafka: { brokers: "b-1.kafka.internal:9092", topics: `topic.${id}` } },
    destination: { database: "raw", table, columns: [] },
    fieldMappings: [],
    updatedAt: "2026-01-01T10:00:00Z",
  };
}

/** The management API's answer to a list read. */
const listAnswer = (pipes: Pipe[]) => new Response(JSON.stringify({ status: 200, requestId: "req-1", result: pipes }), { status: 200 });

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  saveCredentials({ keyId: "key", keySecret: "secret", dashboardToken: "token" }, { remember: false });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearCredentials();
});

describe("the pipes list query", () => {
  it("keeps the cached object of every pipe a refresh did not change, also when one before it was removed", async () => {
    const list = pipeQueries.list(ref);
    fetchMock.mockResolvedValueOnce(listAnswer([pipe("a"), pipe("b"), pipe("c"), pipe("d")]));
    const first = await queryClient.fetchQuery(list);
    fetchMock.mockResolvedValueOnce(listAnswer([pipe("a"), pipe("c", "Stopped"), pipe("d")]));
    await queryClient.fetchQuery({ ...list, staleTime: 0 });
    const second = queryClient.getQueryData<ItemList<Pipe>>(list.queryKey)!;

    expect(second.items.map((item) => item.id)).toEqual(["a", "c", "d"]);
    expect(second.items[0]).toBe(first.items[0]);
    expect(second.items[1]).not.toBe(first.items[2]);
    expect(second.items[1]!.state).toBe("Stopped");
    // Compared by position, "d" would have been compared with "c" and copied.
    expect(second.items[2]).toBe(first.items[3]);
  });

  it("keeps the cached list itself when a refresh brings nothing new", async () => {
    const list = pipeQueries.list(ref);
    fetchMock.mockResolvedValueOnce(listAnswer([pipe("a"), pipe("b")]));
    const first = await queryClient.fetchQuery(list);
    fetchMock.mockResolvedValueOnce(listAnswer([pipe("a"), pipe("b")]));
    await queryClient.fetchQuery({ ...list, staleTime: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(list.queryKey)).toBe(first);
  });

  it("serves a view that selects from the list across refreshes (the reverse endpoint page's pipes using it)", async () => {
    const list = pipeQueries.list(ref);
    fetchMock.mockResolvedValue(listAnswer([pipe("a"), pipe("b")]));
    // The list's own sharing is applied to what a select makes too, which is not a list.
    const observer = new QueryObserver(queryClient, { ...list, select: (pipes) => ({ names: pipes.items.map((item) => item.name), unreadable: pipes.unreadable.length }) });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.error ?? result.data));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    const first = observer.getCurrentResult().data;
    fetchMock.mockResolvedValue(listAnswer([pipe("a"), pipe("b", "Stopped")]));
    await observer.refetch();
    fetchMock.mockResolvedValue(listAnswer([pipe("a"), pipe("c")]));
    await observer.refetch();
    unsubscribe();

    expect(seen.filter((value) => value instanceof Error)).toEqual([]);
    expect(observer.getCurrentResult().data).toEqual({ names: ["pipe-a", "pipe-c"], unreadable: 0 });
    expect(first).toEqual({ names: ["pipe-a", "pipe-b"], unreadable: 0 });
  });

  it("keeps a selected view's object when a refresh changes nothing it selects", async () => {
    const list = pipeQueries.list(ref);
    fetchMock.mockResolvedValue(listAnswer([pipe("a"), pipe("b")]));
    const observer = new QueryObserver(queryClient, { ...list, select: (pipes) => ({ names: pipes.items.map((item) => item.name) }) });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    const first = observer.getCurrentResult().data;
    fetchMock.mockResolvedValue(listAnswer([pipe("a"), pipe("b", "Stopped")]));
    await observer.refetch();
    unsubscribe();
    expect(observer.getCurrentResult().error).toBeNull();
    expect(observer.getCurrentResult().data).toBe(first);
  });
});

describe("replacePipeInCache", () => {
  it("wins over a refresh of the list that was on its way when the change was answered", async () => {
    const list = pipeQueries.list(ref);
    fetchMock.mockResolvedValueOnce(listAnswer([pipe("a"), pipe("b")]));
    await queryClient.fetchQuery(list);
    // A polling refresh goes out before the rename is made, and answers after it.
    let answerRefresh: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerRefresh = resolve)));
    const refresh = queryClient.refetchQueries({ queryKey: list.queryKey, exact: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    await replacePipeInCache(queryClient, ref, { ...pipe("b"), name: "renamed" });
    answerRefresh(listAnswer([pipe("a"), pipe("b")]));
    await refresh;

    expect(queryClient.getQueryData<ItemList<Pipe>>(list.queryKey)!.items.map((item) => item.name)).toEqual(["pipe-a", "renamed"]);
    expect(queryClient.getQueryData<Pipe>(pipeQueries.detail(ref, "b").queryKey)!.name).toBe("renamed");
  });
});
