import { describe, expect, it } from "vitest";
import { withParam } from "./search-params";

describe("withParam", () => {
  it("sets a parameter, replacing its value, and keeps the others in their order", () => {
    const search = new URLSearchParams("q=api&tag=sre");
    expect(withParam(search, "q", "db").toString()).toBe("q=db&tag=sre");
    expect(withParam(search, "refresh", "30s").toString()).toBe("q=api&tag=sre&refresh=30s");
    // A new object: the search it was given is left as it was.
    expect(search.toString()).toBe("q=api&tag=sre");
  });

  it("removes the parameter for an empty value", () => {
    expect(withParam(new URLSearchParams("q=api&tag=sre"), "q", "").toString()).toBe("tag=sre");
    expect(withParam(new URLSearchParams("tag=sre"), "q", "").toString()).toBe("tag=sre");
  });
});
