// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceUpdateBodySchema } from "@/shared/schemas/service";
import { canRotateEncryptionKey, encryptionKeyBody, newKeyIdError, rotationSummary } from "./encryption-key-model";

describe("encryption key rotation", () => {
  it("exists only with transparent data encryption", () => {
    expect(canRotateEncryptionKey({ hasTransparentDataEncryption: true })).toBe(true);
    expect(canRotateEncryptionKey({ hasTransparentDataEncryption: false })).toBe(false);
    expect(canRotateEncryptionKey({ hasTransparentDataEncryption: undefined })).toBe(false);
  });
  it.each([
    ["", "Enter the id of the new key."],
    ["   ", "Enter the id of the new key."],
    ["key 2", "A key id has no spaces."],
    [" tde-1 ", "Key tde-1 is already the current key; enter a different one."],
  ])("refuses %j", (value, message) => {
    expect(newKeyIdError(value, "tde-1")).toBe(message);
  });
  it("refuses control and direction characters, as the server does", () => {
    expect(newKeyIdError("tde-key\u202e", "old")).toBe("A key id must not contain control or direction characters (U+202E at character 8).");
  });

  it("accepts a new id", () => {
    expect(newKeyIdError("tde-2", "tde-1")).toBeUndefined();
    expect(newKeyIdError("tde-2", null)).toBeUndefined();
  });
  it("names both keys in the confirmation", () => {
    expect(rotationSummary("tde-1", " tde-2 ")).toBe("Rotate the transparent data encryption key from tde-1 to tde-2.");
    expect(rotationSummary(null, "tde-2")).toBe("Rotate the transparent data encryption key to tde-2.");
  });
  it("sends only the trimmed key id", () => {
    expect(encryptionKeyBody(" tde-2 ")).toEqual({ transparentDataEncryptionKeyId: "tde-2" });
    expect(serviceUpdateBodySchema.parse(encryptionKeyBody("tde-2"))).toEqual({ transparentDataEncryptionKeyId: "tde-2" });
  });
});
