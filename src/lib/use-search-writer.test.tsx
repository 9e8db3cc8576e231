import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPendingLoader } from "./pending-loader-test-support";
import { searchToBuildOn, useSearchWriter } from "./use-search-writer";

function Probe() {
  const [search, write] = useSearchWriter();
  // Filters replace the history entry; a range makes a new one (as the dashboard's time controls do).
  const set = (key: string, value: string | null, replace = true) =>
    write(
      (latest) => {
        const next = new URLSearchParams(latest);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );
  return (
    <div>
      <output data-testid="search">{search.toString()}</output>
      <button type="button" onClick={() => set("q", null)}>Clear name</button>
      <button type="button" onClick={() => set("tag", "sre")}>Tag sre</button>
      <button type="button" onClick={() => set("sort", "name")}>Sort by name</button>
      <button type="button" onClick={() => set("from", "now-6h", false)}>Range 6h</button>
      <button type="button" onClick={() => set("refresh", "30s")}>Refresh 30s</button>
    </div>
  );
}

const show = (url: string) => renderWithPendingLoader("/list", Probe, url);

const search = () => screen.getByTestId("search").textContent;

afterEach(cleanup);

describe("useSearchWriter", () => {
  it("builds a change made while the last one is on its way on that one, not on the URL shown", async () => {
    const { releaseAll } = show("/list?q=api");
    await releaseAll();
    expect(search()).toBe("q=api");

    fireEvent.click(screen.getByRole("button", { name: "Clear name" }));
    fireEvent.click(screen.getByRole("button", { name: "Tag sre" }));
    // Both navigations wait for the loader: the URL has not moved yet.
    expect(search()).toBe("q=api");
    await releaseAll();
    expect(search()).toBe("tag=sre");
  });

  it("builds on the URL once it has caught up", async () => {
    const { releaseAll } = show("/list");
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Tag sre" }));
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Sort by name" }));
    await releaseAll();
    expect(search()).toBe("tag=sre&sort=name");
  });

  it("lets a link followed meanwhile win over the changes still on their way", async () => {
    const { router, releaseAll } = show("/list?q=api");
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Tag sre" }));
    await act(async () => {
      void router.navigate("/list?q=db");
    });
    await releaseAll();
    expect(search()).toBe("q=db");
    fireEvent.click(screen.getByRole("button", { name: "Sort by name" }));
    await releaseAll();
    expect(search()).toBe("q=db&sort=name");
  });

  it("lets a link to the very query the URL was at win over the change on its way", async () => {
    const { router, releaseAll } = show("/list?q=api");
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Tag sre" }));
    // The side navigation's link to the list as it was: the same query, a new history entry.
    await act(async () => {
      void router.navigate("/list?q=api");
    });
    await releaseAll();
    expect(search()).toBe("q=api");
    fireEvent.click(screen.getByRole("button", { name: "Sort by name" }));
    await releaseAll();
    expect(search()).toBe("q=api&sort=name");
  });

  it("keeps the new history entry of a change on its way when a change that replaces follows it", async () => {
    const { router, releaseAll } = show("/list");
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Range 6h" }));
    fireEvent.click(screen.getByRole("button", { name: "Refresh 30s" }));
    await releaseAll();
    expect(search()).toBe("from=now-6h&refresh=30s");
    expect(router.state.historyAction).toBe("PUSH");
    await act(async () => {
      void router.navigate(-1);
    });
    await releaseAll();
    expect(search()).toBe("");
  });
});

describe("useSearchWriter after a new entry has landed", () => {
  it("replaces again: the entry's Back step is taken once", async () => {
    const { router, releaseAll } = show("/list");
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Range 6h" }));
    await releaseAll();
    expect(router.state.historyAction).toBe("PUSH");
    fireEvent.click(screen.getByRole("button", { name: "Refresh 30s" }));
    await releaseAll();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(search()).toBe("from=now-6h&refresh=30s");
  });

  it("does not navigate for a change to the query the URL has: the same range again adds no Back step and runs no loader", async () => {
    const { router, releaseAll } = show("/list");
    await releaseAll();
    fireEvent.click(screen.getByRole("button", { name: "Range 6h" }));
    await releaseAll();
    const landed = router.state.location.key;
    fireEvent.click(screen.getByRole("button", { name: "Range 6h" }));
    expect(router.state.navigation.state).toBe("idle");
    fireEvent.click(screen.getByRole("button", { name: "Refresh 30s" }));
    fireEvent.click(screen.getByRole("button", { name: "Refresh 30s" }));
    await releaseAll();
    expect(search()).toBe("from=now-6h&refresh=30s");
    // One navigation (the auto refresh), which replaced the range's entry: Back leaves the range.
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.location.key).not.toBe(landed);
    await act(async () => {
      void router.navigate(-1);
    });
    await releaseAll();
    expect(search()).toBe("");
  });
});

describe("searchToBuildOn", () => {
  const asked = { fromKey: "k1", search: "tag=x", push: true };

  it("takes the last change asked for while the URL is still at the entry it was at then", () => {
    expect(searchToBuildOn({ search: "q=a", key: "k1" }, asked)).toEqual({ base: "tag=x", push: true });
  });

  it("takes the URL once it has moved, to that change or anywhere else", () => {
    expect(searchToBuildOn({ search: "tag=x", key: "k2" }, asked)).toEqual({ base: "tag=x", push: false });
    expect(searchToBuildOn({ search: "q=a", key: "k3" }, asked)).toEqual({ base: "q=a", push: false });
  });

  it("takes the URL before any change was asked for", () => {
    expect(searchToBuildOn({ search: "q=a", key: "k1" }, null)).toEqual({ base: "q=a", push: false });
  });
});
