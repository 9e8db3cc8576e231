import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { removeWhenUnobserved } from "./remove-when-unobserved";

const KEY = ["pipe", "p1"];

function clientWithData() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(KEY, { name: "orders" });
  return queryClient;
}

describe("removeWhenUnobserved", () => {
  it("drops a query no page shows at once", () => {
    const queryClient = clientWithData();
    removeWhenUnobserved(queryClient, KEY);
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });

  it("keeps the copy of the page still showing it, and drops it when that page goes", () => {
    const queryClient = clientWithData();
    const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn: () => ({ name: "orders" }) });
    const stop = observer.subscribe(() => undefined);
    removeWhenUnobserved(queryClient, KEY);
    expect(queryClient.getQueryData(KEY)).toEqual({ name: "orders" });
    stop();
    expect(queryClient.getQueryCache().find({ queryKey: KEY, exact: true })).toBeUndefined();
  });

  it("waits for the last of several pages", () => {
    const queryClient = clientWithData();
    const observe = () => new QueryObserver(queryClient, { queryKey: KEY, queryFn: () => ({ name: "orders" }) }).subscribe(() => undefined);
    const [first, second] = [observe(), observe()];
    removeWhenUnobserved(queryClient, KEY);
    first();
    expect(queryClient.getQueryData(KEY)).toEqual({ name: "orders" });
    second();
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });
});
