import { describe, expect, it } from "vitest";
import { OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE, OBJECT_STORAGE_TYPES } from "@/shared/schemas/pipe-kinds";
import { OBJECT_STORAGE_ACCESS_LABELS, OBJECT_STORAGE_TYPE_LABELS, objectStorageAccessOption } from "./labels";

describe("objectStorageAccessOption", () => {
  it("words an access key as the store at hand has it", () => {
    expect(objectStorageAccessOption("IAM_USER", "gcs").hint).toMatch(/HMAC key/);
    expect(objectStorageAccessOption("IAM_USER", "s3").hint).toMatch(/IAM user/);
    expect(objectStorageAccessOption("IAM_USER", "s3").hint).not.toMatch(/Google|HMAC/);
    expect(objectStorageAccessOption("IAM_USER", "cloudflarer2").hint).toContain("Cloudflare R2");
  });

  it("names no other store in the hint of any store that takes access keys", () => {
    for (const type of OBJECT_STORAGE_TYPES.filter((store) => OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE[store].includes("IAM_USER"))) {
      const others = OBJECT_STORAGE_TYPES.filter((other) => other !== type).map((other) => OBJECT_STORAGE_TYPE_LABELS[other]);
      const { hint } = objectStorageAccessOption("IAM_USER", type);
      expect(others.filter((name) => hint.includes(name)), `${type}: ${hint}`).toEqual([]);
    }
  });

  it("leaves the other ways of access as the table words them", () => {
    expect(objectStorageAccessOption("IAM_ROLE", "s3")).toEqual(OBJECT_STORAGE_ACCESS_LABELS.IAM_ROLE);
    expect(objectStorageAccessOption("public", "gcs")).toEqual(OBJECT_STORAGE_ACCESS_LABELS.public);
  });
});
