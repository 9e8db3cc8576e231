import type { ApiRequestInit } from "./api-request";

/**
 * Answers asked for before the console's code has run. A page's first requests (src/first-requests.ts)
 * go out from a small script of their own while the entry script downloads and runs; a query asking
 * for the same thing then takes the answer on its way instead of asking again.
 *
 * An answer is taken once, by a GET of the same URL with the same Authorization header, and only
 * while it is fresh: one not taken within EARLY_ANSWER_LIFETIME_MS of its arrival (the console's code
 * never asked for it) is dropped, the rest of its body with it, so a later read asks the server again.
 * A request that fails before it is taken is dropped at once: the page's own request tries again.
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
  answers.set(url, answer);
  const drop = () => {
    if (answers.get(url) !== answer) return;
    answers.delete(url);
    answer.controller.abort(new DOMException("Not taken in time", "AbortError"));
  };
  // A failure once taken is the taker's to report; before that, it is dropped quietly.
  answer.response.then(() => setTimeout(drop, EARLY_ANSWER_LIFETIME_MS), drop);
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
