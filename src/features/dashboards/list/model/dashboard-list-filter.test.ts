import { describe, expect, it } from "vitest";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { filterDashboards, filterFromSearch, searchWithFilter, tagsInUse } from "./dashboard-list-filter";

const board = (name: string, tags: string[]): Dashboard => ({ id: name, name, tags, tiles: [] });
const boards = [board("Service Health", ["production", "sre"]), board("checkout funnel", ["business"]), board("API health 10", ["sre"]), board("API health 9", [])];

describe("filterDashboards", () => {
  it("sorts by name, ignoring case and reading numbers as numbers", () => {
    expect(filterDashboards(boards, { query: "", tag: "" }).map((b) => b.name)).toEqual(["API health 9", "API health 10", "checkout funnel", "Service Health"]);
  });

  it("matches part of the name in any case, and the tag exactly", () => {
    expect(filterDashboards(boards, { query: " HEALTH ", tag: "" }).map((b) => b.name)).toEqual(["API health 9", "API health 10", "Service Health"]);
    expect(filterDashboards(boards, { query: "health", tag: "sre" }).map((b) => b.name)).toEqual(["API health 10", "Service Health"]);
    expect(filterDashboards(boards, { query: "", tag: "sr" })).toEqual([]);
  });
});

describe("filter in the URL", () => {
  it("reads and writes q and tag, leaving other parameters alone", () => {
    const search = new URLSearchParams("q=api&tag=sre&other=1");
    expect(filterFromSearch(search)).toEqual({ query: "api", tag: "sre" });
    expect(searchWithFilter(search, { query: "" }).toString()).toBe("tag=sre&other=1");
    expect(searchWithFilter(search, { tag: "business" }).toString()).toBe("q=api&tag=business&other=1");
    expect(filterFromSearch(new URLSearchParams())).toEqual({ query: "", tag: "" });
  });
});

it("lists each tag in use once", () => {
  expect(tagsInUse(boards)).toEqual(["business", "production", "sre"]);
});
