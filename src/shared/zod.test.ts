import { describe, expect, it } from "vitest";
import { z } from "./zod";

describe("the console's zod", () => {
  it("is zod/mini: its schemas carry no classic methods", () => {
    const schema = z.string();
    expect("optional" in schema).toBe(false);
    expect(typeof z.optional(schema).safeParse).toBe("function");
  });

  it("says in English what is wrong where no message of ours is given (zod/mini alone says only \"Invalid input\")", () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe("Invalid input: expected string, received number");
    expect(z.string().check(z.minLength(3)).safeParse("ab").error?.issues[0]?.message).toBe("Too small: expected string to have >=3 characters");
    expect(z.enum(["a", "b"]).safeParse("c").error?.issues[0]?.message).toBe('Invalid option: expected one of "a"|"b"');
  });

  it("keeps a message of ours", () => {
    expect(z.string().check(z.minLength(1, "name is required")).safeParse("").error?.issues[0]?.message).toBe("name is required");
  });
});
