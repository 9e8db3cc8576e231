import { describe, expect, it } from "vitest";
import { chooseCoding, type ContentCoding } from "./content-coding";

const BOTH: ContentCoding[] = ["br", "gzip"];

describe("choosing a content coding from Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"], // what Chrome sends
    ["br", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["deflate, gzip;q=1.0, *;q=0.5", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.9", "br"],
    ["br;q=0.001", "br"],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["gzip;q=0.5, identity;q=0.2", "gzip"],
  ])("%j picks %s", (header, expected) => {
    expect(chooseCoding(header, BOTH)).toBe(expected);
  });

  it.each([
    [undefined, "no header"],
    ["", "an empty header"],
    ["identity", "identity only"],
    ["zstd, deflate", "only codings the server does not have"],
    ["br;q=0, gzip;q=0", "every coding refused"],
    ["identity;q=0, *;q=0", "nothing at all accepted (identity is sent anyway, not a 406)"],
    ["*;q=0", "a refusing wildcard"],
    ["gzip;q=0.5, identity", "identity ranked above the codings"],
    ["*;q=0.5, br;q=0.3, gzip;q=0.3", "identity (through the wildcard) ranked above both codings"],
  ])("%j means identity: %s", (header, _why) => {
    expect(chooseCoding(header, BOTH)).toBeUndefined();
  });

  it("chooses only among the codings that exist for this answer", () => {
    expect(chooseCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseCoding("br", ["gzip"])).toBeUndefined();
    expect(chooseCoding("gzip, br", [])).toBeUndefined();
  });
});
