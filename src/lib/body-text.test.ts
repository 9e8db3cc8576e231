import { describe, expect, it } from "vitest";
import { bodyTextInSlices } from "./body-text";
import { inTaskOfItsOwn } from "./one-task-each";

/** A response whose body arrives in these chunks of bytes. */
function chunked(chunks: Uint8Array[], failAfter?: Error): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (failAfter) controller.error(failAfter);
      else controller.close();
    },
  });
  return new Response(body);
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("bodyTextInSlices", () => {
  it("decodes a body that arrives in chunks, a character split between two included", async () => {
    const whole = bytes('{"name":"Café ☕","n":1}');
    // "é" is two bytes and "☕" three: cut through both.
    const cuts = [0, 13, 19, 21, whole.length];
    const chunks = cuts.slice(1).map((end, index) => whole.slice(cuts[index], end));
    expect(await bodyTextInSlices(chunked(chunks), { sliceMs: 0 })).toBe('{"name":"Café ☕","n":1}');
  });

  it("gives the main thread back between chunks once a slice's time is used", async () => {
    const order: string[] = [];
    const reading = bodyTextInSlices(chunked([bytes("a"), bytes("b"), bytes("c")]), { sliceMs: 0 }).then((text) => order.push(`read ${text}`));
    inTaskOfItsOwn(() => order.push("other task"));
    await reading;
    expect(order).toEqual(["other task", "read abc"]);
  });

  it("reads a body that cannot be streamed with text(), and an empty one as empty", async () => {
    const plain = { body: null, text: async () => "plain" } as unknown as Response;
    expect(await bodyTextInSlices(plain)).toBe("plain");
    expect(await bodyTextInSlices(new Response(null))).toBe("");
  });

  it("rejects with the body's own error", async () => {
    const cut = new TypeError("network error");
    await expect(bodyTextInSlices(chunked([bytes("partial")], cut))).rejects.toBe(cut);
  });
});
