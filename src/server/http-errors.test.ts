import { describe, expect, it } from "vitest";
import { z } from "../shared/zod";
import { describeZodError } from "./http-errors";

function messageFor(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return describeZodError(result.error);
}

describe("describeZodError", () => {
  it("keeps a message that already starts with the field", () => {
    expect(messageFor(z.object({ name: z.string({ error: "name is required" }) }), {})).toBe("name is required");
  });

  it("puts the full path in place of a bare field name at the start", () => {
    const schema = z.object({ tiles: z.array(z.object({ x: z.number().check(z.minimum(0, "x must be at least 0")) })) });
    expect(messageFor(schema, { tiles: [{ x: 0 }, { x: -1 }] })).toBe("tiles[1].x must be at least 0");
  });

  it("prefixes the path when the message does not name the field", () => {
    expect(messageFor(z.object({ a: z.object({ b: z.number() }) }), { a: { b: "x" } })).toMatch(/^a\.b: /);
  });

  it("a message about the whole body has no path", () => {
    expect(messageFor(z.object({}), 5)).toMatch(/^Invalid input/);
  });
});
