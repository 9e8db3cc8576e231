import { describe, expect, it } from "vitest";
import { parseTags, tagProblem, tagsProblem } from "./dashboard-tags";

describe("parseTags", () => {
  it("splits on commas, trims, drops empties and repeats, and keeps the order of first appearance", () => {
    expect(parseTags("b, a, b,c")).toEqual(["b", "a", "c"]);
    expect(parseTags(" , ,")).toEqual([]);
    expect(parseTags("prod")).toEqual(["prod"]);
  });
  it("keeps case: “Prod” and “prod” are two tags, as the server stores them", () => {
    expect(parseTags("Prod, prod")).toEqual(["Prod", "prod"]);
  });
});

describe("tagProblem and tagsProblem", () => {
  it("names a tag that is too long, cutting a very long one", () => {
    expect(tagProblem("x".repeat(32))).toBeUndefined();
    expect(tagProblem("x".repeat(33))).toBe(`The tag “${"x".repeat(33)}” is longer than 32 characters.`);
    expect(tagProblem("y".repeat(60))).toBe(`The tag “${"y".repeat(40)}…” is longer than 32 characters.`);
  });
  it("refuses control and direction characters, saying where", () => {
    expect(tagProblem("b\u0000d")).toBe("A tag must not contain control or direction characters (U+0000 at character 2).");
  });
  it("gives the first bad tag, else the count over the limit", () => {
    expect(tagsProblem(["ok", "x".repeat(33), "b\u202ed"])).toMatch(/is longer than 32/);
    expect(tagsProblem(Array.from({ length: 50 }, (_, index) => `t${index}`))).toBeUndefined();
    expect(tagsProblem(Array.from({ length: 51 }, (_, index) => `t${index}`))).toBe("A dashboard has at most 50 tags (this would make 51).");
  });
});
