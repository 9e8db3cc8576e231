import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Pipe } from "@/shared/schemas/pipe";
import { DEFAULT_VIEW } from "../model/pipe-list-model";
import { PipeTable } from "./pipe-table";

const pipe = (name: string): Pipe => ({
  id: `id-${name}`,
  serviceId: "svc",
  name,
  state: "Running",
  source: { kafka: { brokers: "b-1.kafka.internal:9092", topics: "web.clicks" } },
  destination: { database: "raw", table: name, columns: [] },
  fieldMappings: [],
  updatedAt: "2026-01-01T10:00:00Z",
});

const PIPES = [pipe("clicks"), pipe("orders")];
const opened = vi.fn();

/** The table as the list renders it: these pipes, in this view of the list (its query string). */
function Table({ pipes, listSearch }: { pipes: readonly Pipe[]; listSearch: string }) {
  return (
    <PipeTable
      pipes={pipes}
      unreadable={[]}
      view={DEFAULT_VIEW}
      onSort={() => undefined}
      detailHref={(pipeId) => `/pipes/${pipeId}`}
      listSearch={listSearch}
      onOpen={opened}
      shownQuery=""
    />
  );
}

/** The table with the list's query string changing under it. */
function List() {
  const [listSearch, setListSearch] = useState("?q=c");
  return (
    <>
      <button type="button" onClick={() => setListSearch("?q=or")}>Type on</button>
      <Table pipes={PIPES} listSearch={listSearch} />
    </>
  );
}

function show() {
  const router = createMemoryRouter(
    [
      { path: "/pipes", Component: List },
      { path: "/pipes/:pipeId", Component: () => <p>Pipe page</p> },
    ],
    { initialEntries: ["/pipes"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  // jsdom has none; the table reads its geometry from one (the rows fall back to the CSS height).
  vi.stubGlobal("ResizeObserver", class { observe() {} disconnect() {} });
  vi.stubGlobal("scrollTo", () => undefined);
});

afterEach(() => {
  cleanup();
  opened.mockClear();
  vi.unstubAllGlobals();
});

describe("a row's link", () => {
  it("opens the pipe in the console, handing its page the list's query string as it is when clicked", async () => {
    const router = show();
    const link = screen.getByRole("link", { name: "orders" });
    expect(link).toHaveAttribute("href", "/pipes/id-orders");
    // The search moves on after the rows were drawn: the click hands over the latest.
    fireEvent.click(screen.getByRole("button", { name: "Type on" }));
    await act(async () => {
      fireEvent.click(link);
    });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/pipes/id-orders");
    expect(router.state.location.state).toEqual({ listSearch: "?q=or" });
    expect(screen.getByText("Pipe page")).toBeInTheDocument();
  });

  it("leaves a click with a modifier key or another button to the browser (a new tab or window)", () => {
    const router = show();
    const link = screen.getByRole("link", { name: "clicks" });
    // Whether each click reached the document with its default action (the browser's) still to come;
    // then none is taken, as jsdom cannot open a tab.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(link, click);
    document.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(opened).toHaveBeenCalledTimes(5);
    expect(router.state.location.pathname).toBe("/pipes");
  });
});

describe("a new search's rows", () => {
  const MANY = Array.from({ length: 40 }, (_, index) => pipe(`pipe-${String(index).padStart(2, "0")}`));

  /** A short list (all its rows in the page) whose search narrows it to `found`. */
  function Searching({ found }: { found: readonly Pipe[] }) {
    const [searched, setSearched] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setSearched(true)}>Search</button>
        <Table pipes={searched ? found : MANY} listSearch={searched ? "?q=pipe" : ""} />
      </>
    );
  }
  const rows = () => screen.getAllByRole("row").filter((row) => row.hasAttribute("data-row"));

  it("are the rows in view in the render that answers the input, then all of a short list after that frame", async () => {
    // 30 pipes in reverse order: no row shows the pipe it showed before.
    render(<RouterProvider router={createMemoryRouter([{ path: "/", Component: () => <Searching found={MANY.slice(0, 30).reverse()} /> }])} />);
    // A list of 50 pipes or fewer has every row in the page, from the frame after its first.
    expect(rows().length).toBeLessThan(40);
    await waitFor(() => expect(rows()).toHaveLength(40));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    // The window of jsdom (768 px) holds 12 rows of 64 px: the new search's first rows, in its order.
    const inView = rows();
    expect(inView.length).toBeGreaterThanOrEqual(12);
    expect(inView.length).toBeLessThan(30);
    expect(within(inView[0]!).getByRole("link")).toHaveTextContent("pipe-29");
    // Once that frame is drawn, the rest of the short list follows.
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(within(rows().at(-1)!).getByRole("link")).toHaveTextContent("pipe-00");
  });

  it("keep, in the render that answers the input, the rows around those in view that still show the same pipe", async () => {
    // The first 35 pipes, in the same places: every row of them stays as it was.
    render(<RouterProvider router={createMemoryRouter([{ path: "/", Component: () => <Searching found={MANY.slice(0, 35)} /> }])} />);
    await waitFor(() => expect(rows()).toHaveLength(40));
    const before = rows();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const after = rows();
    expect(after).toHaveLength(35);
    expect(after.every((row, index) => row === before[index])).toBe(true);
  });

  it("are drawn the same way in the page's first render, and when the table comes back after a search that matched nothing", async () => {
    function BackFromNothing() {
      const [matching, setMatching] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMatching(true)}>Delete the typo</button>
          {matching && (
            <Table pipes={MANY.slice(0, 30)} listSearch="?q=pipe" />
          )}
        </>
      );
    }
    render(<RouterProvider router={createMemoryRouter([{ path: "/", Component: BackFromNothing }])} />);
    const rows = () => screen.queryAllByRole("row").filter((row) => row.hasAttribute("data-row"));
    expect(rows()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Delete the typo" }));
    const inView = rows();
    expect(inView.length).toBeGreaterThanOrEqual(12);
    expect(inView.length).toBeLessThan(30);
    await waitFor(() => expect(rows()).toHaveLength(30));
  });
});
