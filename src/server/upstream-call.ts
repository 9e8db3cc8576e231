import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

/** Why an upstream call failed before it answered: the proxy turns it into a 502. */
export class UpstreamUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UpstreamUnavailable";
  }
}

export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
  /** Until the status line and headers have arrived. */
  firstByteTimeoutMs: number;
  /** The client's request: when it goes away before the answer comes, the upstream call is dropped. */
  signal?: AbortSignal;
}

/**
 * The upstream's answer head, its body not yet read. node:http rather than fetch: fetch decodes
 * gzip and br on the way, so a 1 MB gzip bomb would become a gigabyte here; node:http hands over
 * the bytes as they are, and the proxy passes them on with their Content-Encoding.
 */
export function callUpstream(target: URL, request: UpstreamRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const headers = { ...request.headers };
    if (request.body !== undefined) headers["Content-Length"] = String(request.body.byteLength);
    const outgoing = send(target, { method: request.method, headers });
    const timer = setTimeout(() => {
      outgoing.destroy(new UpstreamUnavailable(`did not answer within ${request.firstByteTimeoutMs} ms`));
    }, request.firstByteTimeoutMs);
    // A client gone does not hold a socket to the upstream for the whole wait.
    const abandon = () => outgoing.destroy(new UpstreamUnavailable("was not waited for: the client went away"));
    if (request.signal?.aborted) abandon();
    else request.signal?.addEventListener("abort", abandon, { once: true });
    const settle = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", abandon);
    };
    outgoing.once("response", (response) => {
      settle();
      resolve(response);
    });
    outgoing.once("error", (error) => {
      settle();
      reject(error instanceof UpstreamUnavailable ? error : new UpstreamUnavailable("could not be reached"));
    });
    outgoing.end(request.body);
  });
}

/**
 * The answer's body as a web stream that reads from the upstream only as fast as the client
 * takes it (back-pressure: one chunk is read per pull), and errors when the upstream stays silent
 * for `idleTimeoutMs` while a chunk is wanted (the client's connection is then dropped, and the
 * server logs `what` was cut off). Cancelling (the client went away) drops the upstream.
 */
export function streamBody(upstream: IncomingMessage, idleTimeoutMs: number, what: string): ReadableStream<Uint8Array> {
  const chunks = upstream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const idle = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`sent nothing for ${idleTimeoutMs} ms`)), idleTimeoutMs);
        });
        try {
          const next = await Promise.race([chunks.next(), idle]);
          if (next.done === true) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          upstream.destroy();
          controller.error(new Error(`${what} was cut off: ${error instanceof Error ? error.message : "it failed"}`));
        } finally {
          clearTimeout(timer);
        }
      },
      cancel() {
        upstream.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}
