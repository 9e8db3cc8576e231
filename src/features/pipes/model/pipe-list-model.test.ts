import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Pipe, PipeSource } from "@/shared/schemas/pipe";
import {
  countByState,
  createTextSearch,
  DEFAULT_VIEW,
  filterByStates,
  filterByTextAndKind,
  hasTransitionalPipe,
  listViewToSearch,
  parseListView,
  queryTerms,
  searchTextOf,
  sortPipes,
  toggleSort,
  toggleState,
} from "./pipe-list-model";

function pipe(name: string, state: string, source: PipeSource, updatedAt: string, table = name.replace(/-/g, "_")): Pipe {
  return {
    id: `id-${name}`,
    serviceId: "svc",
    name,
    state,
    source,
    destination: { database: "raw", table, columns: [] },
    fieldMappings: [],
    updatedAt,
  };
}

const clicks = pipe("clicks", "Running", { kafka: { brokers: "b-1.kafka.internal:9092", topics: "web.clicks" } }, "2026-01-01T10:00:00Z");
const orders = pipe(
  "orders-cdc",
  "Failed",
  {
    postgres: {
      host: "orders.db.internal",
      port: 5432,
      database: "shop",
      tableMappings: [{ sourceSchemaName: "public", sourceTable: "line_items", targetTable: "orders_line_items" }],
    },
  },
  "2026-01-03T10:00:00Z",
);
const logs = pipe("Access-logs", "Provisioning", { objectStorage: { url: "https://logs.bucket/a/*.gz" } }, "2026-01-02T10:00:00Z");
const sensors = pipe("sensors-10", "Running", { kinesis: { streamName: "iot-stream", region: "eu-west-1" } }, "not a date");
const sensors2 = pipe("sensors-2", "Hibernating", { kinesis: { streamName: "iot-2", region: "eu-west-1" } }, "2026-01-04T10:00:00Z");
const all = [clicks, orders, logs, sensors, sensors2];
const names = (pipes: Pipe[]) => pipes.map((p) => p.name);

describe("the list view in the URL", () => {
  it("round-trips a view, leaving defaults out", () => {
    const view = { query: "orders", states: ["Running", "Failed"], kind: "postgres" as const, sort: "updated" as const, direction: "asc" as const };
    const search = listViewToSearch(view);
    expect(search.toString()).toBe("q=orders&state=Running&state=Failed&kind=postgres&sort=updated&dir=asc");
    expect(parseListView(search)).toEqual(view);
    expect(listViewToSearch(DEFAULT_VIEW).toString()).toBe("");
  });
  it("falls back to defaults for values it does not understand", () => {
    expect(parseListView(new URLSearchParams("kind=ftp&sort=size&dir=up&state="))).toEqual(DEFAULT_VIEW);
  });
  it("gives each sort its natural direction and flips on a second click", () => {
    expect(parseListView(new URLSearchParams("sort=updated")).direction).toBe("desc");
    const byUpdate = toggleSort(DEFAULT_VIEW, "updated");
    expect(byUpdate).toMatchObject({ sort: "updated", direction: "desc" });
    expect(toggleSort(byUpdate, "updated").direction).toBe("asc");
    expect(toggleSort(DEFAULT_VIEW, "name").direction).toBe("desc");
  });
  it("toggles a state in and out of the filter", () => {
    const one = toggleState(DEFAULT_VIEW, "Failed");
    expect(one.states).toEqual(["Failed"]);
    expect(toggleState(one, "Failed").states).toEqual([]);
  });
});

describe("search", () => {
  it("matches name, topic, table, host and stream, ignoring case", () => {
    const find = (query: string) => names(filterByTextAndKind(all, { query, kind: null }));
    expect(find("CLICKS")).toEqual(["clicks"]);
    expect(find("web.clicks")).toEqual(["clicks"]);
    expect(find("line_items")).toEqual(["orders-cdc"]);
    expect(find("orders.db.internal")).toEqual(["orders-cdc"]);
    expect(find("raw.access_logs")).toEqual(["Access-logs"]);
    expect(find("iot-stream")).toEqual(["sensors-10"]);
  });
  it("needs every word to match somewhere", () => {
    expect(names(filterByTextAndKind(all, { query: "sensors iot-2", kind: null }))).toEqual(["sensors-2"]);
    expect(filterByTextAndKind(all, { query: "clicks nowhere", kind: null })).toEqual([]);
  });
  it("narrows by source kind", () => {
    expect(names(filterByTextAndKind(all, { query: "", kind: "kinesis" }))).toEqual(["sensors-10", "sensors-2"]);
    expect(names(filterByTextAndKind(all, { query: "10", kind: "kinesis" }))).toEqual(["sensors-10"]);
  });
  it("returns the same array when nothing narrows it", () => {
    expect(filterByTextAndKind(all, { query: "  ", kind: null })).toBe(all);
  });
  it("builds a pipe's search text once", () => {
    expect(searchTextOf(clicks)).toBe(searchTextOf(clicks));
    expect(searchTextOf(clicks)).toContain("web.clicks");
  });
});

describe("text search while typing", () => {
  const naive = (query: string, kind: "kinesis" | null) =>
    all.filter((p) => (kind === null || "kinesis" in p.source) && queryTerms(query).every((term) => searchTextOf(p).includes(term)));

  it("answers every query of a typing session as a fresh filter would", () => {
    // Typing, erasing and retyping over letters the fixtures' texts share, spaces included.
    const session = fc.array(fc.string({ unit: fc.constantFrom(..."sensorx-12 .io"), maxLength: 12 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(session, fc.constantFrom<"kinesis" | null>(null, "kinesis"), (queries, kind) => {
        const search = createTextSearch(all, kind);
        for (const query of queries) expect(names(search(query))).toEqual(names(naive(query, kind)));
      }),
    );
  });
  it("types on and erases back to the same answers", () => {
    const search = createTextSearch(all, null);
    const typed = ["s", "se", "sen", "sens", "sensors", "sensors 1", "sensors 10"];
    const forward = typed.map((query) => search(query));
    expect(names(forward.at(-1)!)).toEqual(["sensors-10"]);
    expect(names(search("sensors io"))).toEqual(["sensors-10", "sensors-2"]);
    // Backspace: the answers already given, not new filters.
    for (const [index, query] of [...typed].entries()) expect(search(query)).toBe(forward[index]);
    expect(search("  ")).toBe(all);
  });
});

describe("preparing a text search", () => {
  it("builds texts until its budget is spent, goes on from there, and says when every one is built", () => {
    const many = Array.from({ length: 200 }, (_, index) => pipe(`p-${index}`, "Running", clicks.source, clicks.updatedAt!));
    let clock = 0;
    const now = () => (clock += 1);
    const search = createTextSearch(many, null);
    // The clock is read as a slice starts and after every 64 texts: a budget of 1 ends the slice at the 64th.
    expect(search.prepare(1, now)).toBe(false);
    expect(clock).toBe(2);
    // From the 65th on: read at the 128th and 192nd, within the budget, then the last 8.
    expect(search.prepare(1000, now)).toBe(true);
    expect(clock).toBe(5);
    expect(search.prepare(1, now)).toBe(true);
    expect(names(search("p-19"))).toEqual(["p-19", "p-190", "p-191", "p-192", "p-193", "p-194", "p-195", "p-196", "p-197", "p-198", "p-199"]);
  });
});

describe("state filter and counts", () => {
  it("keeps only the chosen states", () => {
    expect(names(filterByStates(all, ["Failed", "Provisioning"]))).toEqual(["orders-cdc", "Access-logs"]);
    expect(filterByStates(all, [])).toBe(all);
  });
  it("counts per state in the service's order, unknown states last, a selected empty state kept", () => {
    expect(countByState(all, ["Stopped"])).toEqual([
      { state: "Provisioning", count: 1 },
      { state: "Running", count: 2 },
      { state: "Stopped", count: 0 },
      { state: "Failed", count: 1 },
      { state: "Hibernating", count: 1 },
    ]);
  });
  it("knows when something is moving by itself", () => {
    expect(hasTransitionalPipe(all)).toBe(true);
    expect(hasTransitionalPipe([clicks, orders])).toBe(false);
    expect(hasTransitionalPipe(undefined)).toBe(false);
  });
});

describe("sortPipes", () => {
  it("sorts names naturally and without regard to case", () => {
    expect(names(sortPipes(all, "name", "asc"))).toEqual(["Access-logs", "clicks", "orders-cdc", "sensors-2", "sensors-10"]);
    expect(names(sortPipes(all, "name", "desc"))).toEqual(["sensors-10", "sensors-2", "orders-cdc", "clicks", "Access-logs"]);
  });
  it("sorts by state, then by name", () => {
    expect(names(sortPipes(all, "state", "asc"))).toEqual(["orders-cdc", "sensors-2", "Access-logs", "clicks", "sensors-10"]);
  });
  it("sorts by last update, an unreadable time as oldest", () => {
    expect(names(sortPipes(all, "updated", "desc"))).toEqual(["sensors-2", "orders-cdc", "Access-logs", "clicks", "sensors-10"]);
  });
  it("does not change the array it was given", () => {
    const copy = [...all];
    sortPipes(all, "name", "desc");
    expect(all).toEqual(copy);
  });
});
