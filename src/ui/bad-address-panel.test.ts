import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { namesNothing } from "./bad-address-panel";

const ID = "6bb593e1-ae6d-4a51-a5ac-dde47addcb0e";
const refusal = (status: number) => new ApiError({ kind: "http", api: "management", status, message: "pipeId must be a uuid" });

describe("an address that names nothing", () => {
  it("is a 400 for an address with an id that is not a uuid", () => {
    expect(namesNothing(refusal(400), ID, "not-a-uuid")).toBe(true);
    expect(namesNothing(refusal(400), ID.toUpperCase(), ID)).toBe(false);
  });

  it("is not a 400 for ids that are uuids (some other refusal), nor any other failure", () => {
    expect(namesNothing(refusal(400), ID, ID)).toBe(false);
    expect(namesNothing(refusal(404), "not-a-uuid")).toBe(false);
    expect(namesNothing(new Error("offline"), "not-a-uuid")).toBe(false);
  });
});
