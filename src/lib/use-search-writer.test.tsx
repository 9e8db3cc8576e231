import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { searchToBuildOn, useSearchWriter } from "./use-search-writer";

function Probe() {
  const [search, write] = useSearchWriter();
  const set = (key: string, value: string | null) =>
    write((latest) => {
      const next = new URLSearchParams(latest);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  return (
    <div>
      <output data-testid="search">{search.toString()}</output>
      <button type="button" onClick={() => set("q", null)}>Clear name</button>
      <button type="button" onClick={() => set("tag", "sre")}>Tag sre</button>
      <button type="button" onClick={() => set("sort", "name")}>Sort by name</button>
    </div>
  );
}

/** A route whose loader waits until the test lets it go, so a navigation stays on its way. */
function show(url: string) {
  const gates: Array<() => void> = [];
  const router = createMemoryRouter(
    [{ path: "/list", Component: Probe, HydrateFallback: () => null, loader: () => new Promise<null>((resolve) => gates.push(() => resolve(null))) }],
    { initialEntries: [url] },
  );
  const releaseAll = async () => {
    await act(async () => {
      while (gates.length > 0) gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  render(<RouterProvider router={router} />);
  return { router, releaseAll };
}

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
});

describe("searchToBuildOn", () => {
  it("takes the last change asked for while the URL has not moved", () => {
    expect(searchToBuildOn("q=a", { from: "q=a", waiting: ["", "tag=x"] })).toEqual({ base: "tag=x", waiting: ["", "tag=x"] });
  });

  it("drops the changes the URL has reached", () => {
    expect(searchToBuildOn("", { from: "q=a", waiting: ["", "tag=x"] })).toEqual({ base: "tag=x", waiting: ["tag=x"] });
    expect(searchToBuildOn("tag=x", { from: "q=a", waiting: ["", "tag=x"] })).toEqual({ base: "tag=x", waiting: [] });
  });

  it("takes the URL when it moved somewhere not asked for", () => {
    expect(searchToBuildOn("q=b", { from: "q=a", waiting: ["tag=x"] })).toEqual({ base: "q=b", waiting: [] });
  });
});
