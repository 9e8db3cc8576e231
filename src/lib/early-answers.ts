import type { ApiRequestInit } from "./api-request";

/**
 * Answers asked for before the console's code has run. A page's first requests (src/first-requests.ts)
 * go out from a small script of their own while the entry script downloads and runs; a query asking
 * for the same thing then takes the answer on its way instead of asking again.
 *
 * An answer is taken once, by a GET of the same URL with the same Authorization header, and only while
 * it is fresh: one not taken within EARLY_ANSWER_LIFETIME_MS (the page went elsewhere) is dropped and its
 * request cancelled, so no later read is ever served an old answer.
 */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

interface EarlyAnswer {
  authorization: string;
  response: Promise<Response>;
  controller: AbortController;
}

const answers = new Map<string, EarlyAnswer>();

/** Keeps the answer to a GET of `url` sent early (with `controller`'s signal), for its request to take. */
export function keepEarlyAnswer(url: string, answer: EarlyAnswer): void {
  // Taken or not, a failure is the taker's to report; an answer nobody takes fails quietly.
  answer.response.catch(() => undefined);
  answers.set(url, answer);
  setTimeout(() => {
    if (answers.get(url) !== answer) return;
    answers.delete(url);
    answer.controller.abort(new DOMException("Not taken in time", "AbortError"));
  }, EARLY_ANSWER_LIFETIME_MS);
}

/**
 * `fetch`, but a GET whose answer was asked for early takes that answer (which is then no longer
 * kept); the request's signal cancels it as it would the request's own fetch.
 */
export function fetchOrTakeEarly(url: string, init: ApiRequestInit): Promise<Response> {
  const answer = answers.get(url);
  if (!answer || (init.method ?? "GET") !== "GET" || answer.authorization !== init.headers.Authorization) return fetch(url, init);
  answers.delete(url);
  const { signal } = init;
  if (signal?.aborted) answer.controller.abort(signal.reason);
  else signal?.addEventListener("abort", () => answer.controller.abort(signal.reason), { once: true });
  return answer.response;
}
